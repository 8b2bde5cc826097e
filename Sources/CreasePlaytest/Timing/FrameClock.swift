// CreasePlaytest — the game loop, frame timing, playtest scripts and reports for games on Crease.
// Pure Swift on Foundation, Crease and CreaseHUD's draw list and input events; no SDL, and it
// never reads the wall clock itself: time comes in through a `FrameClock`.

/// A monotonic source of seconds the loop and the playtest session read time from.
///
/// Named `FrameClock`, not `Clock`, so it does not shadow the standard library's `Clock`
/// protocol in games that import both. Readings only ever grow; their zero is arbitrary.
public protocol FrameClock {
    /// The current reading, in seconds since an arbitrary fixed start.
    func now() -> Double
}
