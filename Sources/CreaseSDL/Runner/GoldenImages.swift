import CSDL2
import Crease
import CreasePlaytest
import Foundation

/// Golden images for a script's screenshots (`--golden DIR`, `--update-golden`): each
/// screenshot `NAME.png` is compared with `DIR/NAME.png`, within a tolerance, as Playwright's
/// and Paparazzi's screenshot tests do.
///
/// A pixel differs when any channel differs by more than `channelThreshold`; an image
/// matches when at most `maximumDifferingShare` of its pixels differ (and it has the golden's
/// size). On a mismatch `NAME.actual.png` and `NAME.diff.png` (the golden dimmed, differing
/// pixels in magenta) are written to `outputFolder`. A missing golden is a failure unless
/// `update` is on, which writes every golden afresh instead.
@MainActor
public struct GoldenImages {
    /// Where the goldens are.
    public var directory: URL
    /// Write the goldens instead of comparing.
    public var update: Bool
    /// Where `.actual.png` and `.diff.png` go (beside the report).
    public var outputFolder: URL
    /// The largest per-channel difference that still counts as equal (default 8 of 255).
    public var channelThreshold = 8
    /// The largest share of pixels that may differ (default 0.1%).
    public var maximumDifferingShare = 0.001
    /// One line per image that did not match, in order.
    public private(set) var failures: [String] = []

    /// Goldens in `directory`, matched within `tolerance`; mismatches written to `outputFolder`.
    public init(directory: URL, update: Bool, outputFolder: URL, tolerance: GoldenTolerance = .standard) {
        self.directory = directory
        self.update = update
        self.outputFolder = outputFolder
        channelThreshold = tolerance.channelThreshold
        maximumDifferingShare = tolerance.differingShare
    }

    /// Checks (or, updating, writes) the golden of one screenshot.
    public mutating func check(_ image: PixelImage, name: String) throws {
        let golden = directory.appendingPathComponent("\(name).png")
        if update {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try EmulatorWindow.savePNG(image, to: golden.path)
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            failures.append("\(name): no golden at \(golden.path) (run with --update-golden to write it)")
            try write(image, as: "\(name).actual.png")
            return
        }
        let expected = try Self.load(golden)
        guard expected.width == image.width, expected.height == image.height else {
            failures.append("\(name): \(image.width) × \(image.height) px, the golden is \(expected.width) × \(expected.height)")
            try write(image, as: "\(name).actual.png")
            return
        }
        let (count, diff) = Self.difference(image, expected, threshold: channelThreshold)
        let allowed = Int((Double(image.width * image.height) * maximumDifferingShare).rounded(.down))
        guard count > allowed else { return }
        failures.append("\(name): \(count) pixels differ from \(golden.lastPathComponent) (at most \(allowed) may)")
        try write(image, as: "\(name).actual.png")
        try write(diff, as: "\(name).diff.png")
    }

    /// The pixels that differ by more than `threshold` in any channel, and an image of them:
    /// the golden dimmed to a third, each differing pixel magenta.
    static func difference(_ actual: PixelImage, _ golden: PixelImage, threshold: Int) -> (Int, PixelImage) {
        var bytes = golden.bytes
        var count = 0
        for pixel in 0..<(actual.width * actual.height) {
            let i = pixel * 4
            var differs = false
            for channel in 0..<4 where abs(Int(actual.bytes[i + channel]) - Int(golden.bytes[i + channel])) > threshold { differs = true }
            if differs {
                count += 1
                bytes[i] = 255; bytes[i + 1] = 0; bytes[i + 2] = 255; bytes[i + 3] = 255
            } else {
                for channel in 0..<3 { bytes[i + channel] /= 3 }
                bytes[i + 3] = 255
            }
        }
        return (count, PixelImage(width: golden.width, height: golden.height, bytes: bytes))
    }

    /// A PNG's pixels as RGBA.
    static func load(_ url: URL) throws -> PixelImage {
        let converted = try Surface.loading(url.path, as: SDL_PIXELFORMAT_RGBA32, "golden")
        return PixelImage(width: converted.width, height: converted.height, bytes: converted.packedPixels(UInt8.self, perRow: converted.width * 4))
    }

    private func write(_ image: PixelImage, as name: String) throws {
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        try EmulatorWindow.savePNG(image, to: outputFolder.appendingPathComponent(name).path)
    }
}

/// Screenshots that did not match their goldens: one line each.
public struct GoldenMismatchError: Error, CustomStringConvertible {
    /// The lines.
    public var failures: [String]
    /// The run's report, written as usual before the mismatch was thrown.
    public var report: PlaytestReport?
    /// The lines, joined.
    public var description: String { failures.joined(separator: "\n") }
}
