import Crease
import Foundation

/// crease-viewer's command line.
struct ViewerOptions {
    var device = "duo"
    var posture: Posture?
    var scale: Double?
    var headless = false
    var frames: Int?
    var screenshot: String?
    var settings: String?
    var cameraInUse = false
    var rightToLeft = false
    var overlay = true
    var panel = false
    var press: [String] = []

    static let usage = """
        usage: crease-viewer [--device NAME|PATH] [--posture P] [--scale S] [--headless] [--frames N]
                             [--screenshot PATH] [--settings PATH] [--camera] [--rtl] [--no-overlay]
                             [--panel] [--press KEYS]

          --device NAME|PATH  a profile from assets/devices (duo, flip, dual) or a .json file (default duo)
          --posture P         flat, tabletop, book or closed (default flat)
          --scale S           pixels per point, e.g. 2 on a HiDPI screen (default: fit the screen, at most 1)
          --headless          render offscreen (no display needed); implies --frames 1 unless given
          --frames N          quit after N frames
          --screenshot PATH   save the last frame as a PNG (the first one when --frames is not given)
          --settings PATH     emulator key settings (JSON; default ~/.config/crease/emulator.json)
          --camera            start with the inner camera in use
          --rtl               start right-to-left
          --no-overlay        start with the region overlay off (F10 toggles it)
          --panel             start with the regions panel open (Tab toggles it)
          --press KEYS        press these keys first, comma-separated (e.g. F3,F10,Tab)
        Keys: F1 shows them all. Esc or Q quits.
        """

    /// Parses the flags; throws `ViewerUsageError` on anything unknown or malformed.
    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw ViewerUsageError("\(flag) needs a value") }
            return value
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--device": device = try value(flag)
            case "--posture":
                let text = try value(flag)
                guard let parsed = Posture(rawValue: text) else {
                    throw ViewerUsageError("--posture '\(text)' is not one of flat, tabletop, book, closed")
                }
                posture = parsed
            case "--scale":
                let text = try value(flag)
                guard let parsed = Double(text), parsed.isFinite, parsed >= 0.1, parsed <= 8 else {
                    throw ViewerUsageError("--scale '\(text)' must be a number from 0.1 to 8")
                }
                scale = parsed
            case "--headless": headless = true
            case "--frames":
                let text = try value(flag)
                guard let parsed = Int(text), parsed >= 1 else { throw ViewerUsageError("--frames '\(text)' must be a whole number of at least 1") }
                frames = parsed
            case "--screenshot": screenshot = try value(flag)
            case "--settings": settings = try value(flag)
            case "--camera": cameraInUse = true
            case "--rtl": rightToLeft = true
            case "--no-overlay": overlay = false
            case "--panel": panel = true
            case "--press": press = try value(flag).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "-h", "--help": throw ViewerUsageError(nil)
            default: throw ViewerUsageError("unknown flag '\(flag)'")
            }
        }
        if headless && frames == nil { frames = 1 }
    }
}

/// A request to print usage, with the problem that caused it (nil for `--help`).
struct ViewerUsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
