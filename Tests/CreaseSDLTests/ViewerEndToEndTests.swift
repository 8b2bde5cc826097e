import Crease
import Foundation
import Testing

/// crease-viewer in a real X window under Xvfb, driven by xdotool and read by ImageMagick's
/// `import`: the window's shape and pixels follow F3, F4, F5 and F10.
@Suite(.serialized) struct ViewerEndToEndTests {
    /// The programs the test drives; it skips (saying so) when one is missing.
    static let tools = ["Xvfb", "xdotool", "import", "convert"]
    static let missingTools = tools.filter { ExternalTool.find($0) == nil }

    @Test(.enabled(if: missingTools.isEmpty, "needs Xvfb, xdotool and ImageMagick's import and convert (scripts/setup --test installs them)"))
    func postureKeysReshapeAndRepaintTheWindow() throws {
        let viewer = try #require(ExternalTool.viewerExecutable(), "expected the built crease-viewer beside the tests or in .build/debug (run swift build --build-tests)")
        let xvfb = try XvfbServer()
        defer { xvfb.stop() }
        let output = TestSupport.temporaryPath("viewer.out")
        let config = TestSupport.temporaryPath("config")
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: config)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: viewer)
        process.arguments = ["--scale", "0.5"]
        process.currentDirectoryURL = ExternalTool.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = xvfb.display
        environment["XDG_CONFIG_HOME"] = config
        environment["CREASE_SETTINGS"] = nil
        process.environment = environment
        #expect(FileManager.default.createFile(atPath: output, contents: nil), "the viewer's log file \(output) should be creatable")
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: output)
        try process.run()
        defer { ExternalTool.kill(process) }
        let x = XDriver(display: xvfb.display)
        let window = try #require(x.findWindow(named: "crease-viewer"), "expected crease-viewer to open a window on \(xvfb.display)")

        func expectedSize(_ posture: Posture) -> WindowSize {
            var device = Device()
            device.posture = posture
            return WindowSize(width: Int((device.displaySize.width * 0.5).rounded()), height: Int((device.displaySize.height * 0.5).rounded()))
        }
        let flat = x.waitForGeometry(window, expectedSize(.flat))
        #expect(flat == expectedSize(.flat), "expected the flat duo at 0.5 px/pt to be \(expectedSize(.flat)), got \(flat.map { "\($0)" } ?? "nothing")")

        // The headless twin draws the same frame: the same code, only the video driver and
        // renderer differ, so pixels agree up to blending rounding (GL against software).
        let shot = TestSupport.temporaryPath("headless.png")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let headless = ExternalTool.run([viewer, "--headless", "--scale", "0.5", "--screenshot", shot], seconds: 60)
        #expect(headless.status == 0, "expected crease-viewer --headless to exit 0")
        let twin = ExternalTool.run(["convert", shot, "-depth", "8", "rgb:-"])
        var flatPixels = x.capture(window)
        if twin.status == 0 {
            let other = Capture(bytes: [UInt8](twin.output))
            // The window's first frame can trail its geometry by seconds on a loaded machine or
            // under a sanitizer: capture until it matches, for at most about 30 s.
            var agree = flatPixels?.agreement(with: other, tolerance: 8) ?? 0
            for _ in 0..<300 where agree <= 0.99 {
                Thread.sleep(forTimeInterval: 0.1)
                flatPixels = x.capture(window)
                agree = flatPixels?.agreement(with: other, tolerance: 8) ?? 0
            }
            #expect(flatPixels?.bytes.count == other.bytes.count && agree > 0.99,
                    "expected the headless frame to match the window's on over 99% of pixels (±8 levels), got \(agree * 100)%")
        }

        var previous = flatPixels
        for (key, posture) in [("F3", Posture.tabletop), ("F4", .book), ("F5", .closed)] {
            x.press(key, in: window)
            let size = x.waitForGeometry(window, expectedSize(posture))
            #expect(size == expectedSize(posture), "expected \(key) to reshape the window to the \(posture) display \(expectedSize(posture)), got \(size.map { "\($0)" } ?? "nothing")")
            // What each posture must show once the viewer has redrawn at the new size.
            let marker: (Capture, WindowSize) -> Bool = { image, size in
                switch posture {
                // The horizontal fold (459.5…491.5 pt) is blue across the middle at 0.5 px/pt.
                case .tabletop: image.isBlue(x: size.width / 2, y: 237, width: size.width)
                case .book: image.isBlue(x: 237, y: size.height / 2, width: size.width)
                // The outer status area (382…466 × 0…170 pt) is red under the overlay.
                default: image.isRed(x: 212, y: 60, width: size.width)
                }
            }
            let pixels = x.capture(window, until: marker, size: size)
            #expect(pixels != nil && pixels != previous, "expected \(key) to change the window's pixels")
            if let image = pixels, let size {
                #expect(marker(image, size), "expected the \(posture) window to show its fold's blue or the status area's red where the profile puts them")
            }
            previous = pixels
        }
        // Closed: the outer status area (382…466 × 0…170 pt) is red under the overlay; F10 hides it.
        let closedSize = expectedSize(.closed)
        let closed = try #require(previous, "expected a capture of the closed window")
        #expect(closed.isRed(x: 212, y: 60, width: closedSize.width), "expected the overlay's red over the outer status area at (212, 60)")
        x.press("F10", in: window)
        var hidden = x.capture(window)
        for _ in 0..<50 where hidden == closed {
            Thread.sleep(forTimeInterval: 0.1)
            hidden = x.capture(window)
        }
        let withoutOverlay = try #require(hidden, "expected a capture after F10")
        #expect(withoutOverlay != closed && !withoutOverlay.isRed(x: 212, y: 60, width: closedSize.width),
                "expected F10 to hide the overlay, leaving the black status area at (212, 60)")
        #expect(x.geometry(window) == closedSize, "expected F10 to leave the window's shape alone")

        // A hand resize zooms the whole display uniformly and snaps to its shape; the next
        // posture keeps that zoom.
        x.resize(window, to: WindowSize(width: 466, height: 600))
        let zoom = 600.0 / 1010.0
        let zoomed = WindowSize(width: Int((466 * zoom).rounded()), height: 600)
        let snapped = x.waitForGeometry(window, zoomed)
        #expect(snapped == zoomed, "expected a 466×600 resize of the 466 × 1010 pt display to snap to \(zoomed), got \(snapped.map { "\($0)" } ?? "nothing")")
        x.press("F2", in: window)
        let flatZoomed = WindowSize(width: Int((951 * zoom).rounded()), height: Int((720 * zoom).rounded()))
        let unfolded = x.waitForGeometry(window, flatZoomed)
        #expect(unfolded == flatZoomed, "expected F2 to keep the hand-chosen zoom: \(flatZoomed), got \(unfolded.map { "\($0)" } ?? "nothing")")

        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        for posture in ["flat", "tabletop", "book", "closed"] {
            #expect(printed.contains("duo · \(posture) · hinge"), "expected the regions table printed for \(posture); stdout was:\n\(printed.prefix(2000))")
        }
    }
}

