import CreaseHUD

/// Battlefleet's colours: a night sea, steel hulls, fire for hits and white rings for misses.
enum Palette {
    static let deepSea = Color(hex: 0x061A2E)
    static let water = Color(hex: 0x0E3A5C)
    static let waterLight = Color(hex: 0x145078)
    static let gridLine = Color(hex: 0x3D8FC4, alpha: 110)
    static let label = Color(hex: 0xA9D6F5)
    static let hull = Color(hex: 0x8F9DAB)
    static let hullRim = Color(hex: 0xD5DEE6)
    static let hullDeck = Color(hex: 0x66737F)
    static let hullSunk = Color(hex: 0x2B3138)
    static let fireCore = Color(hex: 0xFFD24A)
    static let fireOuter = Color(hex: 0xFF5A1F)
    static let smoke = Color(hex: 0x1B1E22, alpha: 170)
    /// The smoke rising off a fire: grey enough to show against the night sea.
    static let smokePuff = Color(hex: 0x8A9098, alpha: 170)
    /// The charred cell under a fire.
    static let scorch = Color(hex: 0x4A1A10, alpha: 210)
    static let missRing = Color(hex: 0xE6F3FF)
    static let splash = Color(hex: 0xBFE6FF)
    static let cursor = Color(hex: 0xFFE14D)
    static let invalid = Color(hex: 0xFF4D4D)
    static let activeRim = Color(hex: 0xFFE14D)
    static let idleRim = Color(hex: 0x2E5F85)
    static let playerOne = Color(hex: 0x5EC8FF)
    static let playerTwo = Color(hex: 0xFF9F5E)
    static let dim = Color(hex: 0x000000, alpha: 190)
    static let menuPanel = Color(hex: 0x0A1F33, alpha: 250)
    static let wreckRim = Color(hex: 0xB7C3CE)
    static let wreckDeck = Color(hex: 0x181C21)
    static let sunkCallout = Color(hex: 0x8E1B1B)
    static let sunkFlash = Color(hex: 0xFF3B2F)
    /// A sunk ship's name in the roster: the fire's orange, light enough to read on the night sea.
    static let sunkName = Color(hex: 0xFF9A6B)
    /// The plate under a won match's result: a deep gold, white words still clear on it.
    static let victoryPlate = Color(hex: 0x6B4E00)

    /// True for the fill of a ship afloat (the hidden-fleet tests look for it).
    static func isHull(_ color: Color) -> Bool { color == hull }
}
