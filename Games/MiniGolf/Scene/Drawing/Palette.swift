import CreaseHUD
import MiniGolfCore

/// The game's colours, shared by the top-down view and the caddie camera.
enum Palette {
    static let background = Color(hex: 0x0F1A13)
    static let rough = Color(hex: 0x1E3B27)
    static let grass = Color(hex: 0x3F9E50)
    static let grassStripe = Color(hex: 0x48AD59)
    static let slope = Color(hex: 0x79B545)
    /// The arrows painted down a slope, in both views.
    static let slopeArrow = Color.white.withAlpha(90)
    static let sand = Color(hex: 0xDCC47C)
    static let water = Color(hex: 0x3B7DD8)
    static let wall = Color(hex: 0xC9A16B)
    static let wallEdge = Color(hex: 0x6E4E2A)
    static let obstacle = Color(hex: 0xB5473A)
    static let windmill = Color(hex: 0xE9E2D0)
    static let cup = Color(hex: 0x101510)
    static let flag = Color(hex: 0xE8413A)
    static let ball = Color.white
    static let aim = Color(hex: 0xFFD23F)
    /// The dark rim under the aim preview's dots over sand, so they read there.
    static let aimRim = Color(hex: 0x3A2A00, alpha: 170)
    static let skyTop = Color(hex: 0x6FA8E8)
    static let skyHorizon = Color(hex: 0xCFE4F7)
    static let fog = Color(hex: 0xB9D3E6)
    static let card = Color(hex: 0x14231A)
    static let cardText = Color(hex: 0xF2F5EE)
    static let cardDim = Color(hex: 0x9FB3A4)
    static let under = Color(hex: 0x7FE08A)
    static let over = Color(hex: 0xF29B7C)

    /// The colour of a surface patch.
    static func color(of kind: Surface.Kind) -> Color {
        switch kind {
        case .sand: sand
        case .water: water
        case .slope: slope
        }
    }
}
