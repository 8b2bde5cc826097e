import Foundation

/// xdotool and ImageMagick's `import` against one Xvfb display: find a window, read and set
/// its size, press keys in it, capture its pixels.
struct XWindowDriver {
    /// The tools it needs (`scripts/setup --test` installs them).
    static let isAvailable = ["xdotool", "import"].allSatisfy { BuiltProgram.tool($0) != nil }

    var display: String

    /// Runs a tool against the display; its stdout, or nil when it failed.
    @discardableResult
    func tool(_ arguments: [String], seconds: Int = 20) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltProgram.tool("timeout") ?? "/usr/bin/timeout")
        // SIGKILL: the test runner blocks SIGTERM, and children inherit the blocked mask.
        process.arguments = ["-s", "KILL", "\(seconds)"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// The first visible window whose name contains `name`, waiting up to 30 s for it.
    func findWindow(named name: String) -> String? {
        tool(["xdotool", "search", "--sync", "--onlyvisible", "--name", name], seconds: 30)
            .flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n").first.map(String.init) }
    }

    /// The window's client size in pixels.
    func size(_ window: String) -> (width: Int, height: Int)? {
        guard let data = tool(["xdotool", "getwindowgeometry", "--shell", window]) else { return nil }
        var values: [String: Int] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        guard let width = values["WIDTH"], let height = values["HEIGHT"] else { return nil }
        return (width, height)
    }

    /// Polls the size until `done` holds or about twenty seconds pass; returns the last seen.
    func waitForSize(_ window: String, until done: (Int, Int) -> Bool) -> (width: Int, height: Int)? {
        var last = size(window)
        for _ in 0..<200 {
            if let size = last, done(size.width, size.height) { break }
            Thread.sleep(forTimeInterval: 0.1)
            last = size(window)
        }
        return last
    }

    /// Asks for a new size, as a user dragging the window's edge would.
    func resize(_ window: String, width: Int, height: Int) {
        tool(["xdotool", "windowsize", window, "\(width)", "\(height)"])
    }

    /// Presses and releases a key in the window.
    func press(_ key: String, in window: String) {
        tool(["xdotool", "key", "--window", window, key])
    }

    /// The window's pixels as RGB bytes.
    func capture(_ window: String) -> [UInt8]? {
        tool(["import", "-window", window, "-depth", "8", "rgb:-"]).flatMap { $0.isEmpty ? nil : [UInt8]($0) }
    }
}
