import Crease
import CreaseHUD

/// The F1 panel: every emulator key with what it does, plus the program's own keys.
enum HelpOverlay {
    static let titleFont = Font(size: 18, weight: .bold)
    static let keyFont = Font(size: 14, weight: .bold)
    static let textFont = Font(size: 14)

    /// The part of a display of `displaySize` the panel goes in: the larger side of every
    /// active fold or hinge that crosses the whole display (text over a fold is hard to read,
    /// and over a hinge's gap it is lost), else the whole display.
    static func area(on device: Device, displaySize: Size) -> Rect {
        var area = Rect(origin: .zero, size: displaySize)
        for region in device.displayRegions where region.isActive {
            let band = region.frame
            if band.minY <= area.minY, band.maxY >= area.maxY, band.minX > area.minX || band.maxX < area.maxX {
                let before = Rect(minX: area.minX, minY: area.minY, maxX: max(area.minX, band.minX), maxY: area.maxY)
                let after = Rect(minX: min(area.maxX, band.maxX), minY: area.minY, maxX: area.maxX, maxY: area.maxY)
                area = before.width >= after.width ? before : after
            } else if band.minX <= area.minX, band.maxX >= area.maxX, band.minY > area.minY || band.maxY < area.maxY {
                let above = Rect(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: max(area.minY, band.minY))
                let below = Rect(minX: area.minX, minY: min(area.maxY, band.maxY), maxX: area.maxX, maxY: area.maxY)
                area = above.height >= below.height ? above : below
            }
        }
        return area
    }

    /// The panel's commands, centred on the larger side of any fold or hinge of a display of
    /// the given size (`area(on:displaySize:)`).
    static func drawList(bindings: KeyBindings, extraKeys: [(key: String, summary: String)], device: Device,
                         displaySize: Size, settingsPath: String?, measurer: any TextMeasurer) -> DrawList {
        var rows = EmulatorAction.allCases.map { (bindings.chord(for: $0).description, $0.summary) }
        rows += extraKeys.map { ($0.key, $0.summary) }
        let title = "Crease emulator — \(device.profile.displayName)"
        let footer = "Game keys (arrows, WASD, Space, Return, Esc) always reach the game."
        let settings = settingsPath.map { "Keys read from \($0)." } ?? "Remap keys in ~/.config/crease/emulator.json (see docs/emulator.md)."
        let lineHeight = measurer.measure("Ag", font: textFont).height + 4
        let keyWidth = (rows.map { measurer.measure($0.0, font: keyFont).width }.max() ?? 0) + 18
        let textWidth = rows.map { measurer.measure($0.1, font: textFont).width }.max() ?? 0
        let titleSize = measurer.measure(title, font: titleFont)
        let footerWidth = max(measurer.measure(footer, font: Font.caption).width, measurer.measure(settings, font: Font.caption).width)
        let contentWidth = max(keyWidth + textWidth, titleSize.width, footerWidth)
        let padding = 18.0
        let height = padding * 2 + titleSize.height + 10 + Double(rows.count) * lineHeight + 8 + lineHeight * 2
        let area = area(on: device, displaySize: displaySize)
        let scale = min(1, (area.width - 16) / (contentWidth + padding * 2), (area.height - 16) / height)
        // The panel never exceeds its side of the display: on a small one it shrinks its text.
        func s(_ font: Font) -> Font { Font(size: font.size * scale, weight: font.weight) }
        let panel = Rect(x: area.minX + (area.width - (contentWidth + padding * 2) * scale) / 2,
                         y: area.minY + (area.height - height * scale) / 2,
                         width: (contentWidth + padding * 2) * scale, height: height * scale)
        var list = DrawList()
        list.fill(Rect(origin: .zero, size: displaySize), Color.black.withAlpha(90))
        list.fill(panel, cornerRadius: 14 * scale, Color(red: 16, green: 19, blue: 27, alpha: 238))
        list.stroke(panel, cornerRadius: 14 * scale, Color.white.withAlpha(60), width: 1)
        var y = panel.minY + padding * scale
        let x = panel.minX + padding * scale
        list.text(title, at: Point(x: x, y: y), font: s(titleFont), .white)
        y += (titleSize.height + 10) * scale
        for (key, summary) in rows {
            list.text(key, at: Point(x: x, y: y), font: s(keyFont), Color(hex: 0xFFD166))
            list.text(summary, at: Point(x: x + keyWidth * scale, y: y), font: s(textFont), Color(hex: 0xE6E9F0))
            y += lineHeight * scale
        }
        y += 8 * scale
        list.text(footer, at: Point(x: x, y: y), font: s(Font.caption), Color(hex: 0x9AA3B5))
        y += lineHeight * scale
        list.text(settings, at: Point(x: x, y: y), font: s(Font.caption), Color(hex: 0x9AA3B5))
        return list
    }
}
