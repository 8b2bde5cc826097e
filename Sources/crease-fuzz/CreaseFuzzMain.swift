// crease-fuzz — Crease's fuzz targets (CreaseFuzz) in one executable.
//
// Built plainly (what CI builds), it lists the targets, writes their seeds and replays files
// through them: `crease-fuzz replay profile Tests/FuzzRegressions/profile`.
// Built for libFuzzer — `swift build -c release --product crease-fuzz --sanitize fuzzer
// -Xswiftc -DCREASE_FUZZ`, as `scripts/fuzz` does — SwiftPM parses this module as a library and
// libFuzzer's own `main` runs: this file then compiles to nothing and `LibFuzzerEntry.swift`
// supplies the hooks (`crease-fuzz TARGET [libFuzzer flags] [CORPUS...]`).
#if !CREASE_FUZZ
import CreaseFuzz
import Foundation

/// The plain build's entry point: `crease-fuzz list | seeds | replay`.
@main
enum CreaseFuzzMain {
    /// Runs the command line and exits with its status (2 and the usage for a bad one).
    static func main() {
        let outcome = FuzzCommand.run(Array(CommandLine.arguments.dropFirst()))
        print(outcome.standardOutput, terminator: "")
        FileHandle.standardError.write(Data(outcome.standardError.utf8))
        exit(outcome.status)
    }
}
#endif
