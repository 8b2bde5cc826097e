/// What `FlagParser.parse` found: switches given, values by flag, and `--help`. Typed
/// readers check each value against one range with one message style:
/// "--frames: should be a whole number of at least 1 (got 'ten')".
public struct FlagValues: Sendable, Hashable {
    /// `-h` or `--help` was given.
    public var help = false
    /// The switches given, by name ("--headless").
    public var switches: Set<String> = []
    /// The last value of each value flag given, by name.
    public var values: [String: String] = [:]

    /// Creates an empty set of values.
    public init() {}

    /// True when a switch was given.
    public func isSet(_ flag: Flag) -> Bool { switches.contains(flag.name) }

    /// The flag's value as typed, or nil when it was not given.
    public func string(_ flag: Flag) -> String? { values[flag.name] }

    /// A whole number within `range`, or nil when the flag was not given.
    public func int(_ flag: Flag, in range: ClosedRange<Int> = 1...Int.max) throws(UsageError) -> Int? {
        guard let text = values[flag.name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            let bounds = range.upperBound == Int.max ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError(flag: flag.name, problem: "should be a whole number \(bounds) (got '\(text)')")
        }
        return number
    }

    /// A whole number from 0 to `UInt64.max`, or nil when the flag was not given.
    public func uint64(_ flag: Flag) throws(UsageError) -> UInt64? {
        guard let text = values[flag.name] else { return nil }
        guard let number = UInt64(text) else {
            throw UsageError(flag: flag.name, problem: "should be a whole number from 0 to \(UInt64.max) (got '\(text)')")
        }
        return number
    }

    /// A finite number within `range`, or nil when the flag was not given.
    public func double(_ flag: Flag, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = values[flag.name] else { return nil }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw UsageError(flag: flag.name, problem: "should be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)) (got '\(text)')")
        }
        return number
    }

    /// One of `choices`, or nil when the flag was not given.
    public func choice(_ flag: Flag, from choices: [String]) throws(UsageError) -> String? {
        guard let text = values[flag.name] else { return nil }
        guard choices.contains(text) else {
            throw UsageError(flag: flag.name, problem: "should be one of \(choices.joined(separator: ", ")) (got '\(text)')")
        }
        return text
    }

    /// A posture, or nil when the flag was not given.
    public func posture(_ flag: Flag = .posture) throws(UsageError) -> Posture? {
        try choice(flag, from: Posture.allCases.map(\.rawValue)).flatMap(Posture.init(rawValue:))
    }

    /// "0.1", "8", "1000": a bound as people write it.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
