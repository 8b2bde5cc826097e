import Crease

extension Flag {
    /// `--headless`: the run plan reads it (frame count, one step per frame, timing passes),
    /// so it is declared with the runner's pure half; the SDL host renders offscreen for it.
    public static let headless = Flag(switch: "--headless", "no window: render offscreen (no display needed), one fixed step per frame")
}
