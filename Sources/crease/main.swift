// crease — command-line tools for Crease that need no display.
// `crease regions` prints the reserved regions a device's root view reads; `crease report`
// reads playtest reports. The command line is parsed and run by `CreaseCommand` (in
// CreaseTools), so tests and fuzzing drive it in-process; this main hands it the one thing
// that needs SDL, the chart writer (SDL headless, only when a chart is asked for).
import CreaseTools
import Foundation

let outcome = CreaseCommand.run(Array(CommandLine.arguments.dropFirst()), chartWriter: SDLChartWriter())
print(outcome.standardOutput, terminator: "")
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
