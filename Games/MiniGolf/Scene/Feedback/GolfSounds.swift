import CreasePlaytest
import MiniGolfCore

/// Mini-golf's sounds and the cues a round has asked for: a putt, the ball off a wall or an
/// obstacle, the ball dropping in the cup, a new best. Synthesized in code (no audio files, so nothing to
/// license). Wall knocks are rate-limited, so a ball rattling between two walls clicks
/// instead of buzzing. Nothing here feeds back into the round.
struct GolfSounds: Sendable {
    /// A stroke.
    static let putt = "putt"
    /// The ball bouncing off a wall or an obstacle.
    static let wall = "wall"
    /// The ball dropping in the cup.
    static let cup = "cup"
    /// A new best score for the hole.
    static let best = "best"
    /// Round frames (60 Hz) after a wall knock before the next may sound.
    static let wallGapFrames = 6
    /// The bounce speed (pt/s) that knocks at full volume; slower ones are quieter.
    static let loudBounce = 400.0

    /// Every sound the game plays.
    static let recipes: [SoundRecipe] = [
        SoundRecipe(putt, [
            .sweep(.triangle, from: 900, to: 500, envelope: SoundEnvelope(attack: 0.001, decay: 0.09), gain: 0.5),
            .noise(from: 6_000, to: 2_000, envelope: SoundEnvelope(attack: 0.001, decay: 0.04), gain: 0.3, seed: 21),
        ]),
        SoundRecipe(wall, [
            .sweep(.square, from: 320, to: 180, envelope: SoundEnvelope(attack: 0.001, decay: 0.06), gain: 0.25),
            .noise(from: 1_800, to: 600, envelope: SoundEnvelope(attack: 0.001, decay: 0.05), gain: 0.35, seed: 22),
        ]),
        SoundRecipe(cup, [
            .sweep(from: 700, to: 350, envelope: SoundEnvelope(attack: 0.002, decay: 0.12), gain: 0.45),
            .tone(.sine, 660, envelope: SoundEnvelope(attack: 0.005, hold: 0.05, decay: 0.35), gain: 0.35, delay: 0.12),
            .tone(.sine, 990, envelope: SoundEnvelope(attack: 0.005, hold: 0.05, decay: 0.4), gain: 0.3, delay: 0.2),
        ]),
        SoundRecipe(best, [
            .tone(.triangle, 784, envelope: SoundEnvelope(attack: 0.005, hold: 0.06, decay: 0.2), gain: 0.35),
            .tone(.triangle, 988, envelope: SoundEnvelope(attack: 0.005, hold: 0.06, decay: 0.2), gain: 0.35, delay: 0.1),
            .tone(.triangle, 1175, envelope: SoundEnvelope(attack: 0.005, hold: 0.06, decay: 0.25), gain: 0.35, delay: 0.2),
            .tone(.sine, 1568, envelope: SoundEnvelope(attack: 0.005, hold: 0.1, decay: 0.5), gain: 0.3, delay: 0.3),
        ]),
    ]

    /// False when the player turned the sound off in the pause menu: no cue is handed on.
    var isOn = true
    /// Cues not yet handed to the runner.
    private(set) var pending: [SoundCue] = []
    /// Round frames until a wall may knock again.
    private var wallQuiet = 0

    /// A stroke at `power` (0–1): harder strokes are louder.
    mutating func putted(power: Double) {
        pending.append(SoundCue(Self.putt, volume: 0.4 + 0.6 * power))
    }

    /// A new best score: a rising fanfare.
    mutating func newBest() {
        pending.append(SoundCue(Self.best))
    }

    /// One round frame's events: knocks (rate-limited, louder when faster) and the cup.
    mutating func heard(_ events: [GolfEvent]) {
        wallQuiet = Swift.max(0, wallQuiet - 1)
        for event in events {
            switch event {
            case .bounce(let speed) where wallQuiet == 0:
                pending.append(SoundCue(Self.wall, volume: 0.3 + 0.7 * Swift.min(1, speed / Self.loudBounce)))
                wallQuiet = Self.wallGapFrames
            case .holed: pending.append(SoundCue(Self.cup))
            default: break
            }
        }
    }

    /// The cues so far, oldest first (none while the sound is off); forgets them.
    mutating func take() -> [SoundCue] {
        defer { pending.removeAll() }
        return isOn ? pending : []
    }
}
