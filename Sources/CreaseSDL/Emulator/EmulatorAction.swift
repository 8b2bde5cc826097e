/// Something the posture emulator can do at a keypress (or when a script asks).
public enum EmulatorAction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Shows or hides the help overlay that lists every key.
    case help
    /// Fully open.
    case flat
    /// Half open like a laptop (fold horizontal).
    case tabletop
    /// Half open like a book (fold vertical).
    case book
    /// Shut: the outer display shows.
    case closed
    /// Closes the hinge by 10°; the posture follows with the profile's hysteresis.
    case hingeDown
    /// Opens the hinge by 10°.
    case hingeUp
    /// Turns the inner (selfie) camera on or off, which (de)activates its occlusion.
    case toggleInnerCamera
    /// Switches the app's layout direction between left-to-right and right-to-left.
    case toggleLayoutDirection
    /// Shows or hides the reserved-region overlay.
    case toggleRegionOverlay
    /// Shows or hides the perspective preview of a half-open device.
    case togglePerspective
    /// Saves a PNG of the display and prints its path.
    case screenshot
    /// Switches to the next device profile in assets/devices.
    case cycleDevice
    /// Shows or hides the live frame-time graph (in windows run by `GameRunner`).
    case toggleFrameGraph
    /// Turns the game's sound off or on (in windows run by `GameRunner`).
    case toggleSound

    /// The key it has unless the settings file says otherwise.
    public var defaultChord: KeyChord {
        switch self {
        case .help: KeyChord(key: "F1")
        case .flat: KeyChord(key: "F2")
        case .tabletop: KeyChord(key: "F3")
        case .book: KeyChord(key: "F4")
        case .closed: KeyChord(key: "F5")
        case .hingeDown: KeyChord(key: "F6")
        case .hingeUp: KeyChord(key: "F7")
        case .toggleInnerCamera: KeyChord(key: "F8")
        case .toggleLayoutDirection: KeyChord(key: "F9")
        case .toggleRegionOverlay: KeyChord(key: "F10")
        case .togglePerspective: KeyChord(key: "F11")
        case .screenshot: KeyChord(key: "F12")
        case .cycleDevice: KeyChord(key: "D", modifiers: .control)
        case .toggleFrameGraph: KeyChord(key: "G", modifiers: .control)
        case .toggleSound: KeyChord(key: "M", modifiers: .control)
        }
    }

    /// What it does, for the help overlay.
    public var summary: String {
        switch self {
        case .help: "show / hide this help"
        case .flat: "posture: flat (fully open)"
        case .tabletop: "posture: tabletop (fold horizontal)"
        case .book: "posture: book (fold vertical)"
        case .closed: "posture: closed (outer display)"
        case .hingeDown: "hinge −10° (posture follows)"
        case .hingeUp: "hinge +10° (posture follows)"
        case .toggleInnerCamera: "inner camera in use on / off"
        case .toggleLayoutDirection: "layout direction LTR / RTL"
        case .toggleRegionOverlay: "reserved-region overlay on / off"
        case .togglePerspective: "perspective preview on / off"
        case .screenshot: "save a PNG screenshot"
        case .cycleDevice: "next device profile"
        case .toggleFrameGraph: "frame-time graph on / off (games)"
        case .toggleSound: "sound off / on (games)"
        }
    }
}
