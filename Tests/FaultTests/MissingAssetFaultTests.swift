import Crease
import SampleGames
import Foundation
import Testing

/// A missing font or asset: each built game runs headless with `$CREASE_ASSETS` pointing at a
/// copy of `assets/` with one thing removed (or emptied). A font it cannot draw without ends
/// the run with exit 1 and one line naming the file; a missing course, device profile or
/// playtest script has a documented fallback (the built-in hole, the built-in duo, the
/// built-in script) and the game plays on. Fonts removed while a game runs do not stop it.
@Suite struct MissingAssetFaultTests {
    /// Runs `game` headless for a few frames against a damaged copy of the assets.
    static func run(_ game: String, _ arguments: [String] = ["--headless", "--frames", "5"],
                    damage: (URL) throws -> Void) throws -> (BuiltProgram.Result, URL) {
        let program = try #require(BuiltProgram.path(game), "expected the built \(game) (swift build --build-tests)")
        let folder = try BuiltProgram.scratchFolder("assets-\(game)")
        let assets = try AssetCopy.make(in: folder)
        try damage(assets)
        let result = try BuiltProgram.run([program] + arguments, environment: ["CREASE_ASSETS": assets.path,
                                                                               "CREASE_DATA_DIR": folder.appendingPathComponent("data").path],
                                          in: folder, seconds: 30)
        return (result, folder)
    }

