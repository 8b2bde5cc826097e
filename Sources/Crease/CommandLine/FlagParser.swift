/// The one flag parser every Crease program uses: declared flags in, parsed values out, with
/// the same rules everywhere.
///
/// - `--flag value` and `--flag=value` both work; a repeated flag keeps its last value.
/// - A switch given a value, an unknown flag, a missing value, an empty value or a stray
///   argument is a `UsageError` naming the flag (or argument) and the problem.
/// - `-h` and `--help` set `help`.
///
/// Programs print a failure with `failureMessage(for:)`: the error, a one-line usage and
/// "see --help", and exit 2.
public struct FlagParser: Sendable {
    /// The program's name as the usage writes it ("battlefleet", "crease regions").
    public var program: String
    /// The flags, in the order the usage lists them (`--help` is always accepted).
    public var flags: [Flag]

    /// A parser for a program's flags.
    public init(program: String, flags: [Flag]) {
        self.program = program
        self.flags = flags.filter { $0.name != Flag.help.name }
    }

    /// Parses arguments (without the program name).
    ///
    /// - Throws: `UsageError` for the first argument that cannot be used.
    public func parse(_ arguments: [String]) throws(UsageError) -> FlagValues {
        var values = FlagValues()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-h" || argument == "--help" {
                values.help = true
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let flag = flags.first(where: { $0.name == name }) else {
                if argument.hasPrefix("-") && argument.count > 1 { throw UsageError(flag: name, problem: "unknown flag") }
                throw UsageError(flag: argument, problem: "unexpected argument (every value follows its flag)")
            }
            guard flag.takesValue else {
                if inline != nil { throw UsageError(flag: name, problem: "takes no value") }
                values.switches.insert(name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count, !(arguments[index].hasPrefix("--") && arguments[index].count > 2) else {
                    throw UsageError(flag: name, problem: "needs a value (\(flag.value ?? "a value"))")
                }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty else { throw UsageError(flag: name, problem: "needs a value (\(flag.value ?? "a value"))") }
            values.values[name] = value
        }
        return values
    }

    /// One line: "usage: battlefleet [--headless] [--device NAME|PATH] …".
    public var usageLine: String {
        "usage: \(program) " + (flags + [Flag.help]).map { "[\($0.synopsis)]" }.joined(separator: " ")
    }

    /// The `--help` text: the usage line, one line per flag, then `footer` if any.
    public func help(footer: String? = nil) -> String {
        let all = flags + [Flag.help]
        let width = all.map(\.synopsis.count).max() ?? 0
        var lines = [usageLine, ""]
        for flag in all {
            lines.append("  " + flag.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + flag.summary)
        }
        if let footer { lines += ["", footer] }
        return lines.joined(separator: "\n")
    }

    /// What a program prints on standard error for a bad command line (then it exits 2):
    /// "battlefleet: --frames: should be …", the usage line, and where to read more.
    public func failureMessage(for error: UsageError) -> String {
        "\(program): \(error)\n\(usageLine)\nsee '\(program) --help'"
    }
}
