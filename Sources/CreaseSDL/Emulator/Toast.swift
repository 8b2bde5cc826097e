import Crease
import CreaseHUD

/// A short note after an emulator key ("overlay off", "hinge 140° → book"), fading out, so a
/// playtester sees what the key did without looking at the title.
///
/// It sits low on the display, above where a game's row of buttons goes (`bottomClearance`):
/// games put their status along the top, and a note there hid it after every key. Where the
/// game's buttons or its status are there (`EmulatorState.controlFrames`, `statusFrames`), it
/// moves up or down its half, to a side of it, or to the other half, to the nearest place
/// that covers neither; where none is free, to the one that covers least, a button counting
/// far more than words.
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

    /// Its commands on a device's display, at an opacity: centred in `OverlayArea` (the flat
    /// half in tabletop, the right page in book; never across the fold), low, clear of
    /// `controls` and `status` (see `frame(on:measurer:avoiding:status:)`).
    func drawList(on device: Device, opacity: Double, measurer: any TextMeasurer, avoiding controls: [Rect] = [],
                  status: [Rect] = []) -> DrawList {
        var list = DrawList()
        guard opacity > 0 else { return list }
        let pill = frame(on: device, measurer: measurer, avoiding: controls, status: status)
        list.fill(pill, cornerRadius: pill.height / 2, Color(red: 10, green: 12, blue: 18).fading(0.85 * opacity))
        list.stroke(pill, cornerRadius: pill.height / 2, Color(hex: 0xFFD166).fading(0.6 * opacity), width: 1)
        list.clipped(to: pill) { list in
            list.text(text, at: Point(x: pill.midX, y: pill.minY + 5), font: Self.font, Color.white.fading(opacity), alignment: .center)
        }
        return list
    }

    /// Where the pill goes on a device's display: low in `OverlayArea`, or else the nearest
    /// place in that half (centred, then at a side), then in the other half, that covers none
    /// of `controls` or `status`; where every place covers some, the place that covers least
    /// of them, a control weighing `controlWeight` times a status item.
    func frame(on device: Device, measurer: any TextMeasurer, avoiding controls: [Rect], status: [Rect] = []) -> Rect {
        let area = OverlayArea.rect(on: device)
        let size = measurer.measure(text, font: Self.font)
        let width = min(size.width + 24, area.width - 16)
        let height = size.height + 10
        let low = Rect(x: area.midX - width / 2, y: max(area.minY + 12, area.maxY - Self.bottomClearance - height), width: width, height: height)
        guard !controls.isEmpty || !status.isEmpty else { return low }
        func weight(_ pill: Rect) -> Double { Self.controlWeight * Self.cover(pill, controls) + Self.cover(pill, status) }
        var best = low
        var bestCover = weight(low)
        for pill in Self.candidates(near: low, on: device) where bestCover > 0 {
            let cover = weight(pill)
            if cover < bestCover { (best, bestCover) = (pill, cover) }
        }
        return best
    }

    /// How much more covering a control counts than covering the same share of a status item.
    static let controlWeight = 100.0

    /// Places for the pill, nearest `low` first: up and down its area in 4 pt steps, centred,
    /// then against its leading and trailing edges; then the same on the fold's other side
    /// (`OverlayArea.sides`); 12 pt clear of the edges. A half whose middle the game fills
    /// (a board beside a panel) often has room at a side.
    static func candidates(near low: Rect, on device: Device) -> [Rect] {
        var places: [Rect] = []
        for half in OverlayArea.sides(on: device) {
            let top = half.minY + 12
            let bottom = half.maxY - 12 - low.height
            guard bottom >= top else { continue }
            let start = min(max(low.minY, top), bottom)
            var offsets = [0.0]
            for step in 1...Int((bottom - top) / 4 + 1) { offsets += [Double(-step) * 4, Double(step) * 4] }
            var columns = [half.midX - low.width / 2]
            if half.width - 24 >= low.width { columns += [half.minX + 12, half.maxX - 12 - low.width] }
            for x in columns {
                for offset in offsets where start + offset >= top && start + offset <= bottom {
                    places.append(Rect(x: x, y: start + offset, width: low.width, height: low.height))
                }
            }
        }
        return places
    }

    /// How much of the controls a pill covers: for each control, the share of it under the
    /// pill (4 pt of margin included), summed, so covering a button counts more than
    /// grazing a board.
    static func cover(_ pill: Rect, _ controls: [Rect]) -> Double {
        let padded = pill.insetBy(dx: -4, dy: -4)
        return controls.reduce(0) { total, control in
            guard let overlap = padded.intersection(control), control.width > 0, control.height > 0 else { return total }
            return total + overlap.width * overlap.height / (control.width * control.height)
        }
    }
}
