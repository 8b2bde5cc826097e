import Crease
import CreaseHUD

/// The Tab panel: the regions table over the display, translucent, columns measured.
enum RegionsPanel {
    static func drawList(device: Device, measurer: any TextMeasurer) -> DrawList {
        let size = device.displaySize
        let rows = [RegionRow.header] + RegionRow.rows(for: device)
        let title = RegionRow.title(for: device)
        var font = Font(size: 12)
        let padding = 12.0
        let gap = 12.0
        func layout(_ font: Font) -> (widths: [Double], width: Double, height: Double, line: Double) {
            let bold = Font(size: font.size, weight: .bold)
            let widths = RegionRow.header.cells.indices.map { column in
                rows.enumerated().map { index, row in measurer.measure(row.cells[column], font: index == 0 ? bold : font).width }.max() ?? 0
            }
            let line = measurer.measure("Ag", font: font).height + 2
            let tableWidth = widths.reduce(0, +) + gap * Double(widths.count - 1)
            let width = max(tableWidth, measurer.measure(title, font: bold).width) + padding * 2
            return (widths, width, Double(rows.count + 2) * line + padding * 2, line)
        }
        var metrics = layout(font)
        // Shrink the text until the table fits the display (the outer display is narrow).
        while (metrics.width > size.width - 16 || metrics.height > size.height - 16) && font.size > 6 {
            font.size -= 0.5
            metrics = layout(font)
        }
        let bold = Font(size: font.size, weight: .bold)
        let panel = Rect(x: max(8, (size.width - metrics.width) / 2), y: max(8, (size.height - metrics.height) / 2),
                         width: min(metrics.width, size.width - 16), height: min(metrics.height, size.height - 16))
        var list = DrawList()
        list.fill(panel, cornerRadius: 10, Color(red: 12, green: 14, blue: 20, alpha: 205))
        list.stroke(panel, cornerRadius: 10, Color.white.withAlpha(50), width: 1)
        list.clipped(to: panel) { list in
            var y = panel.minY + padding
            list.text(title, at: Point(x: panel.minX + padding, y: y), font: bold, Color(hex: 0xFFD166))
            y += metrics.line * 1.6
            var previousView = ""
            for (index, row) in rows.enumerated() {
                if index > 1 && row.view != previousView {
                    list.fill(Rect(x: panel.minX + padding, y: y - 1, width: panel.width - padding * 2, height: 1), Color.white.withAlpha(40))
                }
                previousView = row.view
                var x = panel.minX + padding
                for (column, cell) in row.cells.enumerated() {
                    let color: Color
                    if index == 0 {
                        color = Color(hex: 0x9AA3B5)
                    } else if column == 4 {
                        color = cell == "division" ? Color(hex: 0x7FA6FF) : Color(hex: 0xFF8080)
                    } else if column == 5 && cell == "no" {
                        color = Color.white.withAlpha(130)
                    } else {
                        color = Color(hex: 0xE6E9F0)
                    }
                    let shown = column == 0 && index > 1 && index > 0 && rows[index - 1].view == row.view ? "" : cell
                    let shownFrame = column == 1 && index > 1 && rows[index - 1].view == row.view ? "" : shown
                    list.text(column == 1 ? shownFrame : shown, at: Point(x: x, y: y), font: index == 0 ? bold : font, color)
                    x += metrics.widths[column] + gap
                }
                y += metrics.line
            }
        }
        return list
    }
}
