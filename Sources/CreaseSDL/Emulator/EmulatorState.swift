import Crease
import CreaseHUD

/// What the emulator shows besides the display, and how it changes the device.
///
/// Plain state, so a playtest script can drive the same actions a key press does.
public struct EmulatorState: Sendable, Hashable {
    /// The F1 panel is showing.
    public var showsHelp = false
    /// The region overlay (F10) is showing.
    public var showsRegionOverlay = false
    /// The perspective preview (F11) is showing.
    public var showsPerspective = false
    /// Cameras, covered areas and the crease are drawn (tests of pure overlay pixels turn it off).
    public var showsHardware = true
    /// True while a game window shows its live frame-time graph (Ctrl+G).
    public var showsFrameGraph = false
    /// How the overlay draws, and the extra magenta rectangles it shows.
    public var overlay = RegionOverlay()
    /// The game's controls this frame (its HUD's buttons, from `HUDSnapshot.controlFrames`):
    /// the emulator's fading notes are placed clear of them.
    public var controlFrames: [Rect] = []
    /// The game's status this frame (`HUDSnapshot.statusFrames`): the notes keep off it where
    /// they can, after the controls.
    public var statusFrames: [Rect] = []

    /// Creates the state; the overlay starts as asked.
    public init(showsRegionOverlay: Bool = false) {
        self.showsRegionOverlay = showsRegionOverlay
    }

    /// Applies a posture, hinge, camera or direction action to a device; returns false for
    /// actions that are not about the device (overlays, screenshot, profile).
    public static func apply(_ action: EmulatorAction, to device: inout Device) -> Bool {
        switch action {
        case .flat: device.posture = .flat
        case .tabletop: device.posture = .tabletop
        case .book: device.posture = .book
        case .closed: device.posture = .closed
        case .hingeDown: device.hingeAngle -= 10
        case .hingeUp: device.hingeAngle += 10
        case .toggleInnerCamera: device.innerCameraInUse.toggle()
        case .toggleLayoutDirection: device.layoutDirection = device.layoutDirection.toggled
        case .help, .toggleRegionOverlay, .togglePerspective, .screenshot, .cycleDevice, .toggleFrameGraph, .toggleSound: return false
        }
        return true
    }

    /// A new device with another profile that keeps what the emulator set: posture (and so
    /// orientation), camera and layout direction.
    public static func switching(_ device: Device, to profile: DeviceProfile) -> Device {
        var next = Device(profile: profile)
        next.posture = device.posture
        next.innerCameraInUse = device.innerCameraInUse
        next.layoutDirection = device.layoutDirection
        return next
    }
}
