import Crease
import CreaseHUD
import Foundation

extension FuzzDrawList {
    /// The bytes that decode to these frames (each list drawn in turn, every command appended
    /// anew), for seeds made in code. Values are written as `FuzzBytesWriter` can: coordinates
    /// from -40 to 200 to 1/256, lengths to 120, texts as their first 47 UTF-8 bytes, image
    /// names and fonts as the nearest the decoder offers.
    static func encode(_ frames: [DrawList], clearColor: Color = .black, smallAtlas: Bool = false) -> Data {
        var writer = FuzzBytesWriter()
        write(clearColor, &writer)
        writer.bool(smallAtlas)
        for (number, list) in frames.enumerated() {
            if number > 0 {
                // Empty the list: remove its first command as often as it had commands.
                for _ in frames[number - 1].commands.prefix(commandLimit) {
                    writer.byte(16)
                    writer.index(0)
                }
            }
            for command in list.commands.prefix(commandLimit) {
                writer.index(command.kind.rawValue)
                write(command, &writer)
            }
            writer.byte(drawFrame)
        }
        return writer.data
    }

    /// Writes a command's values in the order `command(_:_:)` reads them.
    static func write(_ command: DrawCommand, _ writer: inout FuzzBytesWriter) {
        switch command {
        case .fillRect(let rect, let color): write(rect, &writer); write(color, &writer)
        case .strokeRect(let rect, let color, let width): write(rect, &writer); write(color, &writer); writer.length(width)
        case .fillRoundedRect(let rect, let radius, let color): write(rect, &writer); writer.length(radius); write(color, &writer)
        case .strokeRoundedRect(let rect, let radius, let color, let width):
            write(rect, &writer); writer.length(radius); write(color, &writer); writer.length(width)
        case .line(let from, let to, let color, let width): write(from, &writer); write(to, &writer); write(color, &writer); writer.length(width)
        case .fillCircle(let center, let radius, let color): write(center, &writer); writer.length(radius); write(color, &writer)
        case .strokeCircle(let center, let radius, let color, let width):
            write(center, &writer); writer.length(radius); write(color, &writer); writer.length(width)
        case .fillPolygon(let points, let color):
            writer.index(min(points.count, pointLimit))
            for point in points.prefix(pointLimit) { write(point, &writer) }
            write(color, &writer)
        case .triangles(let vertices, let indices, let texture):
            writer.index(min(vertices.count, vertexLimit))
            for vertex in vertices.prefix(vertexLimit) {
                write(vertex.position, &writer); write(vertex.color, &writer)
                writer.fraction(vertex.textureCoordinate.x); writer.fraction(vertex.textureCoordinate.y)
            }
            writer.index(min(indices.count, indexLimit))
            for index in indices.prefix(indexLimit) { writer.index(Int(min(max(index, -2), 29)) + 2) }
            writer.bool(texture != nil)
            if let texture { writer.index(imageNames.firstIndex(of: texture) ?? 0) }
        case .image(let name, let source, let destination, let tint):
            writer.index(imageNames.firstIndex(of: name) ?? 0)
            writer.bool(source != nil)
            if let source { write(source, &writer) }
            write(destination, &writer); write(tint, &writer)
        case .text(let string, let origin, let font, let color, let alignment, let direction):
            writer.text(string); write(origin, &writer)
            writer.index(0); writer.length(font.size); writer.bool(font.weight == .bold); writer.index(font.family == nil ? 0 : 2)
            write(color, &writer)
            writer.index([TextAlignment.left, .center, .right].firstIndex(of: alignment) ?? 0)
            writer.index(LayoutDirection.allCases.firstIndex(of: direction) ?? 0)
        case .pushClip(let rect): write(rect, &writer)
        case .pushTransform(let t):
            writer.index(5)
            for value in [t.a, t.b, t.c, t.d] { writer.coordinate(value * 40) }
            writer.coordinate(t.tx); writer.coordinate(t.ty)
        case .popClip, .popTransform: break
        }
    }

    static func write(_ point: Point, _ writer: inout FuzzBytesWriter) {
        writer.coordinate(point.x); writer.coordinate(point.y)
    }

    static func write(_ rect: Rect, _ writer: inout FuzzBytesWriter) {
        write(rect.origin, &writer)
        writer.length(abs(rect.width)); writer.length(abs(rect.height))
        writer.byte(rect.width < 0 ? 1 : rect.height < 0 ? 2 : 0)
    }

    static func write(_ color: Color, _ writer: inout FuzzBytesWriter) {
        writer.index(color.alpha == 0 ? 0 : color.alpha == 255 ? 2 : 1)
        writer.byte(color.red); writer.byte(color.green); writer.byte(color.blue)
        if color.alpha != 0 && color.alpha != 255 { writer.byte(color.alpha) }
    }
}
