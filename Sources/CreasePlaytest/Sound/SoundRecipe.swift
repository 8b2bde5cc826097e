/// One of a game's sounds, declared in code: a name and the voices mixed into it.
///
/// Games declare their sounds this way (`Game.soundRecipes`) instead of shipping audio files,
/// so there is nothing to license; `SoundSynthesizer.render(_:sampleRate:)` turns a recipe
/// into PCM, the same samples on every run.
///
/// ```swift
/// SoundRecipe("hit", [.noise(from: 3000, to: 300, envelope: SoundEnvelope(decay: 0.3), gain: 0.7),
///                     .sweep(.square, from: 160, to: 60, envelope: SoundEnvelope(decay: 0.25), gain: 0.3)])
/// ```
public struct SoundRecipe: Sendable, Hashable {
    /// What cues call it by (`SoundCue.name`).
    public var name: String
    /// The layers, summed.
    public var voices: [SoundVoice]

    /// Creates a recipe.
    public init(_ name: String, _ voices: [SoundVoice]) {
        self.name = name
        self.voices = voices
    }

    /// Seconds until the last voice ends.
    public var duration: Double { voices.map(\.end).max() ?? 0 }
}