/// Finding and running the outside programs the end-to-end test needs.
enum ExternalTool {
    /// The checkout (three folders up from this file).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A program's path on $PATH, or nil.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The crease-viewer built with the tests.
    static func viewerExecutable() -> String? {
        var candidates: [String] = []
        if let argument = CommandLine.arguments.first {
            var folder = URL(fileURLWithPath: argument).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("crease-viewer").path)
                folder = folder.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/crease-viewer").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Ends a child for certain. The test runner blocks SIGTERM and its children inherit that
    /// mask, so `terminate()` would leave them running; SIGKILL cannot be blocked.
    static func kill(_ process: Process) {
        if process.isRunning {
            Foundation.kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// Runs a program to the end (bounded by `timeout`) and returns its standard output.
    @discardableResult
    static func run(_ arguments: [String], display: String? = nil, seconds: Int = 20) -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: find("timeout") ?? "/usr/bin/timeout")
        // SIGKILL: the test runner blocks SIGTERM, and children inherit the blocked mask.
        process.arguments = ["-s", "KILL", "\(seconds)"] + arguments
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["DISPLAY"] = display }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (-1, Data())
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}

/// An Xvfb server on a free display number, which it picks itself (-displayfd).
final class XvfbServer {
    let display: String
    private let process = Process()

