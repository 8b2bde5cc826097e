import Crease
import CreaseHUD
import Foundation

/// Fuzz bytes decoded into frames of drawing: a list built command by command, drawn, edited
/// (a command removed, moved a fraction of a point, replaced, or two swapped), drawn again.
/// Consecutive frames differ a little, as a game's do, so damage tracking redraws only part.
///
/// Layout: the first byte picks the clear colour, the second the glyph atlas's bounds; then
/// one operation a byte: 0–14 append a command of that `Kind` (its values follow), 15 draws
/// the frame and starts the next from it, 16–19 edit a command. The list as it stands at the
/// end is drawn too.
struct FuzzDrawList {
    /// Every kind of `DrawCommand` (`DrawCommand.Kind`, whose switch has no `default`): a new
    /// command kind does not compile here until `command(_:_:)` decodes it.
    typealias Kind = DrawCommand.Kind

    /// The operation byte that draws the frame.
    static let drawFrame: UInt8 = 15
    /// Most frames drawn, commands in a list, points in a polygon, vertices and indices in a mesh.
    static let frameLimit = 10
    static let commandLimit = 80
    static let pointLimit = 32
    static let vertexLimit = 24
    static let indexLimit = 48

    /// What the lists clear to.
    var clearColor: Color
    /// True to bound the glyph atlas tightly (2 pages of 128 px), so it evicts within a run.
    var smallAtlas: Bool
    /// The frames, in order.
    var frames: [DrawList]

    /// Decodes the bytes.
    init(_ data: Data) {
        var bytes = FuzzBytes(data)
        clearColor = Self.color(&bytes)
        smallAtlas = bytes.bool()
        frames = []
        var list = DrawList()
        while !bytes.isAtEnd, frames.count < Self.frameLimit {
            let operation = bytes.byte() % 20
            if let kind = Kind(rawValue: Int(operation)) {
                if list.commands.count < Self.commandLimit { list.append(Self.command(kind, &bytes)) }
            } else if operation == Self.drawFrame {
                frames.append(list)
            } else {
                list = Self.edit(list, operation: operation, &bytes)
            }
        }
        if frames.count < Self.frameLimit, frames.last != list || frames.isEmpty { frames.append(list) }
    }

    /// The list with one command removed (16), moved by up to ±2 points in 1/64 steps (17),
    /// replaced by a new one (18), or swapped with another (19).
    static func edit(_ list: DrawList, operation: UInt8, _ bytes: inout FuzzBytes) -> DrawList {
        var commands = list.commands
        guard !commands.isEmpty else { return list }
        let at = bytes.index(commands.count)
        switch operation {
        case 16: commands.remove(at: at)
        case 17:
            let dx = (Double(bytes.byte()) - 128) / 64, dy = (Double(bytes.byte()) - 128) / 64
            commands[at] = moved(commands[at], dx: dx, dy: dy)
        case 18: commands[at] = command(Kind.allCases[bytes.index(Kind.allCases.count)], &bytes)
        default: commands.swapAt(at, bytes.index(commands.count))
        }
        var edited = DrawList()
        for command in commands { edited.append(command) }
        return edited
    }

    /// A command of `kind`, its values read from the bytes.
    static func command(_ kind: Kind, _ bytes: inout FuzzBytes) -> DrawCommand {
        switch kind {
        case .fillRect: .fillRect(rect(&bytes), color(&bytes))
        case .strokeRect: .strokeRect(rect(&bytes), color(&bytes), width: bytes.length())
        case .fillRoundedRect: .fillRoundedRect(rect(&bytes), radius: bytes.length(), color(&bytes))
        case .strokeRoundedRect: .strokeRoundedRect(rect(&bytes), radius: bytes.length(), color(&bytes), width: bytes.length())
        case .line: .line(from: point(&bytes), to: point(&bytes), color(&bytes), width: bytes.length())
        case .fillCircle: .fillCircle(center: point(&bytes), radius: bytes.length(), color(&bytes))
        case .strokeCircle: .strokeCircle(center: point(&bytes), radius: bytes.length(), color(&bytes), width: bytes.length())
        case .fillPolygon: .fillPolygon((0..<bytes.index(pointLimit + 1)).map { _ in point(&bytes) }, color(&bytes))
        case .triangles: mesh(&bytes)
        case .image:
            .image(imageName(&bytes), source: bytes.bool() ? rect(&bytes) : nil, destination: rect(&bytes), tint: color(&bytes))
        case .text:
            .text(bytes.text(), origin: point(&bytes), font: font(&bytes), color(&bytes),
                  alignment: bytes.pick([.left, .center, .right]), direction: bytes.pick(LayoutDirection.allCases))
        case .pushClip: .pushClip(rect(&bytes))
        case .popClip: .popClip
        case .pushTransform: .pushTransform(transform(&bytes))
        case .popTransform: .popTransform
        }
    }

    /// A triangle mesh: up to `vertexLimit` vertices, and indices that may point past them or
    /// below zero; flat or textured (by an image that may not exist).
    static func mesh(_ bytes: inout FuzzBytes) -> DrawCommand {
        let vertices = (0..<bytes.index(vertexLimit + 1)).map { _ in
            Vertex(position: point(&bytes), color: color(&bytes), textureCoordinate: Point(x: bytes.fraction(), y: bytes.fraction()))
        }
        let indices: [Int32] = (0..<bytes.index(indexLimit + 1)).map { _ in
            let value = bytes.byte()
            return value == 255 ? .max : value == 254 ? .min : Int32(value % 32) - 2
        }
        return .triangles(vertices, indices: indices, texture: bytes.bool() ? imageName(&bytes) : nil)
    }

