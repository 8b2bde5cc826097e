import Crease
import CreaseHUD
import CreaseSDL
import Foundation

/// What the HUD target measures with and starts from: the window's text measurer over the
/// bundled fonts, and seed HUDs written in `FuzzHUD`'s bytes.
enum HUDFuzzing {
    /// Crease's bundled fonts, found once (`AssetLocator`).
    static let fonts = Result { try FontFiles() }

    /// A measurer over the bundled fonts (HarfBuzz shaping, as the window measures).
    static func measurer() throws(FuzzFinding) -> TTFTextMeasurer {
        do {
            return try TTFTextMeasurer(fonts: try fonts.get())
        } catch {
            throw FuzzFinding("cannot measure text with the bundled fonts: \(error)")
        }
    }

    /// A game's HUD as bytes: a score counter at the top leading corner, a fuel meter at the
    /// top trailing one, a stick at the bottom leading one, a row of two buttons in the
    /// flat pane, a wrapped label and a panel, with words in every script.
    static func gameHUD(profile: Int, posture: Int, rightToLeft: Bool, camera: Bool) -> Data {
        var writer = FuzzBytesWriter()
        writer.index(profile); writer.index(posture); writer.index(rightToLeft ? 1 : 0); writer.bool(camera); writer.index(0)
        func anchored(_ preset: Int) { writer.byte(1); writer.bool(true); writer.index(preset); writer.bool(false) }
        writer.index(8); writer.text("Score النتيجة"); writer.byte(42); writer.bool(true); anchored(0)
        writer.index(7); writer.fraction(0.6); writer.bool(true); writer.text("Fuel ईंधन"); anchored(2)
        writer.index(5); writer.fraction(0.1); anchored(6)
        writer.index(11); writer.length(8); writer.index(2)
        writer.index(1); writer.text("Fire"); writer.bool(false); writer.index(0); writer.byte(0)
        writer.index(1); writer.text("Boost דלק"); writer.bool(false); writer.index(1); writer.byte(0)
        writer.byte(3); writer.bool(true); writer.index(8); writer.bool(false); writer.index(Pane.allCases.firstIndex(of: .flat) ?? 0)
        writer.index(0); writer.text("Hole 3 · par 4 · स्कोर 12"); writer.bool(false); writer.index(3); writer.byte(2); anchored(1)
        writer.index(16); writer.length(4); writer.length(8); writer.length(4); writer.length(8)
        writer.index(0); writer.text("Paused"); writer.bool(false); writer.index(0); writer.byte(0)
        anchored(4)
        return writer.data
    }

    /// A HUD of extreme sizes: a label of NaN size, a fixed element of infinite width,
    /// a grid of no columns, a row spaced 1e300 apart.
    static func extremeHUD() -> Data {
        var writer = FuzzBytesWriter()
        writer.index(1); writer.index(1); writer.index(0); writer.bool(true); writer.index(1)
        writer.index(0); writer.text("NaN"); writer.bool(true); writer.index(0); writer.byte(0); writer.bool(false); writer.index(0)
        writer.byte(4); writer.index(0); writer.byte(0); writer.byte(1)
        writer.index(17); writer.byte(1); writer.byte(3); writer.byte(5); writer.bool(false); writer.byte(0); writer.byte(0)
        writer.index(13); writer.index(0); writer.byte(0); writer.length(8); writer.bool(false); writer.index(1)
        writer.index(2); writer.text("Hold"); writer.byte(0); writer.byte(0)
        writer.index(11); writer.byte(3); writer.index(2)
        writer.index(6); writer.byte(2); writer.byte(0)
        writer.index(10); writer.bool(true); writer.byte(0)
        writer.byte(0)
        return writer.data
    }
}
