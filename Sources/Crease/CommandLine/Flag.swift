/// One flag of a command line, declared once: its name, its value's placeholder (nil for a
/// switch) and a one-line summary. The parser, the usage text and the guides' flag tables
/// all come from these declarations, so they cannot disagree.
public struct Flag: Sendable, Hashable {
    /// The flag as typed, with its dashes ("--frames").
    public var name: String
    /// The value's placeholder in the usage ("N", "PATH"), or nil for a switch.
    public var value: String?
    /// What it does, in one line for the usage text.
    public var summary: String

    /// Declares a flag that takes a value.
    public init(_ name: String, _ value: String, _ summary: String) {
        self.name = name
        self.value = value
        self.summary = summary
    }

    /// Declares a switch (a flag with no value).
    public init(switch name: String, _ summary: String) {
        self.name = name
        self.value = nil
        self.summary = summary
    }

    /// True for a flag that takes a value.
    public var takesValue: Bool { value != nil }

    /// "--frames N" or "--headless", as the usage writes it.
    public var synopsis: String { value.map { "\(name) \($0)" } ?? name }
}

extension Flag {
    // The flags several programs share, with one meaning and one range each.

    /// `--device NAME|PATH`.
    public static let device = Flag("--device", "NAME|PATH", "device profile: duo, flip, dual or a .json file (default duo)")
    /// `--posture P`.
    public static let posture = Flag("--posture", "P", "start posture: flat, tabletop, book or closed")
    /// `--camera`.
    public static let camera = Flag(switch: "--camera", "start with the inner camera in use")
    /// `--rtl`.
    public static let rightToLeft = Flag(switch: "--rtl", "start right-to-left")
    /// `--frames N`.
    public static let frames = Flag("--frames", "N", "run N frames, then quit")
    /// `--screenshot PATH`.
    public static let screenshot = Flag("--screenshot", "PATH", "save the last frame as a PNG (headless too)")
    /// `--seed N`.
    public static let seed = Flag("--seed", "N", "random seed (default 1; in a window, a new one each launch)")
    /// `--json`.
    public static let json = Flag(switch: "--json", "one JSON document instead of the table")
    /// `--help`.
    public static let help = Flag(switch: "--help", "print this and exit")

    /// The flags that set up the emulated device: profile, posture, camera and direction.
    public static let deviceGroup: [Flag] = [.device, .posture, .camera, .rightToLeft]
}
