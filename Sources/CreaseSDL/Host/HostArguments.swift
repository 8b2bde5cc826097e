import Crease
import Foundation

/// The host's shared flags (`Flag.hostGroup`: `--device`, `--posture`, `--camera`, `--rtl`,
/// `--headless`, `--scale`, `--settings`), read from a program's parsed command line into
/// window options, with the device profile and the key settings loaded.
public struct HostArguments {
    /// Options for `EmulatorWindow(options:)`.
    public var options = EmulatorWindow.Options()
    /// One line about a settings file found through `$CREASE_SETTINGS` or the config folder that
    /// could not be used (the default keys are used then); print it where the program reports
    /// problems. A bad file given with `--settings` is thrown instead.
    public var settingsProblem: String?

    /// Reads the shared flags from a program's parsed command line (its parser lists
    /// `Flag.hostGroup` among its flags) and loads the device and the key settings.
    ///
    /// - Throws: `UsageError` for a malformed value; `HostArgumentError` for an unusable
    ///   device profile, or an unusable settings file given with `--settings`.
    public init(values: FlagValues, catalog: DeviceCatalog = DeviceCatalog()) throws {
        options.headless = values.isSet(.headless)
        options.scale = try values.double(.scale, in: Flag.scaleRange)
        let posture = try values.posture()
        let settings = values.string(.settings)
        let profile: DeviceProfile
        do {
            profile = try catalog.profile(named: values.string(.device) ?? "duo")
        } catch {
            throw HostArgumentError(message: "\(error)")
        }
        var device = Device(profile: profile)
        if let posture { device.posture = posture }
        device.innerCameraInUse = values.isSet(.camera)
        device.layoutDirection = values.isSet(.rightToLeft) ? .rightToLeft : .leftToRight
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
                if settings != nil { throw HostArgumentError(message: "\(error)") }
                settingsProblem = "\(error); using the default keys"
            }
        }
    }

    /// Parses a command line of the shared flags alone (a program with flags of its own
    /// parses with its own `FlagParser` and calls `init(values:catalog:)`).
    public init(parsing arguments: [String], catalog: DeviceCatalog = DeviceCatalog()) throws {
        try self.init(values: FlagParser(program: "crease", flags: Flag.hostGroup).parse(arguments), catalog: catalog)
    }
}

/// A device profile or settings file the shared flags name that cannot be used.
public struct HostArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in one line.
    public var message: String

    /// Creates an error; control characters (quoted from the command line) are escaped, so it stays one line.
    public init(message: String) {
        self.message = message.escapingControlCharacters
    }

    /// The message.
    public var description: String { message }
}
