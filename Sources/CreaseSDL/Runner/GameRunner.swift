import CSDL2
import Crease
import CreaseHUD
import CreasePlaytest
import CreaseTools
import Foundation

/// Runs any `Game` with the shared command line, in an emulator window or headless: the
/// `main` of every game built on Crease.
///
/// ```swift
/// GameRunner.main { BattlefleetGame() }
/// ```
/// One frame is `EmulatorWindow.runFrame` (the loop the soak and the fault tests run too):
/// poll SDL, run the driver's frame, render with the emulator's layers, present, record.
/// Headless runs take the same path with SDL's offscreen driver (no display), and
/// advance exactly one fixed step per frame. At the end, `--screenshot` saves the last frame,
/// a headless run plays its frames again in timing passes (`--passes`; by default for a
/// while when it writes a report, see `RunPlan.timingPasses`), `--report` writes the report
/// with its frame-time chart beside it, and a one-line summary is printed.
@MainActor
public enum GameRunner {
    /// Parses `CommandLine.arguments`, runs the game (starting in `posture` unless `--posture`
    /// or the script names one; flat is laid in tabletop's orientation, so the first fold moves
    /// nothing, see `RunPlan`) and exits with the run's status. `makeGame` makes a new game:
    /// once for the run, and once more for each timing pass.
    public static func main<G: Game>(posture: Posture = .flat, _ makeGame: () -> G) -> Never {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "game").lastPathComponent
        // Ctrl+C ends the run as closing the window does: the recording and report are written.
        // A parent may have blocked the signals (a test runner does); one it ignores stays ignored.
        var terminal = sigset_t()
        sigemptyset(&terminal)
        sigaddset(&terminal, SIGINT)
        sigaddset(&terminal, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &terminal, nil)
        SDLLibrary.quitsOnTerminalSignals = true
        let arguments = Array(CommandLine.arguments.dropFirst())
        // This process is the game's executable, so a matrix can start it again to play cells two at a time.
        exit(run(makeGame(), arguments: arguments, executable: executable, posture: posture, matrixJobs: 2))
    }

    /// Runs a game from command-line arguments (without the program name), starting in
    /// `posture` unless `--posture` or the script names one; with `--matrix`, plays the
    /// matrix instead (`MatrixRunner`), `matrixJobs` cells at a time unless `--jobs` says
    /// (more than one only where this process is the game's executable, which the matrix
    /// starts again per cell). `game` is evaluated afresh for the run and for each timing
    /// pass, so a class and a struct play alike.
    ///
    /// - Returns: 0 when the run finished, 1 when it failed (no display without `--headless`,
    ///   a missing font, a report that cannot be written), 2 for bad flags, script or device.
    public static func run<G: Game>(_ game: @autoclosure () -> G, arguments: [String], executable: String, posture: Posture = .flat,
                                    matrixJobs: Int = 1) -> Int32 {
        if MatrixOptions.asksForMatrix(arguments) {
            return MatrixRunner.run(game(), arguments: arguments, executable: executable, defaultJobs: matrixJobs)
        }
        switch parse(arguments, executable: executable, defaultPosture: posture) {
        case .help:
            print(RunOptions.usage(executable: executable, hostFlags: Flag.windowGroup)
                  + "\n\n\(executable) --matrix plays a matrix of profiles, postures, directions and camera; see '\(executable) --matrix --help'.")
            return PlaytestCommand.exitSuccess
        case .failure(let message):
            PlaytestCommand.printToStandardError(message)
            return PlaytestCommand.exitUsage
        case .run(var plan):
            // A person playing in a window gets a new deal each launch (a Battlefleet fleet,
            // the AI's first shots); a seed given, a script's or a recording's, is kept.
            if !plan.options.headless, !plan.seedIsGiven { plan.seed = UInt64.random(in: 1 ... .max) }
            do {
                try run(game(), plan: plan, executable: executable)
                return PlaytestCommand.exitSuccess
            } catch {
                PlaytestCommand.printToStandardError("\(executable): \(error)")
                return PlaytestCommand.exitFailure
            }
        }
    }

    /// Runs a game for a resolved plan and returns its report; throws what stops the run.
    /// `game` is evaluated afresh for the run and for each timing pass.
    /// `printsSummary: false` keeps a benchmark's output to its own table; `damageTracking`
    /// (by default `CREASE_DAMAGE_TRACKING`'s word) lets it time each way in one process.
    @discardableResult
    public static func run<G: Game>(_ game: @autoclosure () -> G, plan: RunPlan, executable: String, printsSummary: Bool = true,
                                    damageTracking: Bool = DrawListRenderer.damageTrackingDefault) throws -> PlaytestReport {
        try run(game, plan: plan, executable: executable, printsSummary: printsSummary, damageTracking: damageTracking,
                screenshotFolder: nil, screenshotTaken: { _, _ in })
    }

    /// Runs a game for a plan as `run(_:plan:executable:printsSummary:damageTracking:)` does,
    /// with the script's screenshots saved under `screenshotFolder` (when given: quietly, a
    /// matrix cell's folder) and `screenshotTaken` told of each, with the window as it drew it.
    static func run<G: Game>(_ game: () -> G, plan: RunPlan, executable: String, printsSummary: Bool, damageTracking: Bool,
                             screenshotFolder: URL?, screenshotTaken: (String, EmulatorWindow) -> Void) throws -> PlaytestReport {
        var options = try windowOptions(for: plan, title: executable)
        options.damageTracking = damageTracking
        let first = game()
        options.fontFolders = first.fontFolders
        let window = try EmulatorWindow(options: options)
        window.onProblem = { PlaytestCommand.printToStandardError("\(executable): \($0)") }
        window.isSoundMuted = plan.options.mute
        var driver = PlaytestDriver(game: first, plan: plan)
        window.sound = openSound(for: driver.game.soundRecipes, headless: plan.options.headless, executable: executable)
        window.isSoundUnavailable = window.sound == nil && !driver.game.soundRecipes.isEmpty
        driver.textMeasurer = window.textMeasurer
        driver.recordsCounters = plan.options.trace != nil
        let clock = SDLClock()
        let runStart = clock.now()

        // Quit, out of frames, or a frame that failed: the game saves first what it has not yet
        // (a move made in the last frame, a save that failed earlier).
        let beside = plan.options.report.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var golden = plan.options.golden.map {
            GoldenImages(directory: URL(fileURLWithPath: $0, isDirectory: true), update: plan.options.updateGolden, outputFolder: beside,
                         tolerance: plan.script?.goldenTolerance ?? .standard)
        }
        var recorder = plan.options.record.map { _ in
            SessionRecorder(device: driver.device, seed: plan.seed, hz: plan.targetHz, autoplay: plan.autoplay)
        }
        // Written when the window closes and when the frames run out, and after a failed frame too.
        func writeRecording() throws {
            guard let path = plan.options.record, let recorder else { return }
            do {
                try recorder.write(to: URL(fileURLWithPath: path))
            } catch {
                throw OutputFileError(what: "recording", path: path, underlying: error)
            }
        }
        do {
            try play(&driver, in: window, plan: plan, clock: clock, recorder: &recorder) { path in
                if let screenshotFolder {
                    try window.screenshot(to: screenshotFolder.appendingPathComponent(path).path)
                } else {
                    try save(window, to: path)
                }
                screenshotTaken(path, window)
                let name = (URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
                try golden?.check(try window.readPresentedPixels(), name: name)
            }
        } catch {
            driver.endRun()
            try? writeRecording()
            throw error
        }
        driver.endRun()
        try writeRecording()
        if let path = plan.options.record { print("recorded \(driver.frame) frames to \(path); replay: --headless --script \(path)") }
        if let path = plan.options.screenshot {
            try window.render(driver.drawList)
            try save(window, to: path)
            driver.requestScreenshot(path)
        }
        // The trace shows the first pass as it ran; the report and its chart keep each frame's
        // fastest pass.
        var report = driver.report()
        var timed = driver.session
        if plan.timingPasses > 1 && !window.isQuitRequested {
            for pass in 2...plan.timingPasses {
                if let seconds = plan.timingSeconds, clock.now() - runStart >= seconds { break }
                // Ctrl+C during a pass: the report keeps the passes that finished.
                guard let again = try timingPass(game, plan: plan, options: options) else { break }
                guard again.stateHash == report.stateHash, timed.keepFastest(of: again.timings) else {
                    throw TimingPassError(pass: pass, frames: again.timings.count, stateHash: again.stateHash,
                                          firstFrames: report.frames, firstStateHash: report.stateHash)
                }
            }
            report = timed.report(stateHash: report.stateHash, outcome: report.outcome)
        }
        if let path = plan.options.report {
            let url = URL(fileURLWithPath: path)
            do {
                try report.write(to: url)
            } catch {
                throw OutputFileError(what: "report", path: path, underlying: error)
            }
            let chart = PlaytestCommand.chartURL(forReport: url)
            do {
                try DrawListImage.writePNG(FrameChart.drawList(timed.chartData), size: FrameChart.imageSize,
                                           background: FrameChart.background, to: chart)
            } catch {
                throw OutputFileError(what: "frame-time chart", path: chart.path, underlying: error)
            }
        }
        if let path = plan.options.trace {
            do {
                try ChromeTrace(driver.session).write(to: URL(fileURLWithPath: path))
            } catch {
                throw OutputFileError(what: "trace", path: path, underlying: error)
            }
        }
        if printsSummary && (plan.options.headless || plan.options.report != nil) {
            print(PlaytestCommand.summary(report))
        }
        if let golden {
            if !golden.failures.isEmpty { throw GoldenMismatchError(failures: golden.failures, report: report) }
            if golden.update && printsSummary { print("goldens written to \(golden.directory.path)") }
        }
        return report
    }

    /// The one frame loop of a run: frames until the window closes, the frame count is
    /// reached, or (headless, autoplay or counted) the game finishes; a window is paced to
    /// the update rate, a headless run is not.
    static func play<G: Game>(_ driver: inout PlaytestDriver<G>, in window: EmulatorWindow, plan: RunPlan, clock: SDLClock,
                              recorder: inout SessionRecorder?, saveScreenshot: (String) throws -> Void) throws {
        // A window a person plays stays open at the end of a match; a measured run stops.
        let stopsWhenFinished = plan.options.headless || plan.autoplay || plan.frames != nil
        while !window.isQuitRequested {
            if let limit = driver.frameLimit, driver.frame >= limit { break }
            if stopsWhenFinished && driver.game.isFinished { break }
            let frameStart = clock.now()
            try window.runFrame(&driver, clock: clock, recorder: &recorder, saveScreenshot: saveScreenshot)
            if !plan.options.headless {
                let delay = driver.loop.pacingDelay(frameStartedAt: frameStart, now: clock.now())
                if delay > 0 { SDL_Delay(UInt32((delay * 1000).rounded(.down))) }
            }
        }
    }

    /// Plays a headless run's frames once more for `--passes` (`RunPlan.timingPasses`), with a
    /// new game from `makeGame`, in a fresh offscreen window with the same
    /// renderer settings, writing nothing: no screenshot, golden, recording or trace, and
    /// problems are not said again. Nil when a quit (Ctrl+C) cut the pass short.
    static func timingPass<G: Game>(_ makeGame: () -> G, plan: RunPlan, options: EmulatorWindow.Options) throws -> (timings: [FrameTimings], stateHash: String)? {
        let window = try EmulatorWindow(options: options)
        window.isSoundMuted = plan.options.mute
        var driver = PlaytestDriver(game: makeGame(), plan: plan)
        window.sound = driver.game.soundRecipes.isEmpty ? nil : try? SoundPlayer(recipes: driver.game.soundRecipes, headless: true)
        driver.textMeasurer = window.textMeasurer
        var recorder: SessionRecorder?
        try play(&driver, in: window, plan: plan, clock: SDLClock(), recorder: &recorder) { _ in }
        driver.endRun()
        if window.isQuitRequested { return nil }
        return (driver.session.frameTimings, driver.stateHash)
    }

    /// Parses a game's whole command line, the window's own flags (`Flag.windowGroup`) with it.
    nonisolated public static func parse(_ arguments: [String], executable: String, defaultPosture: Posture? = nil) -> PlaytestCommand.Parsed {
        PlaytestCommand.parse(arguments, executable: executable, defaultPosture: defaultPosture, hostFlags: Flag.windowGroup) {
            (values: FlagValues) throws(UsageError) in _ = try WindowFlags(values)
        }
    }

    /// A game's whole command line as one parser (for its usage and the guides' flag tables).
    nonisolated public static func parser(executable: String) -> FlagParser {
        RunOptions.parser(executable: executable, hostFlags: Flag.windowGroup)
    }

    /// Window options from a run plan: the device, headless, scale, the game's title and the
    /// user's key settings (a bad file named with `--settings` stops the run, as a bad
    /// `--device` does; one found through `$CREASE_SETTINGS` or the config folder is reported
    /// and the default keys used).
    static func windowOptions(for plan: RunPlan, title: String) throws -> EmulatorWindow.Options {
        var options = EmulatorWindow.Options()
        options.title = title
        options.headless = plan.options.headless
        let window = try WindowFlags(plan.options.host)
        options.scale = window.scale
        options.device = plan.device
        if let path = KeyBindings.settingsPath(explicit: window.settings) {
            do {
                options.bindings = try KeyBindings.load(path: path)
                options.settingsPath = path
            } catch {
                if window.settings != nil { throw error }
                PlaytestCommand.printToStandardError("\(title): \(error); using the default keys")
            }
        }
        return options
    }

    /// Opens the game's sounds, or says in one line on standard error why there are none and
    /// runs on silently (no audio device). A game without sounds opens nothing.
    static func openSound(for recipes: [SoundRecipe], headless: Bool, executable: String) -> SoundPlayer? {
        guard !recipes.isEmpty else { return nil }
        do {
            return try SoundPlayer(recipes: recipes, headless: headless)
        } catch {
            PlaytestCommand.printToStandardError("\(executable): no sound (\(error)); playing on silently")
            return nil
        }
    }

    /// Saves the frame drawn so far and says where.
    static func save(_ window: EmulatorWindow, to path: String) throws {
        try window.screenshot(to: path)
        print("screenshot saved to \(path)")
    }
}
