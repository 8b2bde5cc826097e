import Crease

/// One broken rule: which element, which rule, and where (the shape playtest reports store,
/// `{"frame", "element", "rule"}`).
public struct FoldViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The element's frame, in display points.
    public var frame: Rect
    /// The element's id.
    public var element: String
    /// The rule's name, a `FoldLintRule` raw value.
    public var rule: String

    /// Creates a violation.
    public init(frame: Rect, element: String, rule: FoldLintRule) {
        self.frame = frame
        self.element = element
        self.rule = rule.rawValue
    }

    /// The rule as a value, when it is one of ours.
    public var lintRule: FoldLintRule? { FoldLintRule(rawValue: rule) }

    /// "fire: crossesDivision at (x, y, w × h)".
    public var description: String { "\(element): \(rule) at \(frame)" }
}
