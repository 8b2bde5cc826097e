/// How one hole was played.
public struct HoleResult: Sendable, Codable, Hashable {
    /// The hole's name.
    public var name: String
    /// Its par.
    public var par: Int
    /// Strokes taken, penalties included.
    public var strokes: Int
    /// True when the ball dropped; false when the hole was picked up at the stroke limit.
    public var holed: Bool

    /// Creates a result.
    public init(name: String, par: Int, strokes: Int, holed: Bool) {
        self.name = name
        self.par = par
        self.strokes = strokes
        self.holed = holed
    }

    /// Strokes against par: negative is under.
    public var versusPar: Int { strokes - par }
}
