import Crease
import Foundation

/// crease-viewer's command line: the host's shared flags plus the viewer's own.
///
/// It lives here, beside `HostArguments`, rather than in the executable so that tests and the
/// fuzz targets can parse viewer command lines in-process.
public struct ViewerOptions {
    /// The shared flags, with the device and key settings loaded.
    public var host: HostArguments
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

    /// The usage text.
    public static let usage = """
        usage: crease-viewer [--device NAME|PATH] [--posture P] [--scale S] [--headless] [--frames N]
                             [--screenshot PATH] [--settings PATH] [--camera] [--rtl] [--no-overlay]
                             [--panel] [--press KEYS]

        \(HostArguments.usage)
          --frames N          quit after N frames (--headless alone draws one)
          --screenshot PATH   save the last frame as a PNG (the first one when --frames is not given)
          --no-overlay        start with the region overlay off (F10 toggles it)
          --panel             start with the regions panel open (Tab toggles it)
          --press KEYS        press these keys first, comma-separated (e.g. F3,F10,Tab)
        Keys: F1 shows them all. Esc or Q quits.
        """

    /// Parses the flags (without the program name) and loads the device and key settings.
    ///
    /// - Throws: `ViewerUsageError` on anything unknown or malformed (without a message for
    ///   `--help`); `HostArgumentError` for an unusable profile or `--settings` file.
    public init(arguments: [String]) throws {
        if arguments.contains("-h") || arguments.contains("--help") { throw ViewerUsageError(nil) }
        do {
            host = try HostArguments(parsing: arguments)
        } catch let error as HostArgumentError where error.isUsage {
            throw ViewerUsageError(error.message)
        }
        var rest = host.remaining[...]
        func value(_ flag: String) throws -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw ViewerUsageError("\(flag) needs a value") }
            return value
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--frames":
                let text = try value(flag)
                guard let parsed = Int(text), parsed >= 1 else { throw ViewerUsageError("--frames '\(text)' must be a whole number of at least 1") }
                frames = parsed
            case "--screenshot": screenshot = try value(flag)
            case "--no-overlay": overlay = false
            case "--panel": panel = true
            case "--press": press = try value(flag).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            default: throw ViewerUsageError("unknown flag '\(flag)'")
            }
        }
        if host.options.headless && frames == nil { frames = 1 }
    }
}

/// A request to print crease-viewer's usage, with the problem that caused it (nil for `--help`).
public struct ViewerUsageError: Error, Sendable, Hashable {
    /// What is wrong with the command line, or nil when the usage was asked for.
    public var message: String?

    /// Creates a request; control characters (quoted from the command line) are escaped, so the message stays one line.
    public init(_ message: String?) { self.message = message?.escapingControlCharacters }
}
