import CreasePlaytest

/// The runner's side of mini-golf's sounds (`GolfSounds` holds the recipes and the cues).
extension MiniGolfGame {
    /// The recipes the runner renders before the first frame.
    public var soundRecipes: [SoundRecipe] { GolfSounds.recipes }

    /// The sounds the round asked for since the last call, oldest first.
    public mutating func takeSoundCues() -> [SoundCue] { sounds.take() }

    /// The host muted or unmuted the sound, or has no audio device: the pause menu says so.
    public mutating func hostSoundDidChange(_ sound: HostSound) {
        hostSound = sound
        refreshMenu()
    }
}
