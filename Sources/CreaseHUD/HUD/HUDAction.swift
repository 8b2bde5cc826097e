import Crease

/// A widget state change the game hears about: drained once a frame with `HUD.drainActions()`.
public enum HUDAction: Sendable, Hashable {
    /// A button was tapped (released over it, or Return / Space / A while focused).
    case tapped(String)
    /// A hold button was pressed.
    case holdBegan(String)
    /// A hold button was released (or its finger lost).
    case holdEnded(String)
    /// A toggle flipped; the new state.
    case toggled(String, isOn: Bool)
    /// A slider moved; the new value.
    case valueChanged(String, value: Double)
    /// A stick moved; each axis in -1…1, y down. Zero when released.
    case stickMoved(String, Point)
    /// A drag pad's aim changed while dragging.
    case aimChanged(String, Aim)
    /// A drag pad was released with enough power: shoot with this aim.
    case aimReleased(String, Aim)
    /// A drag pad was released too gently, or the drag was lost: no shot.
    case aimCancelled(String)

    /// The id of the element that acted.
    public var element: String {
        switch self {
        case .tapped(let id), .holdBegan(let id), .holdEnded(let id), .toggled(let id, _),
             .valueChanged(let id, _), .stickMoved(let id, _), .aimChanged(let id, _),
             .aimReleased(let id, _), .aimCancelled(let id):
            id
        }
    }
}
