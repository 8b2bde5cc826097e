import BattlefleetRules

/// A board the scene draws into one of the HUD's viewports.
public struct BoardSlot: Sendable, Hashable {
    /// What a touch on the board does.
    public enum Purpose: Sendable, Hashable {
        /// Aims `shooter`'s cursor (tap a cell, tap it again to fire).
        case aim(PlayerID)
        /// Drags, selects and turns `player`'s ships.
        case place(PlayerID)
        /// Read only.
        case view
    }

    /// The viewport's HUD id.
    public var id: ElementID
    /// Whose waters it shows.
    public var waters: PlayerID
    /// True when the ships afloat are drawn (your own fleet; every fleet once the match ends).
    public var showsFleet: Bool
    /// What a touch does.
    public var purpose: Purpose
}
