import Crease

/// What the board cells were placed for (`hudDidLayOut`): each board, its geometry, and
/// whether the game was paused.
struct BoardPlacement: Hashable {
    var slots: [BoardSlot]
    var geometries: [BoardGeometry?]
    var isPaused: Bool
}
