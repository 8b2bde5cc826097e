/// A width and a height, in points.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size from a width and a height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    public static let zero = Size(width: 0, height: 0)

    /// The same size turned a quarter: width and height swapped.
    public var transposed: Size { Size(width: height, height: width) }

    /// "w × h" with points printed compactly.
    public var description: String { "\(width.pointString) × \(height.pointString)" }
}
