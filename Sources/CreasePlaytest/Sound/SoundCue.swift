/// A game's request to play one of its sounds now: the recipe's name and how loud.
///
/// A game queues cues while it updates and hands them over in `Game.takeSoundCues()`; the
/// driver drains them once per fixed step, counts them for the report (`sounds`) and passes
/// them to the host in `FrameOutput.sounds`. Cues never feed back into the game, so a run's
/// state hash is the same with sound, muted, or headless.
public struct SoundCue: Sendable, Hashable {
    /// The `SoundRecipe.name` to play ("hit").
    public var name: String
    /// Loudness from 0 (silent) to 1 (the recipe as rendered).
    public var volume: Double

    /// Creates a cue; the volume is clamped to 0–1 (NaN is silent).
    public init(_ name: String, volume: Double = 1) {
        self.name = name
        self.volume = volume.isNaN ? 0 : Swift.min(1, Swift.max(0, volume))
    }
}
