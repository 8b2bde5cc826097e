import Crease

/// One cell of a playtest matrix: a device profile, the posture it starts in, a layout
/// direction, whether the inner camera starts in use, and the script every cell shares.
public struct MatrixCell: Sendable, Hashable, Codable {
    /// The device profile's name (or path, as given).
    public var profile: String
    /// The posture the cell starts in (the script's own posture steps still happen).
    public var posture: Posture
    /// The layout direction it starts in.
    public var direction: LayoutDirection
    /// Whether the inner camera starts in use.
    public var camera: Bool
    /// The script's name or path, as given to `--scripts`.
    public var script: String

    /// Creates a cell.
    public init(profile: String, posture: Posture, direction: LayoutDirection, camera: Bool, script: String) {
        self.profile = profile
        self.posture = posture
        self.direction = direction
        self.camera = camera
        self.script = script
    }

    /// "duo-tabletop-ltr-camera-off-fold-cycle": unique within a matrix, safe as a folder name.
    public var id: String {
        [Self.slug(profile), posture.rawValue, directionName, "camera-\(cameraName)", Self.slug(script)].joined(separator: "-")
    }

    /// "ltr" or "rtl", as `--directions` takes it.
    public var directionName: String { direction == .leftToRight ? "ltr" : "rtl" }

    /// "on" or "off", as `--camera` takes it.
    public var cameraName: String { camera ? "on" : "off" }

    /// A profile or script as a name: a path's file name without `.json`, anything but
    /// letters, digits and dashes turned into dashes.
    public static func slug(_ text: String) -> String {
        var name = text.split(separator: "/").last.map(String.init) ?? text
        if name.hasSuffix(".json") { name.removeLast(5) }
        let cleaned = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
        return cleaned.isEmpty ? "-" : cleaned
    }
}
