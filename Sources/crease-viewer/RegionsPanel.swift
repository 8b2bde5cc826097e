import Crease
import CreaseHUD
import CreaseSDL

/// The Tab panel: the regions table over the display, translucent, columns measured.
enum RegionsPanel {
    static func drawList(device: Device, measurer: any TextMeasurer) -> DrawList {
        let allRows = [RegionRow.header] + RegionRow.rows(for: device)
        let title = RegionRow.title(for: device)
        // On the larger side of an active fold, never across it.
        let area = OverlayArea.rect(on: device)
        let fits = { (metrics: Metrics) in metrics.width <= area.width - 24 && metrics.height <= area.height - 24 }
        // Shrink the text until the table fits the display; on a narrow display (the outer
        // one) drop the "view frame" column first, then shrink further.
        var columns = Array(RegionRow.header.cells.indices)
        var font = Font(size: 12)
        // Padding and column gaps shrink with the text.
        var padding: Double { font.size }
        var gap: Double { max(8, font.size * 1.2) }
        var metrics = Metrics(rows: allRows, columns: columns, title: title, font: font, padding: padding, gap: gap, measurer: measurer)
        while !fits(metrics) && font.size > 6 {
            if font.size <= 9 && columns.contains(1) {
                columns.removeAll { $0 == 1 }
                font.size = 12
            } else {
                font.size -= 0.5
            }
            metrics = Metrics(rows: allRows, columns: columns, title: title, font: font, padding: padding, gap: gap, measurer: measurer)
        }
        let bold = Font(size: font.size, weight: .bold)
        let width = min(metrics.width, area.width - 24), height = min(metrics.height, area.height - 24)
        let panel = Rect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
        var list = DrawList()
        list.fill(panel, cornerRadius: 10, Color(red: 12, green: 14, blue: 20, alpha: 228))
        list.stroke(panel, cornerRadius: 10, Color.white.withAlpha(50), width: 1)
        list.clipped(to: panel) { list in
            var y = panel.minY + padding
            for line in metrics.titleLines {
                list.text(line, at: Point(x: panel.minX + padding, y: y), font: bold, Color(hex: 0xFFD166))
                y += metrics.line
            }
            y += metrics.line * 0.6
            for (index, row) in allRows.enumerated() {
                let sameView = index > 1 && allRows[index - 1].view == row.view
                if index > 1 && !sameView {
                    list.fill(Rect(x: panel.minX + padding, y: y - 1, width: panel.width - padding * 2, height: 1), Color.white.withAlpha(40))
                }
                var x = panel.minX + padding
                for (slot, column) in columns.enumerated() {
                    let cell = row.cells[column]
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
                    // A view's name and frame are written once, on its first line.
                    let shown = (column == 0 || column == 1) && sameView ? "" : cell
                    list.text(shown, at: Point(x: x, y: y), font: index == 0 ? bold : font, color)
                    x += metrics.widths[slot] + gap
                }
                y += metrics.line
            }
        }
        return list
    }

    /// Column widths and the panel's size for one font size and set of columns.
    private struct Metrics {
        var widths: [Double]
        var width: Double
        var height: Double
        var line: Double
        var titleLines: [String]

        init(rows: [RegionRow], columns: [Int], title: String, font: Font, padding: Double, gap: Double, measurer: any TextMeasurer) {
            let bold = Font(size: font.size, weight: .bold)
            widths = columns.map { column in
                rows.enumerated().map { index, row in measurer.measure(row.cells[column], font: index == 0 ? bold : font).width }.max() ?? 0
            }
            line = measurer.measure("Ag", font: font).height + 2
            let tableWidth = widths.reduce(0, +) + gap * Double(max(0, widths.count - 1))
            // The title breaks at its " · " separators when it is wider than the table.
            var lines: [String] = []
            for part in title.components(separatedBy: " · ") {
                if let last = lines.last, measurer.measure(last + " · " + part, font: bold).width <= tableWidth {
                    lines[lines.count - 1] = last + " · " + part
                } else {
                    lines.append(part)
                }
            }
            titleLines = lines
            let titleWidth = lines.map { measurer.measure($0, font: bold).width }.max() ?? 0
            width = max(tableWidth, titleWidth) + padding * 2
            height = Double(rows.count + lines.count) * line + line * 0.6 + padding * 2
        }
    }
}
