import Crease
import CreaseHUD

/// Every kind of `DrawCommand` (`DrawCommand.Kind`, whose switch has no `default`), each
/// with a sample to draw, for the tests that must cover them all (redraw parity,
/// antialiasing): `samples(in:)`, with no `default` either, does not compile until a new kind
/// has a sample.
typealias DrawCommandKind = DrawCommand.Kind

extension DrawCommand.Kind {
    /// Commands that show this kind in white within `area` (in points), reaching across
    /// several damage cells, at fractional positions so that every edge that can be
    /// antialiased is. A push comes with a shape and its pop; a pop with its push.
    func samples(in area: Rect) -> [DrawCommand] {
        let white = Color.white
        let inner = area.insetBy(dx: area.width * 0.1 + 0.3, dy: area.height * 0.1 + 0.45)
        let center = Point(x: area.midX + 0.3, y: area.midY + 0.2)
        let radius = min(area.width, area.height) * 0.4 + 0.35
        /// A disc seen through a clip, or under a turn: what the clip and transform kinds show.
        let disc = DrawCommand.fillCircle(center: center, radius: radius, white)
        let turn = Transform2D.rotation(degrees: 17.5, around: center)
        let clip = Rect(x: area.minX + 0.4, y: area.minY + 0.6, width: area.width * 0.6, height: area.height * 0.7)
        switch self {
        case .fillRect: return [.fillRect(inner, white)]
        case .strokeRect: return [.strokeRect(inner, white, width: 2.5)]
        case .fillRoundedRect: return [.fillRoundedRect(inner, radius: 13.3, white)]
        case .strokeRoundedRect: return [.strokeRoundedRect(inner, radius: 13.3, white, width: 2.5)]
        case .line: return [.line(from: Point(x: inner.minX, y: inner.maxY), to: Point(x: inner.maxX, y: inner.minY), white, width: 2.3)]
        case .fillCircle: return [disc]
        case .strokeCircle: return [.strokeCircle(center: center, radius: radius, white, width: 3.2)]
        case .fillPolygon:
            return [.fillPolygon([Point(x: inner.minX, y: inner.maxY), Point(x: inner.midX + 3.1, y: inner.minY), Point(x: inner.maxX, y: inner.midY)], white)]
        case .triangles:
            let corners = [Point(x: inner.minX, y: inner.minY + 4.2), Point(x: inner.maxX, y: inner.minY), Point(x: inner.maxX - 5.3, y: inner.maxY),
                           Point(x: inner.minX + 2.1, y: inner.maxY)]
            let colors = [white, Color(red: 255, green: 200, blue: 120), white, Color(red: 120, green: 220, blue: 255)]
            return [.triangles(zip(corners, colors).map { Vertex(position: $0, color: $1) }, indices: [0, 1, 2, 0, 2, 3], texture: nil)]
        case .image:
            // No such file: the renderer draws its placeholder (a frame and two diagonals).
            return [.pushTransform(turn), .image("images/crease-test-missing.png", source: nil, destination: inner, tint: white), .popTransform]
        case .text:
            return [.text("Crease 42", origin: Point(x: inner.minX, y: inner.minY), font: Font(size: 31.3, weight: .bold), white, alignment: .left)]
        case .pushClip, .popClip: return [.pushClip(clip), disc, .popClip]
        case .pushTransform, .popTransform: return [.pushTransform(turn), .fillRect(inner, white), .popTransform]
        }
    }

    /// Whether its samples' edges carry partial coverage: false for the kinds that stay on
    /// whole pixels (an axis-aligned rectangle, its frame, a clip of one).
    var hasSoftEdges: Bool {
        switch self {
        case .fillRect, .strokeRect: false
        case .fillRoundedRect, .strokeRoundedRect, .line, .fillCircle, .strokeCircle, .fillPolygon, .triangles, .image, .text,
             .pushClip, .popClip, .pushTransform, .popTransform: true
        }
    }
}
