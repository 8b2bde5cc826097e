import Crease
import CreaseHUD
import Foundation

/// Writes a chart's draw list into a PNG file: how `crease report compare --chart` saves the
/// chart `FrameChart` draws.
///
/// The tools' floor never imports SDL, so the executable hands one in: `crease` renders the
/// list with CreaseSDL's renderer and writes it with SDL2_image (`DrawListImage`), the one PNG
/// writer, as the games save the chart beside a report.
public protocol ChartWriter {
    /// Renders `list`, `size` points over `background`, and writes it to `url` as a PNG.
    ///
    /// - Throws: what kept the file from being drawn or written, in one line.
    func writePNG(_ list: DrawList, size: Size, background: Color, to url: URL) throws
}