    init() throws {
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: ExternalTool.find("Xvfb") ?? "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
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
            ExternalTool.kill(process)
            throw XvfbFailed(output: text)
        }
        display = ":" + number
    }

    func stop() {
        ExternalTool.kill(process)
    }

    struct XvfbFailed: Error, CustomStringConvertible {
        var output: String
        var description: String { "Xvfb did not report a display number (output: \(output))" }
    }
}

/// A window's client size in pixels.
struct WindowSize: Equatable, CustomStringConvertible {
    var width: Int
    var height: Int
    var description: String { "\(width)×\(height)" }
}

/// RGB pixels captured with `import -window`.
struct Capture: Equatable {
    var bytes: [UInt8]

    func pixel(x: Int, y: Int, width: Int) -> (Int, Int, Int) {
        let index = (y * width + x) * 3
        guard index >= 0, index + 2 < bytes.count else { return (0, 0, 0) }
        return (Int(bytes[index]), Int(bytes[index + 1]), Int(bytes[index + 2]))
    }

    /// The fraction of pixels whose channels all differ by at most `tolerance`.
    func agreement(with other: Capture, tolerance: Int) -> Double {
        guard bytes.count == other.bytes.count, bytes.count >= 3 else { return 0 }
        var same = 0
        for index in stride(from: 0, to: bytes.count - 2, by: 3) {
            if abs(Int(bytes[index]) - Int(other.bytes[index])) <= tolerance,
               abs(Int(bytes[index + 1]) - Int(other.bytes[index + 1])) <= tolerance,
               abs(Int(bytes[index + 2]) - Int(other.bytes[index + 2])) <= tolerance {
                same += 1
            }
        }
        return Double(same) / Double(bytes.count / 3)
    }

    func isBlue(x: Int, y: Int, width: Int) -> Bool {
        let (r, g, b) = pixel(x: x, y: y, width: width)
        return b > r + 60 && b > g + 40
    }

    func isRed(x: Int, y: Int, width: Int) -> Bool {
        let (r, g, b) = pixel(x: x, y: y, width: width)
        return r > g + 50 && r > b + 50
    }
}

/// xdotool and import against one display.
struct XDriver {
    var display: String

    func findWindow(named name: String) -> String? {
        let result = ExternalTool.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", name], display: display, seconds: 30)
        return String(decoding: result.output, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }

    func geometry(_ window: String) -> WindowSize? {
        let text = String(decoding: ExternalTool.run(["xdotool", "getwindowgeometry", "--shell", window], display: display).output, as: UTF8.self)
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        guard let width = values["WIDTH"], let height = values["HEIGHT"] else { return nil }
        return WindowSize(width: width, height: height)
    }

    /// Polls the geometry until it is `expected` or about twenty seconds pass; returns the last seen.
    func waitForGeometry(_ window: String, _ expected: WindowSize) -> WindowSize? {
        var last = geometry(window)
        for _ in 0..<200 {
            if let size = last, size == expected { break }
            Thread.sleep(forTimeInterval: 0.1)
            last = geometry(window)
        }
        // Give the viewer a moment to draw the new shape before anyone captures it.
        Thread.sleep(forTimeInterval: 0.4)
        return last
    }

    func resize(_ window: String, to size: WindowSize) {
        ExternalTool.run(["xdotool", "windowsize", window, "\(size.width)", "\(size.height)"], display: display)
    }

    func press(_ key: String, in window: String) {
        ExternalTool.run(["xdotool", "key", "--window", window, key], display: display)
    }

    /// Captures until `done` holds for the capture (a redraw can trail a resize) or about five
    /// seconds pass; returns the last capture.
    func capture(_ window: String, until done: (Capture, WindowSize) -> Bool, size: WindowSize?) -> Capture? {
        var last = capture(window)
        for _ in 0..<50 {
            if let image = last, let size, done(image, size) { break }
            Thread.sleep(forTimeInterval: 0.1)
            last = capture(window)
        }
        return last
    }

    func capture(_ window: String) -> Capture? {
        let result = ExternalTool.run(["import", "-window", window, "-depth", "8", "rgb:-"], display: display)
        return result.status == 0 && !result.output.isEmpty ? Capture(bytes: [UInt8](result.output)) : nil
    }
}
