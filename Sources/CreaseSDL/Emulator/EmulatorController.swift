import Crease
import CreaseHUD

/// The emulator's controller: what its keys did. It keeps the overlays they turned on, the
/// device changes they made, the notes they show and the key releases they swallow.
///
/// Plain state with no SDL in it. The window hands it each key and applies the device it
/// answers with. Its notes age by the clock it is given (`milliseconds`) and never read one
/// in place, so a host with a clock of its own (a recorded or paced session) sees the same
/// notes.
struct EmulatorController {
    /// Overlays and how they draw.
    var state: EmulatorState
    /// The emulator's keys.
    var bindings: KeyBindings
    /// The program's own keys, listed in the F1 help after the emulator's.
    var extraHelp: [(key: String, summary: String)] = []
    /// The settings file the keys came from, if any (the F1 help names it).
    let settingsPath: String?
    /// The profiles Ctrl+D cycles through.
    let catalog: DeviceCatalog
    /// True while the sound is off (`--mute`, toggled by Ctrl+M).
    var isSoundMuted = false
    /// True when the game has sounds but no audio device opened: Ctrl+M says so rather than
    /// saying "sound on" when nothing can be heard.
    var isSoundUnavailable = false
    /// The clock the notes age by, in milliseconds.
    var milliseconds: () -> UInt64
    /// False headless: a headless run shows no notes, so its pixels never depend on the clock.
    let showsNotes: Bool
    /// The note after the last key, while it shows (see `visibleNote()`).
    private(set) var toast: Toast?
    /// True once F12 asked for a screenshot, until the window takes it.
    private(set) var wantsScreenshot = false
    /// Emulator keys held down, whose releases the game must not see either.
    private var swallowedKeyUps: Set<String> = []
    /// The devices the keys made since the runner last took them, oldest first.
    private var changes: [Device] = []

    /// A controller with the window's keys, profiles and clock; `showsNotes` false headless.
    init(state: EmulatorState, bindings: KeyBindings, settingsPath: String?, catalog: DeviceCatalog, showsNotes: Bool,
         milliseconds: @escaping () -> UInt64) {
        self.state = state
        self.bindings = bindings
        self.settingsPath = settingsPath
        self.catalog = catalog
        self.showsNotes = showsNotes
        self.milliseconds = milliseconds
    }

    // MARK: Keys

    /// Whether a key is the emulator's, and what to do with it now.
    enum KeyUse: Equatable {
        /// Not the emulator's: it goes to the game.
        case game
        /// The emulator's, with nothing to do (its release, or a repeat of a key that does not repeat).
        case swallowed
        /// The emulator's: perform the action.
        case perform(EmulatorAction)
    }

    /// Takes a key: an emulator key (and its release) never reaches the game. Only the hinge
    /// keys act again while held.
    mutating func use(of key: KeyEvent) -> KeyUse {
        if key.isDown, let action = bindings.action(for: key) {
            swallowedKeyUps.insert(key.key.lowercased())
            return !key.isRepeat || action == .hingeDown || action == .hingeUp ? .perform(action) : .swallowed
        }
        if !key.isDown, swallowedKeyUps.remove(key.key.lowercased()) != nil { return .swallowed }
        return .game
    }

    // MARK: Actions

    /// What the window does after an action, besides what the controller keeps.
    enum Outcome: Equatable {
        /// Nothing more.
        case none
        /// Take this device (the controller has already noted it for `takeChanges()`).
        case device(Device)
        /// The sound went off (`muted`) or on: the window's player follows.
        case sound(muted: Bool)
        /// Report a problem the emulator survived.
        case problem(String)
    }

    /// Does what an emulator key does, on the device as it is now: a device change (posture,
    /// hinge, camera, direction or profile), an overlay toggled, a screenshot asked for, the
    /// sound toggled. Each shows a note saying what it did.
    mutating func perform(_ action: EmulatorAction, on device: Device) -> Outcome {
        var next = device
        if EmulatorState.apply(action, to: &next) {
            switch action {
            case .hingeDown, .hingeUp:
                show(next.posture == device.posture ? "hinge \(next.hingeAngle.pointString)°"
                     : "hinge \(next.hingeAngle.pointString)° → \(next.posture)")
            case .toggleInnerCamera: show("inner camera \(next.innerCameraInUse ? "in use" : "idle")")
            case .toggleLayoutDirection: show("layout \(next.layoutDirection)")
            default: show("\(next.posture) · \(next.displaySize) pt")
            }
            return change(from: device, to: next)
        }
        switch action {
        case .help: state.showsHelp.toggle()
        case .toggleRegionOverlay:
            state.showsRegionOverlay.toggle()
            show("region overlay \(state.showsRegionOverlay ? "on" : "off")")
        case .togglePerspective:
            state.showsPerspective.toggle()
            let folded = device.displayRegions.contains { $0.kind == .division && $0.isActive }
            show(state.showsPerspective ? (folded ? "perspective preview on" : "perspective preview on (shows when half open)")
                 : "perspective preview off")
        case .screenshot: wantsScreenshot = true
        case .toggleFrameGraph:
            state.showsFrameGraph.toggle()
            show("frame-time graph \(state.showsFrameGraph ? "on" : "off")")
        case .toggleSound:
            guard !isSoundUnavailable else {
                show("no audio device: sound unavailable")
                return .none
            }
            isSoundMuted.toggle()
            show(isSoundMuted ? "sound off" : "sound on")
            return .sound(muted: isSoundMuted)
        case .cycleDevice:
            let name = catalog.nextName(after: device.profile.name)
            do {
                let next = EmulatorState.switching(device, to: try catalog.profile(named: name))
                show(next.profile.displayName)
                return change(from: device, to: next)
            } catch {
                show("cannot load device '\(name)'")
                return .problem("cannot switch to device '\(name)': \(error)")
            }
        default: break
        }
        return .none
    }

    /// A device the emulator made, noted for `takeChanges()` when it differs from the one now.
    private mutating func change(from device: Device, to next: Device) -> Outcome {
        guard next != device else { return .none }
        changes.append(next)
        return .device(next)
    }

    /// The devices the emulator's keys produced since the last call, oldest first; forgets them.
    mutating func takeChanges() -> [Device] {
        defer { changes.removeAll() }
        return changes
    }

    /// True when F12 asked for a screenshot since the last call; forgets the request.
    mutating func takeScreenshotRequest() -> Bool {
        defer { wantsScreenshot = false }
        return wantsScreenshot
    }

    // MARK: Notes

    /// Shows a fading note low on the display (see `Toast`), when notes are shown.
    mutating func show(_ text: String) {
        guard showsNotes else { return }
        toast = Toast(text: text, shownAt: milliseconds())
    }

    /// The note to draw now and its opacity; a note that has faded is forgotten.
    mutating func visibleNote() -> (toast: Toast, opacity: Double)? {
        guard let toast else { return nil }
        let opacity = toast.opacity(at: milliseconds())
        guard opacity > 0 else {
            self.toast = nil
            return nil
        }
        return (toast, opacity)
    }

    /// True while a note is fading, so a viewer that waits for events should draw again soon.
    var isAnimating: Bool {
        toast.map { $0.opacity(at: milliseconds()) > 0 } ?? false
    }
}
