import Crease
import CreaseHUD

/// The window's side of the emulator's controller (`EmulatorController`): the device it
/// changes, the actions it performs and the state it keeps, as the window's API.
extension EmulatorWindow {
    /// The emulated device now.
    public var device: Device { monitor.device }

    /// Overlays and how they draw; change it freely (e.g. `emulator.overlay.extraRects`).
    public var emulator: EmulatorState {
        get { controller.state }
        set { controller.state = newValue }
    }

    /// The emulator's keys.
    public var bindings: KeyBindings {
        get { controller.bindings }
        set { controller.bindings = newValue }
    }

    /// The program's own keys, listed in the F1 help after the emulator's.
    public var extraHelp: [(key: String, summary: String)] {
        get { controller.extraHelp }
        set { controller.extraHelp = newValue }
    }

    /// True while the sound is off (`--mute`, toggled by Ctrl+M): cues are still counted in
    /// the report, but not played.
    public var isSoundMuted: Bool {
        get { controller.isSoundMuted }
        set {
            controller.isSoundMuted = newValue
            if newValue { sound?.stopAll() }
        }
    }

    /// The clock the emulator's notes age by, in milliseconds: SDL's ticks by default; a host
    /// with a clock of its own (a recorded or paced session) can hand it in.
    public var milliseconds: () -> UInt64 {
        get { controller.milliseconds }
        set { controller.milliseconds = newValue }
    }

    /// Replaces the device (a script, a menu); the window takes the new display's shape.
    /// Changes made this way are not reported by `takeEmulatorChanges()`: the caller knows.
    public func setDevice(_ device: Device) {
        guard device != monitor.device else { return }
        let oldSize = monitor.device.displaySize
        monitor.device = device
        deviceDidChange(from: oldSize)
    }

    /// The devices the emulator's keys (or `perform`) produced since the last call, oldest
    /// first, and forgets them: what a game runner hands its loop as this frame's device
    /// changes (CreasePlaytest's `DeviceChange.device`).
    public func takeEmulatorChanges() -> [Device] {
        controller.takeChanges()
    }

    /// Does what an emulator key does: change the posture, hinge, camera, direction or
    /// profile, toggle an overlay or the sound, or take a screenshot at the next `present()`.
    public func perform(_ action: EmulatorAction) {
        switch controller.perform(action, on: device) {
        case .none: break
        case .device(let next): setDevice(next)
        case .sound(let muted): isSoundMuted = muted
        case .problem(let problem): onProblem(problem)
        }
    }

    /// True while something is animating (a fading note), so a viewer that waits for events
    /// should draw again soon.
    public var isAnimating: Bool { controller.isAnimating }
}
