import Foundation

/// An Xvfb server on a free display number, which it picks itself (-displayfd), so tests
/// that run beside each other never share or race for a display.
final class XvfbDisplay {
    /// True when Xvfb is installed (`scripts/setup --test` installs it).
    static let isAvailable = BuiltProgram.tool("Xvfb") != nil

    /// The DISPLAY value, e.g. ":3".
    let display: String
    private let process = Process()

    /// Starts the server and waits for it to say its display number.
    init(screen: String = "1280x1024x24") throws {
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: BuiltProgram.tool("Xvfb") ?? "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, Int(number) != nil else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw NoDisplay(output: text)
        }
        display = ":" + number
    }

    /// Ends the server (SIGKILL: the test runner blocks SIGTERM and children inherit that).
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    struct NoDisplay: Error, CustomStringConvertible {
        var output: String
        var description: String { "Xvfb did not report a display number (output: \(output))" }
    }
}
