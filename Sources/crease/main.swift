// crease — command-line tools for Crease that need no display.
// `crease regions` prints the reserved regions a device's root view reads; the command line is
// parsed and run by `CreaseCommand` (in CreaseTools), so tests and fuzzing drive it in-process.
import CreaseTools
import Foundation

let outcome = CreaseCommand.run(Array(CommandLine.arguments.dropFirst()))
print(outcome.standardOutput, terminator: "")
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
