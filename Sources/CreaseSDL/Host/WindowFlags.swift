import Crease
import CreasePlaytest

extension Flag {
    // The flags only the window host reads.

    /// `--scale S`.
    public static let scale = Flag("--scale", "S", "window pixels per point, 0.1 to 8 (default: fit the screen)")
    /// `--settings PATH`.
    public static let settings = Flag("--settings", "PATH", "emulator key settings (default ~/.config/crease/emulator.json)")

    /// The window's own flags, which a game's command line takes beside the playtest's.
    public static let windowGroup: [Flag] = [.scale, .settings]

    /// The flags every program on the emulator host shares.
    public static let hostGroup: [Flag] = Flag.deviceGroup + [.headless] + windowGroup

    /// The range `--scale` accepts everywhere.
    public static let scaleRange: ClosedRange<Double> = 0.1...8
}

/// The window's own flags of a game's command line (`Flag.windowGroup`), read and checked.
public struct WindowFlags: Sendable, Hashable {
    /// Window pixels per display point (`--scale`); nil fits the screen.
    public var scale: Double?
    /// The emulator key settings file (`--settings`); nil looks in the usual places.
    public var settings: String?

    /// Reads the flags from what the command line gave them.
    ///
    /// - Throws: `UsageError` naming the flag when a value is malformed or out of range.
    public init(_ values: FlagValues) throws(UsageError) {
        scale = try values.double(.scale, in: Flag.scaleRange)
        settings = values.string(.settings)
    }
}
