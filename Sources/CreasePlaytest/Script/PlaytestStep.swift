import Crease
import CreaseHUD

/// One step of a playtest script: an action at a frame number.
public struct PlaytestStep: Sendable, Hashable {
    /// The frame the action happens in (0 is the first frame).
    public var at: Int
    /// What happens.
    public var action: Action

    /// Creates a step.
    public init(at: Int, _ action: Action) {
        self.at = at
        self.action = action
    }

    /// What a step does.
    public enum Action: Sendable, Hashable {
        /// Hold the device in a posture: `{"posture": "tabletop"}`.
        case posture(Posture)
        /// Move the hinge to an angle, 0–180°: `{"hinge": 120}`.
        case hinge(Double)
        /// Start or stop using the inner camera: `{"camera": true}`.
        case camera(Bool)
        /// Change the app's layout direction: `{"layoutDirection": "rightToLeft"}`.
        case layoutDirection(LayoutDirection)
        /// Press and release a key (an SDL key name): `{"key": "Space"}`.
        case key(String)
        /// Type text: `{"text": "abc"}`.
        case text(String)
        /// Touch and lift at a point, in the display's points: `{"tap": {"x": 100, "y": 800}}`.
        case tap(Point)
        /// Touch and lift at the centre of a HUD element, wherever the HUD has it in that
        /// frame's posture: `{"tap": "fire"}`.
        case tapElement(String)
        /// Touch at `from`, move to `to` over `frames` frames, lift:
        /// `{"drag": {"from": {"x": 10, "y": 700}, "to": {"x": 200, "y": 650}, "frames": 12}}`.
        case drag(from: Point, to: Point, frames: Int)
        /// Save the frame as an image (a window host; headless runs only list it):
        /// `{"screenshot": "after-fold.png"}`.
        case screenshot(String)
        /// Switch to another device profile, keeping posture, camera and direction:
        /// `{"profile": "flip"}` (what the emulator's Ctrl+D does).
        case profile(DeviceProfile)
        /// One input event exactly as the host delivered it (what `--record` writes):
        /// `{"input": {"pointer": "began", "id": 1, "x": 100, "y": 800}}`, `{"input": {"key":
        /// "Space", "down": true}}`, `{"input": {"button": "a", "down": true}}`, `{"input":
        /// {"axis": "leftX", "value": 0.5}}`, `{"input": {"text": "a"}}`, `{"input": {"focus": false}}`.
        case input(InputEvent)

        /// The key the action is written under in JSON.
        public var key: String {
            switch self {
            case .posture: "posture"
            case .hinge: "hinge"
            case .camera: "camera"
            case .layoutDirection: "layoutDirection"
            case .key: "key"
            case .text: "text"
            case .tap, .tapElement: "tap"
            case .drag: "drag"
            case .screenshot: "screenshot"
            case .profile: "profile"
            case .input: "input"
            }
        }

        /// The device change this action makes, if it is one.
        public var deviceChange: DeviceChange? {
            switch self {
            case .posture(let posture): .posture(posture)
            case .hinge(let angle): .hinge(angle)
            case .camera(let inUse): .camera(inUse)
            case .layoutDirection(let direction): .layoutDirection(direction)
            case .profile(let profile): .profile(profile)
            default: nil
            }
        }

        /// The last frame, counted from the step's own, that the action still acts in
        /// (a drag's length; 0 for everything else).
        public var duration: Int {
            if case .drag(_, _, let frames) = self { return frames }
            return 0
        }
    }

    /// The keys a step may have besides `at`, one of which it must have.
    public static let actionKeys = ["posture", "hinge", "camera", "layoutDirection", "profile", "key", "text", "tap", "drag",
                                    "input", "screenshot"]
}
