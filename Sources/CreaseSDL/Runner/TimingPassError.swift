/// A `--passes` run whose later pass did not play the frames the first one did: it ran a
/// different number of frames or ended in another state, so its times are not of the same
/// frames and cannot be merged. The game does not replay deterministically from its seed.
struct TimingPassError: Error, CustomStringConvertible {
    /// The pass that differed (2 or more).
    var pass: Int
    /// Frames that pass ran.
    var frames: Int
    /// The state hash that pass ended in.
    var stateHash: String
    /// Frames the first pass ran.
    var firstFrames: Int
    /// The state hash the first pass ended in.
    var firstStateHash: String

    /// "pass 2 of --passes ran 598 frames and ended in state …, the first 600 frames in state …: …".
    var description: String {
        "pass \(pass) of --passes ran \(frames) frames and ended in state \(stateHash), the first \(firstFrames) frames in state "
            + "\(firstStateHash): the game does not replay the same frames from its seed, so its passes cannot be compared; "
            + "run with --passes 1"
    }
}
