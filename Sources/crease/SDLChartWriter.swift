import Crease
import CreaseHUD
import CreaseSDL
import CreaseTools
import Foundation

/// Writes `crease report compare --chart`'s chart the way a game writes the chart beside its
/// report: SDL started headless (its offscreen video driver, else the dummy one, so no display
/// is needed), the list drawn by CreaseSDL's renderer and saved by SDL2_image (`DrawListImage`).
///
/// SDL starts only when a chart is written, so `crease regions` and `crease devices` never
/// touch it.
struct SDLChartWriter: ChartWriter {
    /// Starts SDL headless if it is not yet, renders the list and writes the PNG atomically.
    ///
    /// - Throws: `SDLError` when SDL cannot start or encode, `MissingAssetError` for a missing
    ///   font, `AtomicFileError` when the file cannot be written.
    func writePNG(_ list: DrawList, size: Size, background: Color, to url: URL) throws {
        // `crease` runs its command on the main thread (main.swift's top level).
        try MainActor.assumeIsolated {
            try SDLLibrary.start(.headless)
            try DrawListImage.writePNG(list, size: size, background: background, to: url)
        }
    }
}
