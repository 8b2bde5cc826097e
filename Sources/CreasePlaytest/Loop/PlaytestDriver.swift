import Crease
import CreaseHUD

/// Runs a `Game` frame by frame: script actions, host events, fixed-step updates, HUD
/// layout, drawing and presenting, each phase timed into a `PlaytestSession`.
///
/// The one frame sequence both hosts share: the headless runner calls `runFrame` with no
/// events and a no-op present; the SDL runner passes the events it polled, the emulator's
/// device changes, and a `present` that renders the draw list. Pacing (sleep or vsync) is
/// the host's business after `runFrame` returns, so it never counts as CPU time.
public struct PlaytestDriver<G: Game> {
    /// The game, as the last frame left it.
    public private(set) var game: G
    /// The device, as the last change left it.
    public private(set) var device: Device
    /// The recorder; `session.report(…)` or `report()` at the end.
    public private(set) var session: PlaytestSession
    /// The fixed-step loop.
    public private(set) var loop: FixedStepLoop
    /// The script's actions per frame (empty without a script).
    public let timeline: ScriptTimeline
    /// The last frame's draw list (reused, so a steady frame allocates nothing new).
    public private(set) var drawList = DrawList()
    /// Frames run so far; also the index of the next frame.
    public private(set) var frame = 0
    /// The frame count after which the run is done (nil: until the game finishes).
    public let frameLimit: Int?
    /// The HUD as the last frame laid it out (the window's overlay draws its lint).
    public private(set) var hud = HUDSnapshot.empty
    /// What the host does with the sound (`--mute`, Ctrl+M, no audio device); see `setHostSound(_:)`.
    public private(set) var hostSound = HostSound.on
    /// Measures the HUD's text: the host sets its font's measurer; fixed-width by default.
    public var textMeasurer: any TextMeasurer = MonospaceTextMeasurer()

    /// Sets up a game and prepares to drive it.
    ///
    /// - Parameters:
    ///   - game: The game, before its set-up.
    ///   - setUp: Seed, starting device, autoplay, headless and rate; passed to `Game.setUp`.
    ///   - script: The script to act out, if any.
    ///   - frames: The frame limit (nil: none).
    ///   - maxStepsPerFrame: The loop's catch-up clamp (real-time mode).
    public init(game: G, setUp: GameSetUp, script: PlaytestScript? = nil, frames: Int?, maxStepsPerFrame: Int = 5) {
        var game = game
        game.setUp(setUp)
        self.game = game
        device = setUp.device
        loop = FixedStepLoop(targetHz: setUp.targetHz, maxStepsPerFrame: maxStepsPerFrame,
                             mode: setUp.headless ? .headless : .realTime)
        session = PlaytestSession(game: game.name, device: setUp.device, seed: setUp.seed, targetHz: loop.targetHz,
                                  script: script?.source, expectedFrames: frames ?? 0)
        timeline = script.map(ScriptTimeline.init) ?? ScriptTimeline()
        frameLimit = frames
    }

    /// Sets up a game for a resolved run plan.
    public init(game: G, plan: RunPlan) {
        self.init(game: game, setUp: plan.setUp, script: plan.script, frames: plan.frames)
        setHostSound(plan.options.mute ? .muted : .on)
    }

    /// The host's sound as it is now (`--mute`, Ctrl+M, no audio device): on a change, the
    /// game hears of it (`Game.hostSoundDidChange(_:)`). A plan's `--mute` is applied at
    /// set-up; the window calls this at the start of every frame.
    public mutating func setHostSound(_ sound: HostSound) {
        guard sound != hostSound else { return }
        hostSound = sound
        game.hostSoundDidChange(sound)
    }

    /// True once the frame limit is reached or the game says it is finished.
    public var isDone: Bool {
        if let frameLimit, frame >= frameLimit { return true }
        return game.isFinished
    }

    /// Runs one frame.
    ///
    /// - Parameters:
    ///   - clock: Where phase timings are read from (and, in real-time mode, steps).
    ///   - events: Events the host polled this frame, after its own hotkeys took theirs.
    ///   - deviceChanges: Changes the host made this frame (emulator hotkeys), applied after
    ///     the script's.
    ///   - present: Renders and presents the draw list (headless: nothing).
    /// - Returns: What the frame ran and asked for.
    @discardableResult
    public mutating func runFrame(clock: some FrameClock, events: [InputEvent] = [], deviceChanges: [DeviceChange] = [],
                                  present: (DrawList) throws -> Void) rethrows -> FrameOutput {
        let output = prepareFrame(clock: clock, events: events, deviceChanges: deviceChanges)
        try present(drawList)
        finishFrame(clock: clock)
        return output
    }

