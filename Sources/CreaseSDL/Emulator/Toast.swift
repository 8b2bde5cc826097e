import Crease
import CreaseHUD

/// A short note after an emulator key ("overlay off", "hinge 140° → book"), fading out, so a
/// playtester sees what the key did without looking at the title.
///
/// It sits low on the display, above where a game's row of buttons goes (`bottomClearance`):
/// games put their status along the top, and a note there hid it after every key.
struct Toast: Sendable, Hashable {
    /// What it says.
    var text: String
    /// When it appeared, in milliseconds on the controller's clock (`EmulatorController.milliseconds`).
    var shownAt: UInt64

    /// How long it stays, fade included, in milliseconds.
    static let lifetime: UInt64 = 1600
    static let font = Font(size: 14, weight: .bold)
    /// How far above the display's bottom edge it sits: a 44 pt button row, its 12 pt margin
    /// and a gap.
    static let bottomClearance = 72.0

    /// Its opacity at a time: 1 for most of its life, then fading to 0.
    func opacity(at now: UInt64) -> Double {
        let age = now &- shownAt
        guard age < Self.lifetime else { return 0 }
        let fadeStart = Self.lifetime * 2 / 3
        return age < fadeStart ? 1 : 1 - Double(age - fadeStart) / Double(Self.lifetime - fadeStart)
    }

    /// Its commands on a device's display, at an opacity: low and centred in `OverlayArea`
    /// (the flat half in tabletop, the right page in book; never across the fold).
    func drawList(on device: Device, opacity: Double, measurer: any TextMeasurer) -> DrawList {
        var list = DrawList()
        guard opacity > 0 else { return list }
        let area = OverlayArea.rect(on: device)
        let size = measurer.measure(text, font: Self.font)
        let width = min(size.width + 24, area.width - 16)
        let height = size.height + 10
        let pill = Rect(x: area.midX - width / 2, y: max(12, area.maxY - Self.bottomClearance - height), width: width, height: height)
        list.fill(pill, cornerRadius: pill.height / 2, Color(red: 10, green: 12, blue: 18).fading(0.85 * opacity))
        list.stroke(pill, cornerRadius: pill.height / 2, Color(hex: 0xFFD166).fading(0.6 * opacity), width: 1)
        list.clipped(to: pill) { list in
            list.text(text, at: Point(x: pill.midX, y: pill.minY + 5), font: Self.font, Color.white.fading(opacity), alignment: .center)
        }
        return list
    }
}
