import Crease
import CreaseHUD

/// Runs playtests headless, with no rendering: the Swift API a game's own `swift test` uses
/// to run a script and assert on the report.
///
/// ```swift
/// let result = try Playtest.run(MyGame(), arguments: ["--script", "fold-cycle", "--seed", "7"])
/// #expect(result.report.foldLint.violations.isEmpty, "the HUD should break no fold rule")
/// ```
/// Each frame advances exactly one fixed step whatever the clock says, so the state hash
/// depends only on the game, the script and the seed. The pure module reads no clock of its
/// own: by default phase timings come from a `ManualClock` (all zero); pass CreaseSDL's
/// `SDLClock` to measure real ones. The draw list is built every frame
/// (drawing is part of what is timed) but not rendered. It plays the frames once: timing
/// passes (`--passes`) are the SDL runner's (`GameRunner`, `Playtest.rendered`).
public enum Playtest {
    /// Runs a game headless with the shared command line (`--headless` is implied).
    ///
    /// - Throws: `UsageError` for bad flags (`--passes` over 1 among them: it is the SDL
    ///   runner's), `PlaytestScriptError` for a bad script, `DeviceProfileError` for a bad device.
    public static func run<G: Game>(_ game: G, arguments: [String], clock: some FrameClock = ManualClock()) throws -> PlaytestResult<G> {
        var options = try RunOptions.parse(arguments)
        options.headless = true
        if let refusal = RunOptions.passesRefusal(options) { throw refusal }
        return run(game, plan: try RunPlan(options: options), clock: clock)
    }

    /// Runs a game headless for a resolved plan (its `headless` flag is forced on).
    public static func run<G: Game>(_ game: G, plan: RunPlan, clock: some FrameClock = ManualClock()) -> PlaytestResult<G> {
        var setUp = plan.setUp
        setUp.headless = true
        let frames = plan.frames ?? Swift.max(plan.script?.lastStepFrame ?? 0, RunPlan.defaultHeadlessFrames)
        var driver = PlaytestDriver(game: game, setUp: setUp, script: plan.script, frames: frames)
        driver.setHostSound(plan.options.mute ? .muted : .on)
        return finish(&driver, clock: clock, screenshot: plan.options.screenshot)
    }

    /// Runs a game headless from values, for tests that build their script in code.
    public static func run<G: Game>(_ game: G, script: PlaytestScript? = nil, device: Device = Device(), seed: UInt64 = RunPlan.defaultSeed,
                                    frames: Int? = nil, targetHz: Double = 60, autoplay: Bool = false,
                                    clock: some FrameClock = ManualClock()) -> PlaytestResult<G> {
        var start = device
        if let posture = script?.posture { start.posture = posture }
        let setUp = GameSetUp(seed: seed, device: start, autoplay: autoplay, headless: true, targetHz: targetHz)
        let count = frames ?? script?.frames ?? Swift.max(script?.lastStepFrame ?? 0, RunPlan.defaultHeadlessFrames)
        var driver = PlaytestDriver(game: game, setUp: setUp, script: script, frames: count)
        return finish(&driver, clock: clock, screenshot: nil)
    }

    private static func finish<G: Game>(_ driver: inout PlaytestDriver<G>, clock: some FrameClock, screenshot: String?) -> PlaytestResult<G> {
        while !driver.isDone {
            driver.runFrame(clock: clock)
        }
        if let screenshot { driver.requestScreenshot(screenshot) }
        return PlaytestResult(report: driver.report(), game: driver.game, device: driver.device,
                              chart: driver.session.chartData, lastDrawList: driver.drawList, session: driver.session)
    }
}

/// What a headless playtest ends with: the report, and the game and device as they ended.
public struct PlaytestResult<G: Game> {
    /// The report, as it would be written with `--report`.
    public var report: PlaytestReport
    /// The game after the last frame (assert on its state directly).
    public var game: G
    /// The device after the last frame.
    public var device: Device
    /// The frame-time chart's data.
    public var chart: FrameChartData
    /// The last frame's draw list.
    public var lastDrawList: DrawList
    /// The recording the report was made from (`ChromeTrace(result.session)` for a trace).
    public var session: PlaytestSession
}
