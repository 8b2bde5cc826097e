// CreaseHUD — HUD layout around reserved regions, widgets, input, transitions and fold lint.
// Pure Swift on the Crease core; it never calls SDL: it emits a DrawList that a backend renders,
// and measures text through a TextMeasurer it is given.
import Crease

/// An sRGB colour with straight (not premultiplied) alpha, 0–255 per channel.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8
    /// Opacity: 0 transparent, 255 opaque.
    public var alpha: UInt8

    /// Creates a colour from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from 0xRRGGBB.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour with its opacity scaled by a fraction (0–1), for fades.
    public func fading(_ fraction: Double) -> Color {
        withAlpha(UInt8((Double(alpha) * Swift.min(1, Swift.max(0, fraction))).rounded()))
    }

    /// The colour mixed toward another by a fraction (0 = self, 1 = other).
    public func mixed(with other: Color, by fraction: Double) -> Color {
        let t = Swift.min(1, Swift.max(0, fraction))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    /// "#RRGGBBAA".
    public var description: String {
        "#" + [red, green, blue, alpha].map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// The overlay red used for occlusions (the articles' visualization).
    public static let occlusionRed = Color(red: 230, green: 40, blue: 40)
    /// The overlay blue used for divisions (the articles' visualization).
    public static let divisionBlue = Color(red: 30, green: 90, blue: 255)
    /// The overlay magenta used for fold-lint violations.
    public static let lintMagenta = Color(red: 255, green: 0, blue: 255)
}
