import Crease

/// An ordered list of draw commands: what a frame looks like, before any backend sees it.
///
/// The HUD and games append to it; CreaseSDL renders it (Dear ImGui's draw data, microui's
/// command list). Later commands draw over earlier ones.
public struct DrawList: Sendable, Hashable {
    /// The commands, in painting order.
    public private(set) var commands: [DrawCommand] = []
    /// The paragraph direction `text` gives text with no strong letter of its own (digits,
    /// punctuation); the HUD sets its layout direction here while it draws.
    public var textDirection = LayoutDirection.leftToRight

    /// Creates an empty list.
    public init() {}

    /// Appends one command.
    public mutating func append(_ command: DrawCommand) { commands.append(command) }

    /// Appends every command of another list.
    public mutating func append(contentsOf other: DrawList) { commands.append(contentsOf: other.commands) }

    /// Removes every command but keeps the storage, so a steady frame allocates nothing.
    public mutating func removeAll() { commands.removeAll(keepingCapacity: true) }

    /// Fills a rectangle.
    public mutating func fill(_ rect: Rect, _ color: Color) { append(.fillRect(rect, color)) }

    /// Outlines a rectangle.
    public mutating func stroke(_ rect: Rect, _ color: Color, width: Double = 1) {
        append(.strokeRect(rect, color, width: width))
    }

    /// Fills a rounded rectangle.
    public mutating func fill(_ rect: Rect, cornerRadius: Double, _ color: Color) {
        append(.fillRoundedRect(rect, radius: cornerRadius, color))
    }

    /// Outlines a rounded rectangle.
    public mutating func stroke(_ rect: Rect, cornerRadius: Double, _ color: Color, width: Double = 1) {
        append(.strokeRoundedRect(rect, radius: cornerRadius, color, width: width))
    }

    /// Draws a segment.
    public mutating func line(from start: Point, to end: Point, _ color: Color, width: Double = 1) {
        append(.line(from: start, to: end, color, width: width))
    }

    /// Fills a circle.
    public mutating func fillCircle(center: Point, radius: Double, _ color: Color) {
        append(.fillCircle(center: center, radius: radius, color))
    }

    /// Outlines a circle.
    public mutating func strokeCircle(center: Point, radius: Double, _ color: Color, width: Double = 1) {
        append(.strokeCircle(center: center, radius: radius, color, width: width))
    }

    /// Fills a convex polygon.
    public mutating func fillPolygon(_ points: [Point], _ color: Color) { append(.fillPolygon(points, color)) }

    /// Draws a triangle mesh.
    ///
    /// Triangles joined through shared corners make one surface with no seam along its shared
    /// edges and an antialiased outline; inside a surface each pixel takes the colour of the
    /// triangle holding its centre, so draw a patch that should have a soft edge over the rest
    /// (sand over grass) as a mesh of its own.
    public mutating func triangles(_ vertices: [Vertex], indices: [Int32] = [], texture: String? = nil) {
        append(.triangles(vertices, indices: indices, texture: texture))
    }

    /// Draws an image file (relative to `assets/`) into a rectangle.
    public mutating func image(_ name: String, in destination: Rect, source: Rect? = nil, tint: Color = .white) {
        append(.image(name, source: source, destination: destination, tint: tint))
    }

    /// Draws one line of text with its top at `origin.y`, shaped and read in its own
    /// direction (`textDirection`, or `direction` when given, where it has none).
    public mutating func text(_ string: String, at origin: Point, font: Font = .body, _ color: Color = .white,
                              alignment: TextAlignment = .left, direction: LayoutDirection? = nil) {
        append(.text(string, origin: origin, font: font, color, alignment: alignment, direction: direction ?? textDirection))
    }

    /// Runs `body` with drawing clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DrawList) -> Void) {
        append(.pushClip(rect))
        body(&self)
        append(.popClip)
    }

    /// Runs `body` with every command it appends mapped through `transform` (composed with
    /// any transform already in force): turn a player's HUD to face them, scale a preview.
    public mutating func transformed(by transform: Transform2D, _ body: (inout DrawList) -> Void) {
        append(.pushTransform(transform))
        body(&self)
        append(.popTransform)
    }

    /// Runs `body` with its drawing turned by `degrees` (clockwise on screen) about `center`.
    public mutating func rotated(by degrees: Double, around center: Point, _ body: (inout DrawList) -> Void) {
        transformed(by: .rotation(degrees: degrees, around: center), body)
    }
}
