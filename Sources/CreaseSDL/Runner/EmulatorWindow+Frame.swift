import CreaseHUD
import CreasePlaytest

/// The one windowed frame: what `GameRunner`, `crease-soak` and the fault tests run, so the
/// soak and the tests exercise exactly the loop the games ship with.
extension EmulatorWindow {
    /// Runs one frame of a driven game in this window: polls SDL (the emulator's keys change
    /// the device), lets the driver run the script's actions, the events, the fixed steps,
    /// the HUD's layout and the drawing, renders the draw list with the emulator's layers (the
    /// region overlay shows the HUD's lint; Ctrl+G the live frame-time graph), plays the sounds
    /// the game asked for (through `sound`, unless muted, which the driver's
    /// `setHostSound(_:)` tells the game, as it does when `isSoundUnavailable`), records
    /// how many pixels were redrawn, saves the screenshots the script asked for (their saving
    /// not counted in the frame's time), presents, and ends the frame.
    /// Pacing is the caller's.
    ///
    /// - Parameters:
    ///   - driver: The game's driver; its frame runs here.
    ///   - clock: Where phase timings are read.
    ///   - extraEvents: Input to add after what SDL had queued (a soak's random input, a test's taps).
    ///   - deviceChanges: Changes to apply after the emulator's (a soak's schedule).
    ///   - recorder: When recording (`--record`), takes the frame's device changes and events.
    ///   - saveScreenshot: Called with each path a script's `screenshot` step names, after
    ///     rendering and before presenting (`GameRunner` saves and says where).
    @discardableResult
    public func runFrame<G: Game>(_ driver: inout PlaytestDriver<G>, clock: some FrameClock, extraEvents: [InputEvent] = [],
                                  deviceChanges: [DeviceChange] = [], recorder: inout SessionRecorder?,
                                  saveScreenshot: (String) throws -> Void = { _ in }) throws -> FrameOutput {
        let events = pollEvents() + extraEvents
        let changes = takeEmulatorChanges().map(DeviceChange.device) + deviceChanges
        // The game hears of the mute (`--mute`, Ctrl+M), or of a window whose audio device did
        // not open, before this frame's events, so it can say so.
        driver.setHostSound(isSoundUnavailable ? .unavailable : isSoundMuted ? .muted : .on)
        let frame = driver.frame
        let output = driver.prepareFrame(clock: clock, events: events, deviceChanges: changes)
        if let sound, !isSoundMuted {
            for cue in output.sounds { sound.play(cue) }
        }
        recorder?.record(frame: frame, deviceAfterChanges: driver.device, events: events)
        setDevice(driver.device)
        emulator.overlay.violations = driver.hud.violations
        emulator.controlFrames = driver.hud.controlFrames
        emulator.statusFrames = driver.hud.statusFrames
        try render(driver.drawList, topLayer: frameGraph(driver.session))
        driver.recordRedraw(pixels: lastFrame.pixelsRedrawn)
        if driver.recordsCounters {
            let caches = cacheUsage
            driver.recordCounters([("pixels redrawn", Double(lastFrame.pixelsRedrawn)), ("glyphs", Double(caches.glyphs)),
                                   ("glyph pages", Double(caches.glyphPages)), ("measurements", Double(caches.measurements)),
                                   ("images", Double(caches.images))])
        }
        // Encoding a screenshot is the host's work, not the game's: it does not count as the frame's.
        let savingStart = clock.now()
        for path in output.screenshots { try saveScreenshot(path) }
        let saving = output.screenshots.isEmpty ? 0 : clock.now() - savingStart
        try present()
        driver.finishFrame(clock: clock, excludingWait: saving)
        return output
    }

    /// Runs one frame without recording (see `runFrame(_:clock:extraEvents:deviceChanges:recorder:saveScreenshot:)`).
    @discardableResult
    public func runFrame<G: Game>(_ driver: inout PlaytestDriver<G>, clock: some FrameClock, extraEvents: [InputEvent] = [],
                                  deviceChanges: [DeviceChange] = [],
                                  saveScreenshot: (String) throws -> Void = { _ in }) throws -> FrameOutput {
        var none: SessionRecorder?
        return try runFrame(&driver, clock: clock, extraEvents: extraEvents, deviceChanges: deviceChanges, recorder: &none,
                            saveScreenshot: saveScreenshot)
    }

    /// The live frame-time graph along the bottom of the display, when Ctrl+G has it on.
    func frameGraph(_ session: PlaytestSession) -> DrawList {
        var list = DrawList()
        guard emulator.showsFrameGraph else { return list }
        let size = device.displaySize
        let height = Swift.min(120, size.height / 4)
        FrameChart.draw(session.recentChartData(frames: 240), in: Rect(x: 8, y: size.height - height - 8, width: size.width - 16, height: height),
                        into: &list, opacity: 210)
        return list
    }
}
