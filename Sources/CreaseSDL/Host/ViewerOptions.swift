import Crease
import Foundation

/// crease-viewer's command line: the host's shared flags plus the viewer's own, read by the
/// one `FlagParser`.
///
/// It lives here, beside `HostArguments`, rather than in the executable so that tests and the
/// fuzz targets can parse viewer command lines in-process.
public struct ViewerOptions {
    /// The shared flags, with the device and key settings loaded.
    public var host: HostArguments
    /// `--help` was asked for: print `usage` and exit 0.
    public var help = false
    /// Quit after this many frames (`--frames`; `--headless` alone draws one).
    public var frames: Int?
    /// Save the last frame here (`--screenshot`).
    public var screenshot: String?
    /// The region overlay is on at start (`--no-overlay` turns it off).
    public var overlay = true
    /// The regions panel is open at start (`--panel`).
    public var panel = false
    /// Keys pressed first (`--press F3,F10`).
    public var press: [String] = []

    /// `--frames N`.
    static let framesFlag = Flag("--frames", "N", "quit after N frames (--headless alone draws one)")
    /// `--screenshot PATH`.
    static let screenshotFlag = Flag("--screenshot", "PATH", "save the last frame as a PNG (the first one when --frames is not given)")
    /// `--no-overlay`.
    static let noOverlayFlag = Flag(switch: "--no-overlay", "start with the region overlay off (F10 toggles it)")
    /// `--panel`.
    static let panelFlag = Flag(switch: "--panel", "start with the regions panel open (Tab toggles it)")
    /// `--press KEYS`.
    static let pressFlag = Flag("--press", "KEYS", "press these keys first, comma-separated (e.g. F3,F10,Tab)")

    /// The viewer's command line.
    public static let parser = FlagParser(program: "crease-viewer",
                                          flags: Flag.hostGroup + [framesFlag, screenshotFlag, noOverlayFlag, panelFlag, pressFlag])

    /// The usage text.
    public static var usage: String { parser.help(footer: "Keys: F1 shows them all. Esc or Q quits.") }

    /// Parses the flags (without the program name) and loads the device and key settings.
    ///
    /// - Throws: `UsageError` on anything unknown or malformed; `HostArgumentError` for an
    ///   unusable profile or `--settings` file.
    public init(arguments: [String]) throws {
        let values = try Self.parser.parse(arguments)
        help = values.help
        frames = try values.int(Self.framesFlag)
        screenshot = values.string(Self.screenshotFlag)
        overlay = !values.isSet(Self.noOverlayFlag)
        panel = values.isSet(Self.panelFlag)
        press = values.string(Self.pressFlag).map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        host = try HostArguments(values: values)
        if host.options.headless && frames == nil { frames = 1 }
    }
}
