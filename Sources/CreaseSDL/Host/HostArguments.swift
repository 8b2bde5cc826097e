import Crease
import Foundation

/// The command-line flags every program built on the host shares, parsed into window options.
///
/// `--headless`, `--scale S`, `--device NAME|PATH`, `--posture P`, `--settings PATH`,
/// `--camera` and `--rtl`; anything else is left in `remaining` for the program's own flags.
/// A value may follow its flag or join it (`--scale=2`).
public struct HostArguments {
    /// Options for `EmulatorWindow(options:)`.
    public var options = EmulatorWindow.Options()
    /// Arguments this parser did not know, in order.
    public var remaining: [String] = []
    /// One line about a settings file found through `$CREASE_SETTINGS` or the config folder that
    /// could not be used (the default keys are used then); print it where the program reports
    /// problems. A bad file given with `--settings` is thrown instead.
    public var settingsProblem: String?

    /// The shared flags, for a program's usage text.
    public static let usage = """
          --device NAME|PATH  a profile from assets/devices (duo, flip, dual) or a .json file (default duo)
          --posture P         flat, tabletop, book or closed (default flat)
          --scale S           pixels per point, e.g. 2 on a HiDPI screen (default: fit the screen, at most 1)
          --headless          render offscreen through SDL's offscreen driver (no display needed)
          --settings PATH     emulator key settings (JSON; default ~/.config/crease/emulator.json)
          --camera            start with the inner camera in use
          --rtl               start right-to-left
        """

    /// Parses the shared flags and loads the device and the key settings.
    ///
    /// - Throws: `HostArgumentError` for a malformed flag, an unusable device profile, or an
    ///   unusable settings file given with `--settings`.
    public init(parsing arguments: [String], catalog: DeviceCatalog = DeviceCatalog()) throws {
        // "--frames=600" is "--frames 600", as in CreasePlaytest's command line.
        let split = arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
        }
        var rest = split[...]
        var deviceName = "duo"
        var posture: Posture?
        var settings: String?
        var camera = false
        var rightToLeft = false
        func value(_ flag: String) throws -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw HostArgumentError(message: "\(flag) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--headless": options.headless = true
            case "--scale":
                let text = try value(argument)
                guard let scale = Double(text), scale.isFinite, scale >= 0.1, scale <= 8 else {
                    throw HostArgumentError(message: "--scale '\(text)' must be a number from 0.1 to 8")
                }
                options.scale = scale
            case "--device": deviceName = try value(argument)
            case "--posture":
                let text = try value(argument)
                guard let parsed = Posture(rawValue: text) else {
                    throw HostArgumentError(message: "--posture '\(text)' is not one of flat, tabletop, book, closed")
                }
                posture = parsed
            case "--settings": settings = try value(argument)
            case "--camera": camera = true
            case "--rtl": rightToLeft = true
            default: remaining.append(argument)
            }
        }
        let profile: DeviceProfile
        do {
            profile = try catalog.profile(named: deviceName)
        } catch {
            throw HostArgumentError(message: "\(error)", isUsage: false)
        }
        var device = Device(profile: profile)
        if let posture { device.posture = posture }
        device.innerCameraInUse = camera
        device.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        options.device = device
        options.catalog = catalog
        if let path = KeyBindings.settingsPath(explicit: settings) {
            do {
                options.bindings = try KeyBindings.load(path: path)
                options.settingsPath = path
            } catch {
                // A file named with --settings is what the user asked for, so a bad one stops the
                // program as a bad --device does; one found through the environment or the
                // config folder only warns, so a stale file never keeps a program from starting.
                if settings != nil { throw HostArgumentError(message: "\(error)", isUsage: false) }
                settingsProblem = "\(error); using the default keys"
            }
        }
    }
}

/// A shared flag that cannot be used.
public struct HostArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in one line.
    public var message: String
    /// True for a malformed flag (worth showing usage), false for an unusable profile.
    public var isUsage = true

    /// Creates an error; control characters (quoted from the command line) are escaped, so it stays one line.
    public init(message: String, isUsage: Bool = true) {
        self.message = message.escapingControlCharacters
        self.isUsage = isUsage
    }

    /// The message.
    public var description: String { message }
}
