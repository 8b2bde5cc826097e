import BattlefleetRules
import CreasePlaytest

/// Battlefleet's sounds, synthesized in code (no audio files, so nothing to license): a shot
/// as it fires, then, as its shell lands, the splash of a miss, the blast of a hit or a ship
/// going down. The shot is cued where it is fired (`didFire`), the landing by the effect that
/// begins as the shell lands (`Feedback.advance`); cues never touch the match. The pause
/// menu's Sound button turns them off (`settings.sound`).
extension BattlefleetGame {
    /// The sound of a shot fired.
    public static let shotSound = "shot"
    /// A miss landing in the water.
    public static let splashSound = "splash"
    /// A hit on a ship.
    public static let hitSound = "hit"
    /// The last hit on a ship: it goes down.
    public static let sunkSound = "sunk"

    /// Every sound the game plays. The landing sounds are cued as the shell lands, so they
    /// start at once.
    public static let sounds: [SoundRecipe] = [
        SoundRecipe(shotSound, [
            .noise(from: 4_000, to: 500, envelope: SoundEnvelope(attack: 0.002, decay: 0.16), gain: 0.45, seed: 11),
            .sweep(from: 220, to: 70, envelope: SoundEnvelope(attack: 0.002, decay: 0.2), gain: 0.5),
        ]),
        SoundRecipe(splashSound, [
            .noise(from: 2_500, to: 350, envelope: SoundEnvelope(attack: 0.02, hold: 0.05, decay: 0.45), gain: 0.55, seed: 12),
            .sweep(from: 520, to: 900, envelope: SoundEnvelope(attack: 0.01, decay: 0.12), gain: 0.15, delay: 0.06),
        ]),
        SoundRecipe(hitSound, [
            .noise(from: 5_000, to: 200, envelope: SoundEnvelope(attack: 0.003, decay: 0.38), gain: 0.75, seed: 13),
            .sweep(.square, from: 120, to: 45, envelope: SoundEnvelope(attack: 0.003, decay: 0.3), gain: 0.3),
        ]),
        SoundRecipe(sunkSound, [
            .noise(from: 3_000, to: 120, envelope: SoundEnvelope(attack: 0.005, hold: 0.1, decay: 1.0), gain: 0.6, seed: 14),
            .sweep(.triangle, from: 300, to: 55, envelope: SoundEnvelope(attack: 0.02, hold: 0.25, decay: 0.9), gain: 0.45, delay: 0.16),
        ]),
    ]

    /// The recipes the runner renders before the first frame (`sounds`).
    public var soundRecipes: [SoundRecipe] { Self.sounds }

    /// The sounds queued since the last call, oldest first; none while the game's sound is off.
    public mutating func takeSoundCues() -> [SoundCue] {
        let cues = feedback.takeSoundCues()
        return settings.sound ? cues : []
    }

    /// Queues a shot's sound for each record as it is fired (its landing is cued as it lands).
    mutating func cueSounds(for records: [ShotRecord]) {
        for _ in records { feedback.soundCues.append(SoundCue(Self.shotSound)) }
    }
}
