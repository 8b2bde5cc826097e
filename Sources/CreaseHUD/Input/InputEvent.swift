import Crease

/// Which finger or mouse a pointer event belongs to. The mouse is `PointerID.mouse`; touch
/// fingers get their own ids, so several can be down at once.
public struct PointerID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The raw id.
    public var rawValue: Int64

    /// Creates an id.
    public init(_ rawValue: Int64) { self.rawValue = rawValue }

    /// The mouse, treated as one touch pointer.
    public static let mouse = PointerID(-1)

    /// "mouse" or "finger N".
    public var description: String { self == .mouse ? "mouse" : "finger \(rawValue)" }
}

/// A pointer's phase.
public enum PointerPhase: String, Sendable, Hashable, Codable {
    /// Pressed (finger down, mouse button down).
    case began
    /// Moved while pressed.
    case moved
    /// Released.
    case ended
    /// Lost (window focus left mid-drag); treat like ended without activating anything.
    case cancelled
    /// Moved while not pressed (mouse only): for hover highlights.
    case hovered
}

/// A pointer event in display points.
public struct PointerEvent: Sendable, Hashable {
    /// The finger or the mouse.
    public var id: PointerID
    /// What happened.
    public var phase: PointerPhase
    /// Where, in display points.
    public var location: Point

    /// Creates a pointer event.
    public init(id: PointerID, phase: PointerPhase, location: Point) {
        self.id = id
        self.phase = phase
        self.location = location
    }
}

/// Modifier keys held during a key event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Either Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Ctrl.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either Super / Windows / Command.
    public static let gui = KeyModifiers(rawValue: 1 << 3)
}

/// A key press or release. Keys are named as SDL names them (`SDL_GetKeyName`): "Space",
/// "Return", "Escape", "Left", "A", "F3"….
public struct KeyEvent: Sendable, Hashable {
    /// The SDL key name.
    public var key: String
    /// True for a press, false for a release.
    public var isDown: Bool
    /// True for an auto-repeat press.
    public var isRepeat: Bool
    /// Modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    public init(key: String, isDown: Bool, isRepeat: Bool = false, modifiers: KeyModifiers = []) {
        self.key = key
        self.isDown = isDown
        self.isRepeat = isRepeat
        self.modifiers = modifiers
    }
}

/// A game-controller button, named as SDL's GameController API names them (Xbox layout).
public enum GamepadButton: String, Sendable, Hashable, Codable, CaseIterable {
    case a, b, x, y, back, guide, start, leftStick, rightStick, leftShoulder, rightShoulder
    case dpadUp, dpadDown, dpadLeft, dpadRight
}

/// A game-controller axis.
public enum GamepadAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case leftX, leftY, rightX, rightY, leftTrigger, rightTrigger
}

/// Everything the host tells the HUD and the game, in display points. A window and a
/// playtest script produce the same events, so both take the same path.
public enum InputEvent: Sendable, Hashable {
    /// A mouse or finger.
    case pointer(PointerEvent)
    /// A key.
    case key(KeyEvent)
    /// Text typed (after the keyboard layout and input method).
    case text(String)
    /// A controller button; `controller` tells controllers apart.
    case gamepadButton(GamepadButton, isDown: Bool, controller: Int)
    /// A controller axis, -1…1 (triggers 0…1).
    case gamepadAxis(GamepadAxis, value: Double, controller: Int)
    /// The window gained (true) or lost (false) keyboard focus.
    case windowFocus(Bool)
}
