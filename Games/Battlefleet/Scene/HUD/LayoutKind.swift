import Crease
import CreaseHUD

/// How the scene arranges itself for the way the device is held.
public enum LayoutKind: String, Sendable, Hashable, CaseIterable {
    /// The fold runs across (tabletop, or flat after tabletop): enemy waters and status on the
    /// raised half, your fleet, the aiming pad and the fire button on the flat half.
    case stacked
    /// The fold runs down (book, or flat landscape): the two boards side by side across it.
    case sideBySide
    /// Closed: one compact board on the outer display, clear of the cameras.
    case closed
}
