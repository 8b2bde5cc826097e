import Crease

/// The file paths of a `crease report` command split from its flags, so the one `FlagParser`
/// (which takes a non-flag for an error) parses only the flags; and the usage text with the
/// paths written in ("usage: crease report compare BASE.json NEW.json [--threshold PCT] …").
struct ReportOperands: Sendable {
    /// The parser of the command's flags.
    var parser: FlagParser
    /// The paths' placeholders, in order ("BASE.json", "NEW.json").
    var names: [String]
    /// What the command takes, for the error when a path is missing or extra
    /// ("compare takes two reports written by --report: BASE.json then NEW.json").
    var what: String
    /// True when more paths may follow in further groups of `names.count` (reruns), shown in
    /// the usage as "[BASE.json NEW.json]…".
    var repeats = false

    /// Splits arguments into paths and flags: an argument that is not a flag, nor the value
    /// after a flag that takes one, is a path. A value is taken after its flag exactly as the
    /// parser takes it (not when it looks like another flag), so the parser sees what it would.
    func split(_ arguments: [String]) -> (paths: [String], flags: [String]) {
        var paths: [String] = []
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") && argument.count > 1 else {
                paths.append(argument)
                continue
            }
            flags.append(argument)
            let takesValue = parser.flags.contains { $0.name == argument && $0.takesValue }
            if takesValue, index < arguments.count, !(arguments[index].hasPrefix("--") && arguments[index].count > 2) {
                flags.append(arguments[index])
                index += 1
            }
        }
        return (paths, flags)
    }

    /// Parses a command line: the flags by the parser, then exactly `names.count` paths.
    ///
    /// - Throws: `UsageError` for a bad flag (first), or a missing or extra path (unless `--help` was given).
    func parse(_ arguments: [String]) throws(UsageError) -> (paths: [String], values: FlagValues) {
        let (paths, flags) = split(arguments)
        let values = try parser.parse(flags)
        if values.help { return (paths, values) }
        if paths.count < names.count {
            let missing = names[paths.count...].joined(separator: " ")
            throw UsageError(flag: missing, problem: "missing (\(what))")
        }
        if repeats, paths.count % names.count != 0 {
            throw UsageError(flag: names[(paths.count % names.count)...].joined(separator: " "), problem: "missing (\(what))")
        }
        if !repeats, paths.count > names.count {
            throw UsageError(flag: paths[names.count], problem: "unexpected argument (\(what))")
        }
        return (paths, values)
    }

    /// "usage: crease report compare BASE.json NEW.json [--threshold PCT] [--chart PATH] [--help]".
    var usageLine: String { withPaths(parser.usageLine) }

    /// The `--help` text: the usage line with the paths, one line per flag, then `footer`.
    func help(footer: String) -> String { withPaths(parser.help(footer: footer)) }

    /// What to print for a bad command line: `FlagParser.failureMessage(for:)`'s three lines,
    /// its usage line with the paths written in.
    func failureMessage(for error: UsageError) -> String { withPaths(parser.failureMessage(for: error)) }

    /// The text with the first "usage: PROGRAM " followed by the paths' placeholders.
    private func withPaths(_ text: String) -> String {
        let prefix = "usage: \(parser.program) "
        guard let range = text.range(of: prefix) else { return text }
        let written = names.joined(separator: " ") + (repeats ? " [" + names.joined(separator: " ") + "]…" : "")
        return text.replacingCharacters(in: range, with: prefix + written + " ")
    }
}
