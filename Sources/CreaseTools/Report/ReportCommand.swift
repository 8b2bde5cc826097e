import Crease

/// `crease report compare|show|merge|html …`: the commands that read playtest reports and matrices.
public enum ReportCommand {
    /// The usage lines of both commands and what each does.
    public static var usage: String {
        """
        \(ReportCompareCommand.usageLine)
        \(ReportShowCommand.usageLine.replacingOccurrences(of: "usage:", with: "      "))
        \(ReportMergeCommand.usageLine.replacingOccurrences(of: "usage:", with: "      "))
        \(ReportHTMLCommand.usageLine.replacingOccurrences(of: "usage:", with: "      "))

          compare  two reports frame by frame: p50/p90/p99 of frame CPU and each phase, base against new,
                   with a verdict per row from a rank test and --threshold; exit 1 when a row regressed
          show     one report's summary: frames, CPU, jank, transitions, lint, state hash, phases, postures
          merge    a matrix's shards (GAME --matrix --shard i/n) into one matrix.json and index.html
          html     the matrix's page for one report

        See 'crease report compare --help' for the verdict rule.
        """
    }

    /// Runs the arguments after `report` and says what to print and how to exit; a chart is
    /// written through `chartWriter`.
    public static func run(_ arguments: [String], chartWriter: (any ChartWriter)? = nil) -> ToolOutcome {
        var arguments = arguments
        let command = arguments.isEmpty ? "" : arguments.removeFirst()
        switch command {
        case "compare":
            let compare: ReportCompareCommand
            do {
                compare = try ReportCompareCommand(arguments: arguments)
            } catch {
                return ToolOutcome(status: 2, standardError: ReportCompareCommand.failureMessage(for: error) + "\n")
            }
            if compare.help { return ToolOutcome(status: 0, standardOutput: ReportCompareCommand.usage + "\n") }
            return compare.run(chartWriter: chartWriter)
        case "show":
            let show: ReportShowCommand
            do {
                show = try ReportShowCommand(arguments: arguments)
            } catch {
                return ToolOutcome(status: 2, standardError: ReportShowCommand.failureMessage(for: error) + "\n")
            }
            if show.help { return ToolOutcome(status: 0, standardOutput: ReportShowCommand.usage + "\n") }
            return show.run()
        case "merge":
            let merge: ReportMergeCommand
            do {
                merge = try ReportMergeCommand(arguments: arguments)
            } catch {
                return ToolOutcome(status: 2, standardError: ReportMergeCommand.failureMessage(for: error) + "\n")
            }
            if merge.help { return ToolOutcome(status: 0, standardOutput: ReportMergeCommand.usage + "\n") }
            return merge.run()
        case "html":
            let html: ReportHTMLCommand
            do {
                html = try ReportHTMLCommand(arguments: arguments)
            } catch {
                return ToolOutcome(status: 2, standardError: ReportHTMLCommand.failureMessage(for: error) + "\n")
            }
            if html.help { return ToolOutcome(status: 0, standardOutput: ReportHTMLCommand.usage + "\n") }
            return html.run()
        case "-h", "--help", "help":
            return ToolOutcome(status: 0, standardOutput: usage + "\n")
        default:
            let message = command.isEmpty
                ? "crease report: which command? (compare, show, merge or html)"
                : "crease report: unknown command '\(command.escapingControlCharacters)' (compare, show, merge or html)"
            return ToolOutcome(status: 2, standardError: "\(message)\nusage: crease report compare|show|merge|html REPORT… [flags]\nsee 'crease report --help'\n")
        }
    }
}