    /// The first part of a frame, up to a finished draw list: script actions and host
    /// input, updates, HUD layout, drawing. The host then renders `drawList` (adding its own
    /// overlays), presents, and calls `finishFrame`. `runFrame` does all three.
    public mutating func prepareFrame(clock: some FrameClock, events: [InputEvent] = [], deviceChanges: [DeviceChange] = []) -> FrameOutput {
        let start = clock.now()
        session.beginFrame(at: start)
        var output = FrameOutput(frame: frame)
        var deviceChangedThisFrame = false
        for action in timeline.actions(at: frame) {
            switch action {
            case .device(let change):
                apply(change)
                deviceChangedThisFrame = true
            case .input(let event): if FramePhases.handle(event, in: &game) { output.eventsHandled += 1 }
            case .tapElement(let id, let finger):
                // Where the HUD has the element now: the last layout, on the device as it is
                // (a change earlier in this frame is laid out first).
                if deviceChangedThisFrame { hud = FramePhases.layOut(&game, on: device, measurer: textMeasurer) }
                guard let frame = hud.elementFrames[id] else {
                    session.recordScriptProblem(element: id, rule: "unknownElement")
                    continue
                }
                let touches = [PointerPhase.began, .ended].map { PointerEvent(id: finger, phase: $0, location: frame.center) }
                output.eventsHandled += touches.filter { FramePhases.handle(.pointer($0), in: &game) }.count
            case .screenshot(let path):
                session.requestScreenshot(path)
                output.screenshots.append(path)
            }
        }
        for change in deviceChanges { apply(change) }
        for event in events where FramePhases.handle(event, in: &game) { output.eventsHandled += 1 }
        session.mark(.input, at: clock.now())

        let tick = loop.advance(to: start)
        for _ in 0..<tick.steps {
            FramePhases.update(&game, step: loop.step)
            let cues = game.takeSoundCues()
            session.recordSounds(cues)
            output.sounds += cues
        }
        session.recordSteps(tick)
        output.tick = tick
        session.mark(.update, at: clock.now())

        hud = FramePhases.layOut(&game, on: device, measurer: textMeasurer)
        session.mark(.layout, at: clock.now())
        session.recordHUD(hud)

        drawList.removeAll()
        FramePhases.draw(game, into: &drawList, interpolation: tick.interpolation)
        session.mark(.draw, at: clock.now())
        return output
    }

    /// Records how many pixels the renderer drew again for this frame (the report's
    /// `redrawnPixels`).
    public mutating func recordRedraw(pixels: Int) { session.recordRedraw(pixels: pixels) }

    /// Whether the host should record its counters each frame (only a `--trace` run reads them).
    public var recordsCounters = false

    /// Records the host's counters for the frame just rendered (a trace's counter tracks).
    public mutating func recordCounters(_ values: [(name: String, value: Double)]) { session.recordCounters(values) }

    /// Ends a frame after the host presented it: everything since the draw phase counts as
    /// present, minus `excludingWait` seconds the host spent blocked on vsync or pacing
    /// inside it (which is not CPU time).
    public mutating func finishFrame(clock: some FrameClock, excludingWait waitSeconds: Double = 0) {
        session.mark(.present, at: clock.now())
        if waitSeconds.isFinite, waitSeconds > 0 {
            session.add(-waitSeconds * 1000, to: .present)
        }
        session.endFrame()
        frame += 1
    }

    /// Runs one frame without presenting anything (headless).
    @discardableResult
    public mutating func runFrame(clock: some FrameClock, events: [InputEvent] = [], deviceChanges: [DeviceChange] = []) -> FrameOutput {
        runFrame(clock: clock, events: events, deviceChanges: deviceChanges, present: { _ in })
    }

    /// Applies a device change now and tells the session and the game (nothing when the
    /// change leaves the device as it was). Prefer passing changes to `runFrame`, which
    /// counts them in the frame's input phase.
    public mutating func apply(_ change: DeviceChange) {
        var next = device
        change.apply(to: &next)
        guard next != device else { return }
        device = next
        session.deviceChanged(to: next)
        game.deviceDidChange(next)
    }

    /// Ends the run: tells the game (`Game.willEnd()`), so it saves what it has not yet. A
    /// host calls this once, after the last frame, whether the run was quit or ran out.
    public mutating func endRun() {
        game.willEnd()
    }

    /// Asks for a screenshot of the current frame (the `--screenshot` flag at the end of a run).
    public mutating func requestScreenshot(_ path: String) {
        session.requestScreenshot(path)
    }

    /// The game's state hash as of now (the report's `stateHash`), or
    /// `PlaytestReport.notHashed` when the game's `hashState(into:)` feeds nothing.
    public var stateHash: String {
        var hasher = StateHasher()
        game.hashState(into: &hasher)
        return hasher.isEmpty ? PlaytestReport.notHashed : hasher.hexDigest
    }

    /// The report so far: the game's state hash and outcome as of now.
    public func report() -> PlaytestReport {
        session.report(stateHash: stateHash, outcome: game.outcome)
    }
}

/// What one frame ran and asked the host for.
public struct FrameOutput: Sendable, Hashable {
    /// The frame's index.
    public var frame: Int
    /// Updates run and the interpolation drawn at.
    public var tick = LoopTick(steps: 0, interpolation: 0, droppedSeconds: 0)
    /// Events the game (or its HUD) used.
    public var eventsHandled = 0
    /// Screenshots the script asked for this frame: the host saves the presented frame.
    public var screenshots: [String] = []
    /// The sounds the game asked for in this frame's steps, oldest first: the host plays them
    /// (unless muted); they are already counted in the report's `sounds`.
    public var sounds: [SoundCue] = []

    /// Creates an output for a frame.
    public init(frame: Int) { self.frame = frame }
}
