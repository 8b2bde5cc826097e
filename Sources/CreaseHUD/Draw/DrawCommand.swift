import Crease

/// A corner of a triangle mesh: a position and a colour (and, for textured meshes, a
/// texture coordinate in 0–1).
public struct Vertex: Sendable, Hashable {
    /// Where the vertex lies, in display points.
    public var position: Point
    /// Its colour; the renderer interpolates across the triangle.
    public var color: Color
    /// Texture coordinate (0–1), used only when the mesh has a texture.
    public var textureCoordinate: Point

    /// Creates a vertex.
    public init(position: Point, color: Color, textureCoordinate: Point = .zero) {
        self.position = position
        self.color = color
        self.textureCoordinate = textureCoordinate
    }
}

/// How a text run is placed relative to its anchor point.
public enum TextAlignment: String, Sendable, Hashable, Codable {
    /// The anchor is the run's left edge.
    case left
    /// The anchor is the run's horizontal centre.
    case center
    /// The anchor is the run's right edge.
    case right
}

/// One drawing instruction, in display points. Backends (CreaseSDL) turn these into pixels.
public enum DrawCommand: Sendable, Hashable {
    /// A filled axis-aligned rectangle.
    case fillRect(Rect, Color)
    /// A rectangle's outline, `width` points thick, drawn inside the rectangle.
    case strokeRect(Rect, Color, width: Double)
    /// A filled rectangle with rounded corners.
    case fillRoundedRect(Rect, radius: Double, Color)
    /// A rounded rectangle's outline, drawn inside it.
    case strokeRoundedRect(Rect, radius: Double, Color, width: Double)
    /// A straight segment `width` points thick.
    case line(from: Point, to: Point, Color, width: Double)
    /// A filled circle.
    case fillCircle(center: Point, radius: Double, Color)
    /// A circle's outline, drawn inside the radius.
    case strokeCircle(center: Point, radius: Double, Color, width: Double)
    /// A filled convex polygon, vertices in order.
    case fillPolygon([Point], Color)
    /// A triangle mesh: every three indices (or vertices, when `indices` is empty) make one
    /// triangle. `texture` names an image (see `.image`) or is nil for flat colour.
    case triangles([Vertex], indices: [Int32], texture: String?)
    /// An image file (a path relative to `assets/`, e.g. "images/ship.png") drawn into a
    /// rectangle; `source` picks a part of it in pixels (nil: all); `tint` multiplies it.
    case image(String, source: Rect?, destination: Rect, tint: Color)
    /// One line of text whose top edge lies at `origin.y`, placed along x by `alignment`.
    /// The text is shaped and read in its own direction (its first strong letter's);
    /// `direction` is the paragraph direction where it has none (digits, punctuation): the
    /// layout direction of the HUD that draws it.
    case text(String, origin: Point, font: Font, Color, alignment: TextAlignment, direction: LayoutDirection = .leftToRight)
    /// Restricts later commands to a rectangle (intersected with any clip already pushed).
    case pushClip(Rect)
    /// Restores the clip that was in force before the matching `pushClip`.
    case popClip
    /// Maps every later command (clips included) through a transform, composed with the
    /// transforms already pushed, until the matching `popTransform`.
    case pushTransform(Transform2D)
    /// Restores the transform that was in force before the matching `pushTransform`.
    case popTransform
}

extension DrawCommand {
    /// The command with its colours' alpha scaled by `opacity` (0–1): an element fading out
    /// or in. Clips and transforms are unchanged.
    public func faded(_ opacity: Double) -> DrawCommand {
        switch self {
        case .fillRect(let rect, let color): .fillRect(rect, color.fading(opacity))
        case .strokeRect(let rect, let color, let width): .strokeRect(rect, color.fading(opacity), width: width)
        case .fillRoundedRect(let rect, let radius, let color): .fillRoundedRect(rect, radius: radius, color.fading(opacity))
        case .strokeRoundedRect(let rect, let radius, let color, let width):
            .strokeRoundedRect(rect, radius: radius, color.fading(opacity), width: width)
        case .line(let from, let to, let color, let width): .line(from: from, to: to, color.fading(opacity), width: width)
        case .fillCircle(let center, let radius, let color): .fillCircle(center: center, radius: radius, color.fading(opacity))
        case .strokeCircle(let center, let radius, let color, let width):
            .strokeCircle(center: center, radius: radius, color.fading(opacity), width: width)
        case .fillPolygon(let points, let color): .fillPolygon(points, color.fading(opacity))
        case .triangles(let vertices, let indices, let texture):
            .triangles(vertices.map { Vertex(position: $0.position, color: $0.color.fading(opacity), textureCoordinate: $0.textureCoordinate) },
                       indices: indices, texture: texture)
        case .image(let name, let source, let destination, let tint): .image(name, source: source, destination: destination, tint: tint.fading(opacity))
        case .text(let string, let origin, let font, let color, let alignment, let direction):
            .text(string, origin: origin, font: font, color.fading(opacity), alignment: alignment, direction: direction)
        case .pushClip, .popClip, .pushTransform, .popTransform: self
        }
    }
}