    static let games = SampleGames.names
    static let fonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "NotoSansDevanagari-Regular.ttf"]

    @Test("A missing font: exit 1 and one line naming the font file", arguments: games, fonts)
    func missingFont(game: String, font: String) throws {
        let (result, folder) = try Self.run(game) { try FileManager.default.removeItem(at: $0.appendingPathComponent("fonts/\(font)")) }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1 && !result.signalled && !result.timedOut, "expected exit 1, no crash: \(result.summary)")
        #expect(result.errorLines.count == 1 && result.errorLines.first?.hasPrefix("\(game): ") == true
                && result.errorLines.first?.contains("fonts/\(font): missing or unreadable") == true,
                "expected one line '\(game): …/fonts/\(font): missing or unreadable (…)', got:\n\(result.stderr)")
    }

    @Test("An empty (corrupt) font file: exit 1 and one line naming it", arguments: games)
    func emptyFont(game: String) throws {
        let (result, folder) = try Self.run(game) { try Data().write(to: $0.appendingPathComponent("fonts/DejaVuSans.ttf")) }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1 && !result.signalled && !result.timedOut, "expected exit 1, no crash: \(result.summary)")
        #expect(result.errorLines.count == 1 && result.errorLines.first?.contains("fonts/DejaVuSans.ttf") == true,
                "expected one line naming fonts/DejaVuSans.ttf, got:\n\(result.stderr)")
    }

    @Test("No assets folder at all: exit 1 and one line naming the font it looked for", arguments: games)
    func noAssets(game: String) throws {
        let (result, folder) = try Self.run(game) { try FileManager.default.removeItem(at: $0) }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1 && !result.signalled, "expected exit 1, no crash: \(result.summary)")
        #expect(result.errorLines.count == 1 && result.errorLines.first?.contains("assets/fonts/DejaVuSans.ttf: missing") == true,
                "expected one line naming the missing font, got:\n\(result.stderr)")
    }

    @Test("A missing course: one line naming it, the built-in hole is played in its place, exit 0")
    func missingCourse() throws {
        let (result, folder) = try Self.run("minigolf", ["--headless", "--autoplay", "--frames", "60"]) {
            try FileManager.default.removeItem(at: $0.appendingPathComponent("courses/hole3.json"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0 && !result.signalled, "expected the round to be played: \(result.summary)")
        #expect(result.errorLines.count == 1 && result.errorLines.first?.contains("courses/hole3.json: cannot be read (no such file); playing the built-in hole instead") == true,
                "expected one line naming hole3.json and the fallback, got:\n\(result.stderr)")
    }

    @Test("A missing device profile: duo falls back to the built-in one; another named on the command line is exit 2 and one line listing what is known")
    func missingProfile() throws {
        let removeProfiles: (URL) throws -> Void = { assets in
            for name in ["duo", "flip"] { try FileManager.default.removeItem(at: assets.appendingPathComponent("devices/\(name).json")) }
        }
        let (duo, duoFolder) = try Self.run("battlefleet", damage: removeProfiles)
        defer { try? FileManager.default.removeItem(at: duoFolder) }
        #expect(duo.status == 0 && duo.errorLines.isEmpty, "expected the built-in duo to be played: \(duo.summary)")
        let (flip, flipFolder) = try Self.run("battlefleet", ["--headless", "--frames", "5", "--device", "flip"], damage: removeProfiles)
        defer { try? FileManager.default.removeItem(at: flipFolder) }
        #expect(flip.status == 2 && !flip.signalled, "expected exit 2 for a device that is not there: \(flip.summary)")
        #expect(flip.errorLines.first == "battlefleet: unknown device 'flip' (known: duo, dual; or give a path to a .json profile)",
                "expected one line naming 'flip' and listing the built-in duo among the known devices, got:\n\(flip.stderr)")
    }

    @Test("Fonts removed while battlefleet runs in a window: a zoom that needs new text sizes still draws, nothing is said",
          .enabled(if: XvfbDisplay.isAvailable && XWindowDriver.isAvailable, "needs Xvfb and xdotool (scripts/setup --test installs them)"))
    func fontsRemovedWhileRunning() throws {
        let program = try #require(BuiltProgram.path("battlefleet"), "expected the built battlefleet (swift build --build-tests)")
        let folder = try BuiltProgram.scratchFolder("fonts-gone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = try AssetCopy.make(in: folder)
        let xvfb = try XvfbDisplay()
        defer { xvfb.stop() }
        let x = XWindowDriver(display: xvfb.display)
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        // Flat in duo's natural orientation, landscape (a game's default flat is portrait,
        // tabletop's orientation): the sizes below are the landscape window's.
        process.arguments = ["--scale", "0.5", "--posture", "flat"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = xvfb.display
        environment["CREASE_ASSETS"] = assets.path
        environment["CREASE_DATA_DIR"] = folder.appendingPathComponent("data").path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        environment["CREASE_SETTINGS"] = nil
        // No sound card here: SDL's dummy audio driver, as headless runs use, keeps stderr to the game's own lines.
        environment["SDL_AUDIODRIVER"] = "dummy"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        let window = try #require(x.findWindow(named: "battlefleet"), "expected battlefleet to open a window on \(xvfb.display)")
        _ = x.waitForSize(window) { $0 == 476 && $1 == 360 }
        try FileManager.default.removeItem(at: assets.appendingPathComponent("fonts"))
        // 0.75 px/pt: every label at a pixel size not opened yet.
        x.resize(window, width: 713, height: 540)
        let zoomed = x.waitForSize(window) { $0 == 713 && $1 == 540 }
        #expect(zoomed.map { $0 == (713, 540) } == true, "expected the window at 713×540, got \(zoomed.map { "\($0)" } ?? "nothing")")
        let shot = WindowResizeEndToEndFaultTests.screenshot(x, window, in: folder)
        #expect(shot.map { $0 == (713, 540) } == true, "expected a 713×540 F12 screenshot drawn without the font files, got \(shot.map { "\($0)" } ?? "none")")
        #expect(process.isRunning, "expected the game still running; stderr: \((try? String(decoding: InputFile.read(errURL), as: UTF8.self)) ?? "")")
        let stderr = (try? String(decoding: InputFile.read(errURL), as: UTF8.self)) ?? ""
        #expect(stderr.isEmpty, "expected nothing on stderr, got:\n\(stderr)")
    }
}
