import Crease

/// The `crease` command line: `crease regions …`, `crease devices`, `crease report …`, `crease help`.
public enum CreaseCommand {
    /// The short usage printed for `help` and after a bad command.
    public static var generalUsage: String {
        RegionsCommand.parser.usageLine + "\n       crease devices\n"
            + ReportCompareCommand.usageLine.replacingOccurrences(of: "usage:", with: "      ") + "\n"
            + ReportShowCommand.usageLine.replacingOccurrences(of: "usage:", with: "      ") + "\n"
            + ReportMergeCommand.usageLine.replacingOccurrences(of: "usage:", with: "      ") + "\n"
            + ReportHTMLCommand.usageLine.replacingOccurrences(of: "usage:", with: "      ")
    }

    /// Runs a command line (without the program name) and says what to print and how to exit.
    ///
    /// Nothing is printed here; profiles are read from `catalog`. Only `report compare --chart`
    /// writes a file (the chart it is given), through `chartWriter`; without one it says so
    /// and exits 2.
    public static func run(_ arguments: [String], catalog: DeviceCatalog = DeviceCatalog(),
                           chartWriter: (any ChartWriter)? = nil) -> ToolOutcome {
        var arguments = arguments
        let command = arguments.isEmpty ? "" : arguments.removeFirst()
        switch command {
        case "regions":
            let command: RegionsCommand
            do {
                command = try RegionsCommand(arguments: arguments)
            } catch {
                return ToolOutcome(status: 2, standardError: RegionsCommand.parser.failureMessage(for: error) + "\n")
            }
            if command.help { return ToolOutcome(status: 0, standardOutput: RegionsCommand.usage + "\n") }
            do {
                return ToolOutcome(status: 0, standardOutput: try command.output(catalog: catalog) + "\n")
            } catch {
                return ToolOutcome(status: 1, standardError: "crease regions: \(error)\n")
            }
        case "devices":
            guard arguments.isEmpty else {
                return ToolOutcome(status: 2, standardError: "crease devices: takes no flags\nusage: crease devices\nsee 'crease --help'\n")
            }
            var lines: [String] = []
            for name in catalog.names {
                let padded = name.padding(toLength: 8, withPad: " ", startingAt: 0)
                do {
                    lines.append("\(padded)  \(try catalog.profile(named: name).displayName)")
                } catch {
                    lines.append("\(padded)  (unusable: \(error))")
                }
            }
            return ToolOutcome(status: 0, standardOutput: lines.map { $0 + "\n" }.joined())
        case "report":
            return ReportCommand.run(arguments, chartWriter: chartWriter)
        case "-h", "--help", "help":
            return ToolOutcome(status: 0, standardOutput: generalUsage + "\n")
        default:
            let message = command.isEmpty ? "crease: which command? (regions, devices or report)" : "crease: unknown command '\(command.escapingControlCharacters)' (regions, devices or report)"
            return ToolOutcome(status: 2, standardError: "\(message)\nusage: crease regions|devices|report [flags]\nsee 'crease --help'\n")
        }
    }
}
