// The libFuzzer hooks, compiled only into the fuzzing build (`-DCREASE_FUZZ`, with
// `--sanitize fuzzer`). libFuzzer's `main` calls `LLVMFuzzerInitialize` once with the command
// line, before it reads its own flags, then `LLVMFuzzerTestOneInput` for every input.
#if CREASE_FUZZ
import CreaseFuzz
import Foundation

/// The target being fuzzed; set once in `LLVMFuzzerInitialize`, before any input runs, and
/// only read after (libFuzzer runs inputs on one thread).
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

/// The environment variable that carries the target to processes libFuzzer starts itself
/// (`-fork`, `-jobs`, `-minimize_crash`), whose command lines no longer name it.
private let targetVariable = "CREASE_FUZZ_TARGET"

/// Picks the target from the first argument and removes it, so libFuzzer sees only its flags and
/// corpus; `list`, `seeds`, `replay` and `help` run and exit as in the plain build. Without a
/// target (or `$CREASE_FUZZ_TARGET`), prints the usage and exits 2.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> Int32 {
    // Swift's backtracer catches the signals libFuzzer needs to save a crashing input; start
    // again without it (the command line is still whole here).
    if getenv("SWIFT_BACKTRACE") == nil {
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        execv("/proc/self/exe", argv.pointee)
        FileHandle.standardError.write(Data("crease-fuzz: could not restart with SWIFT_BACKTRACE=enable=no; crashes may not be saved\n".utf8))
    }
    let count = Int(argc.pointee)
    let arguments = (0..<count).map { index in argv.pointee[index].map { String(cString: $0) } ?? "" }
    let first = arguments.count > 1 ? arguments[1] : ""
    if FuzzCommand.commands.contains(first) {
        let outcome = FuzzCommand.run(Array(arguments.dropFirst()))
        print(outcome.standardOutput, terminator: "")
        FileHandle.standardError.write(Data(outcome.standardError.utf8))
        exit(outcome.status)
    }
    if let target = FuzzTarget.named(first) {
        selectedTarget = target
        setenv(targetVariable, target.name, 1)
        reportFramesAtExit()
        // Drop argv[1]; argv[argc] is the terminating null, moved down with the rest.
        for index in 1..<count { argv.pointee[index] = argv.pointee[index + 1] }
        argc.pointee -= 1
        return 0
    }
    if let name = getenv(targetVariable).map({ String(cString: $0) }), let target = FuzzTarget.named(name) {
        selectedTarget = target
        reportFramesAtExit()
        return 0
    }
    let problem = first.isEmpty ? "which target?" : FuzzCommand.unknownTarget(first)
    FileHandle.standardError.write(Data("crease-fuzz: \(problem)\n\(FuzzCommand.usage)\n".utf8))
    exit(2)
}

/// Has the process print, when it exits normally, how many draw-list frames it compared
/// (`scripts/fuzz` puts the count in its table); a finding aborts, so prints nothing.
private func reportFramesAtExit() {
    atexit {
        let frames = FuzzTarget.drawListFramesCompared
        guard frames > 0 else { return }
        FileHandle.standardError.write(Data("crease-fuzz: drawlist: \(frames) frames drawn with damage tracking, each equal to a full redraw\n".utf8))
    }
}

/// Feeds one input to the selected target. A broken promise is reported and aborts, so
/// libFuzzer saves the input as a crash; a rejected input is the normal case.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let target = selectedTarget else { return 0 }
    let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
    do {
        _ = try target.run(data)
    } catch {
        FileHandle.standardError.write(Data("crease-fuzz: \(target.name): FINDING: \(error.message)\n".utf8))
        abort()
    }
    return 0
}
#endif