    /// The images a list names: ones that do not exist (plain, absolute, a folder, empty, with
    /// odd characters) and, when the checkout is found, a real PNG by its absolute path.
    static let imageNames: [String] = {
        var names = ["images/missing.png", "", "nope", "/nonexistent/ship.png", "images/", "fonts", "../../etc/hostname.png",
                     "images/ship\u{0}.png", "images/ŝip.png"]
        if let repository = FuzzTarget.repository() {
            let golden = repository.appendingPathComponent("Tests/Goldens/battlefleet")
            if let file = (try? FileManager.default.contentsOfDirectory(atPath: golden.path))?.sorted().first(where: { $0.hasSuffix(".png") }) {
                names.append(golden.appendingPathComponent(file).path)
            }
        }
        return names
    }()

    static func imageName(_ bytes: inout FuzzBytes) -> String { bytes.pick(imageNames) }

    static func point(_ bytes: inout FuzzBytes) -> Point { Point(x: bytes.coordinate(), y: bytes.coordinate()) }

    /// A rectangle; now and then with a negative width or height.
    static func rect(_ bytes: inout FuzzBytes) -> Rect {
        let origin = point(&bytes)
        var width = bytes.length(), height = bytes.length()
        let signs = bytes.byte()
        if signs == 1 { width = -width } else if signs == 2 { height = -height }
        return Rect(x: origin.x, y: origin.y, width: width, height: height)
    }

    static func color(_ bytes: inout FuzzBytes) -> Color {
        let alphaKind = bytes.index(4)
        return Color(red: bytes.byte(), green: bytes.byte(), blue: bytes.byte(), alpha: alphaKind == 0 ? 0 : alphaKind == 1 ? bytes.byte() : 255)
    }

    /// A font: a usual size, a tiny or huge one, or an extreme; either weight; Crease's own
    /// family, a named one, or one no font has.
    static func font(_ bytes: inout FuzzBytes) -> Font {
        let size = bytes.index(3) == 0 ? bytes.length() : bytes.pick([13.0, 17, 24, 34, 0.4, 1, 90, 400])
        return Font(size: size, weight: bytes.bool() ? .bold : .regular, family: bytes.pick([nil, nil, "DejaVu Sans", "Nope", ""]))
    }

    /// A transform: a move, a scale (possibly flat or mirrored), a rotation (quarter turns
    /// included), a shear, or six values from the bytes.
    static func transform(_ bytes: inout FuzzBytes) -> Transform2D {
        switch bytes.index(6) {
        case 0: return .translation(dx: bytes.coordinate(), dy: bytes.coordinate())
        case 1: return .scale(x: bytes.coordinate() / 40, y: bytes.coordinate() / 40)
        case 2: return .rotation(degrees: Double(bytes.byte()) * 90 / 8, around: point(&bytes))
        case 3: return .rotation(degrees: bytes.coordinate(), around: point(&bytes))
        case 4: return Transform2D(a: 1, b: 0, c: bytes.fraction() * 2 - 1, d: 1, tx: 0, ty: 0)
        default:
            return Transform2D(a: bytes.coordinate() / 40, b: bytes.coordinate() / 40, c: bytes.coordinate() / 40, d: bytes.coordinate() / 40,
                               tx: bytes.coordinate(), ty: bytes.coordinate())
        }
    }

    /// The command moved by (dx, dy) points: what changes between two frames of a game.
    static func moved(_ command: DrawCommand, dx: Double, dy: Double) -> DrawCommand {
        func shift(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        func shift(_ rect: Rect) -> Rect { rect.offsetBy(dx: dx, dy: dy) }
        switch command {
        case .fillRect(let rect, let color): return .fillRect(shift(rect), color)
        case .strokeRect(let rect, let color, let width): return .strokeRect(shift(rect), color, width: width)
        case .fillRoundedRect(let rect, let radius, let color): return .fillRoundedRect(shift(rect), radius: radius, color)
        case .strokeRoundedRect(let rect, let radius, let color, let width):
            return .strokeRoundedRect(shift(rect), radius: radius, color, width: width)
        case .line(let from, let to, let color, let width): return .line(from: shift(from), to: shift(to), color, width: width)
        case .fillCircle(let center, let radius, let color): return .fillCircle(center: shift(center), radius: radius, color)
        case .strokeCircle(let center, let radius, let color, let width):
            return .strokeCircle(center: shift(center), radius: radius, color, width: width)
        case .fillPolygon(let points, let color): return .fillPolygon(points.map(shift), color)
        case .triangles(let vertices, let indices, let texture):
            return .triangles(vertices.map { Vertex(position: shift($0.position), color: $0.color, textureCoordinate: $0.textureCoordinate) },
                              indices: indices, texture: texture)
        case .image(let name, let source, let destination, let tint): return .image(name, source: source, destination: shift(destination), tint: tint)
        case .text(let string, let origin, let font, let color, let alignment, let direction):
            return .text(string, origin: shift(origin), font: font, color, alignment: alignment, direction: direction)
        case .pushClip(let rect): return .pushClip(shift(rect))
        case .pushTransform(let transform):
            return .pushTransform(Transform2D.translation(dx: dx, dy: dy).concatenating(transform))
        case .popClip, .popTransform: return command
        }
    }
}
