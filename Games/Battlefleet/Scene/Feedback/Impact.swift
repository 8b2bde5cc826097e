import BattlefleetRules
import Crease
import CreaseHUD
import Foundation

/// The punch of a shot landing on a ship: the board it hit shakes and flashes; a ship going
/// down shakes it harder and longer and flashes, gold where the viewer sank it and red where
/// their own ship went down, and sends a ring out from its hull.
///
/// Worked out from the effects' ages, which only the fixed step moves, so a replay shakes
/// the same way on every frame, in a window or headless.
struct Impact: Sendable, Hashable {
    /// Seconds a hit shakes its board.
    static let hitShake = 0.25
    /// Seconds a sinking shakes its board.
    static let sunkShake = 0.6
    /// How often the shake and the flash change, per second.
    static let stepsPerSecond = 20.0

    /// How far the board is moved now across, in cells.
    var dx: Double
    /// How far the board is moved now down, in cells.
    var dy: Double
    /// The flash over the board now, if any.
    var flash: Color?

    /// The impact on `waters` from the latest landed hit or sinking there, if it is still felt;
    /// `isViewersShot` when the viewer fired it (good news: a sinking flashes gold, not red).
    init?(effects: [Effect], waters: PlayerID, isViewersShot: Bool = false) {
        guard let effect = effects.last(where: { effect in
            guard effect.waters == waters, effect.hasBegun else { return false }
            switch effect.kind {
            case .blast, .sinking: return effect.age - effect.delay < Self.sunkShake
            case .shell, .splash: return false
            }
        }) else { return nil }
        let sunk = if case .sinking = effect.kind { true } else { false }
        // The shake and the flash step 20 times a second, as the fires flicker: a jolt reads
        // as sharply, and the frames between leave the board's pixels alone.
        let since = ((effect.age - effect.delay) * Self.stepsPerSecond).rounded(.down) / Self.stepsPerSecond
        let length = sunk ? Self.sunkShake : Self.hitShake
        guard since < length else { return nil }
        // A damped shake: strong at once, gone by the end.
        let left = 1 - since / length
        let amplitude = (sunk ? 0.34 : 0.16) * left * left
        dx = amplitude * sin(since * 90)
        dy = amplitude * 0.6 * cos(since * 71)
        let flashLength = sunk ? 0.4 : 0.15
        flash = since < flashLength
            ? (sunk && !isViewersShot ? Palette.sunkFlash : Palette.fireCore).withAlpha(UInt8((sunk ? 80 : 50) * (1 - since / flashLength)))
            : nil
    }
}
