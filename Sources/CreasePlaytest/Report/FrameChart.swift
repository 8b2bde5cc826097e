import Crease
import CreaseHUD
import Foundation

/// Draws frame-time chart data as draw commands: the PNG beside a report (rendered and saved
/// by the SDL host) and the live graph a window shows on a hotkey use the same drawing.
///
/// Each column shows the slowest frame that falls into it as a bar from the bottom: green
/// within budget, red over it. A yellow line marks the budget, and a blue vertical line,
/// labelled with the new posture, marks each posture change.
public enum FrameChart {
    /// Background.
    public static let background = Color(red: 24, green: 24, blue: 28)
    /// A frame within budget.
    public static let withinBudget = Color(red: 80, green: 200, blue: 120)
    /// A janky frame.
    public static let overBudget = Color(red: 230, green: 70, blue: 60)
    /// The budget line.
    public static let budgetLine = Color(red: 250, green: 210, blue: 60)
    /// Posture change markers.
    public static let postureMarker = Color(red: 120, green: 170, blue: 255)
    /// Labels.
    public static let labelColor = Color(red: 220, green: 222, blue: 228)

    /// The chart's own size when saved as an image beside a report, in points (pixels at 1×).
    public static let imageSize = Size(width: 960, height: 300)

    /// Draws the chart inside a rectangle. With `labels` (the saved chart) it keeps a
    /// millisecond axis on the left, posture labels in rows above the bars so none overlaps
    /// another, the budget, and a caption below with a red mark under every janky frame;
    /// the live graph leaves the text out.
    public static func draw(_ data: FrameChartData, in rect: Rect, into list: inout DrawList,
                            labels: Bool = false, font: Font = .caption, opacity: UInt8 = 255) {
        list.fill(rect, background.withAlpha(opacity == 255 ? 255 : Swift.min(opacity, 220)))
        let count = data.frameCpuMs.count
        guard rect.width > 0, rect.height > 0 else { return }
        let line = font.size * 1.35
        let rows = labels ? labelRows(data, count: count, width: Swift.max(1, rect.width - axisWidth - 8), font: font) : []
        let plot = plotRect(data, in: rect, labels: labels, font: font)
        let scale = data.scaleMaxMs
        let (perColumn, barWidth) = columns(count: count, width: plot.width)
        if labels {
            for tick in ticks(upTo: scale) {
                let y = plot.maxY - plot.height * tick / scale
                list.line(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y), labelColor.withAlpha(tick == 0 ? 90 : 28))
                list.text("\(milliseconds(tick)) ms", at: Point(x: plot.minX - 6, y: y - font.size * 0.6), font: font, labelColor, alignment: .right)
            }
        }
        var column = 0
        var first = 0
        var janky = 0
        while first < count {
            let slice = data.frameCpuMs[first..<Swift.min(count, first + perColumn)].filter(\.isFinite)
            if let slowest = slice.max(), slowest > 0 {
                let height = plot.height * Swift.min(1, slowest / scale)
                let isJanky = slowest > data.budgetMs
                let x = plot.minX + Double(column) * barWidth
                list.fill(Rect(x: x, y: plot.maxY - height, width: barWidth, height: height), (isJanky ? overBudget : withinBudget).withAlpha(opacity))
                if isJanky && labels {
                    // A mark under the axis, at least 3 pt wide, so a lone janky frame shows.
                    list.fill(Rect(x: x + barWidth / 2 - 1.5, y: plot.maxY + 3, width: 3, height: 6), overBudget)
                }
            }
            janky += slice.filter { $0 > data.budgetMs }.count
            first += perColumn
            column += 1
        }
        for mark in data.postureMarks where mark.frame > 0 && mark.frame < count {
            let x = plot.minX + Double(mark.frame / perColumn) * barWidth
            list.line(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY), postureMarker.withAlpha(opacity))
        }
        for label in rows {
            let y = rect.minY + 4 + Double(label.row) * line
            list.line(from: Point(x: label.x, y: y + line - 2), to: Point(x: label.x, y: plot.minY), postureMarker.withAlpha(120))
            list.text(label.text, at: Point(x: label.x + 3, y: y), font: font, postureMarker)
        }
        let budgetY = plot.maxY - plot.height * Swift.min(1, data.budgetMs / scale)
        list.line(from: Point(x: plot.minX, y: budgetY), to: Point(x: plot.maxX, y: budgetY), budgetLine.withAlpha(opacity), width: 1.5)
        if labels {
            let budgetText = "budget \(milliseconds(data.budgetMs)) ms"
            let width = textWidth(budgetText, font)
            let labelRect = Rect(x: plot.maxX - width - 8, y: budgetY - line - 1, width: width + 6, height: line)
            list.fill(labelRect, background.withAlpha(200))
            list.text(budgetText, at: Point(x: plot.maxX - 4, y: budgetY - line), font: font, budgetLine, alignment: .right)
            let passes = (data.passes ?? 1) > 1 ? ", each its fastest of \(data.passes ?? 1) passes" : ""
            let caption = "\(count) frames · frame CPU time\(passes) (slowest frame per column) · \(janky) janky (red, marked below)"
            list.text(caption, at: Point(x: plot.minX, y: plot.maxY + 11), font: font, labelColor)
        }
    }

    /// Where the bars go: the whole rectangle for the live graph; inside an axis, a band of
    /// posture labels and a caption for the saved chart (`labels`). Frame `i` is drawn in
    /// column `i / perColumn` of `columns(count:width:)` across this rectangle's width, which
    /// is how a page finds the frame under the pointer on the saved chart.
    public static func plotRect(_ data: FrameChartData, in rect: Rect = Rect(origin: .zero, size: imageSize), labels: Bool = true,
                                font: Font = .caption) -> Rect {
        guard labels else { return rect }
        let line = font.size * 1.35
        let rows = labelRows(data, count: data.frameCpuMs.count, width: Swift.max(1, rect.width - axisWidth - 8), font: font)
        let rowCount = (rows.map(\.row).max() ?? -1) + 1
        return Rect(x: rect.minX + axisWidth, y: rect.minY + 6 + Double(rowCount) * line, width: Swift.max(1, rect.width - axisWidth - 8),
                    height: Swift.max(1, rect.height - 6 - Double(rowCount) * line - line * 1.6))
    }

    /// Width of the millisecond axis, in points.
    static let axisWidth = 58.0

    /// A posture label placed in a row of the label band.
    struct PlacedLabel: Hashable {
        var text: String
        var x: Double
        var row: Int
    }

    /// Lays the posture labels out left to right, each in the first row where it overlaps no
    /// label already there (x is the marker's position inside the chart, from its left).
    static func labelRows(_ data: FrameChartData, count: Int, width: Double, font: Font) -> [PlacedLabel] {
        guard count > 0 else { return [] }
        let (perColumn, barWidth) = columns(count: count, width: width)
        var rowEnds: [Double] = []
        var placed: [PlacedLabel] = []
        for mark in data.postureMarks where mark.frame > 0 && mark.frame < count {
            let x = axisWidth + Double(mark.frame / perColumn) * barWidth
            let text = mark.posture.rawValue
            let end = x + 3 + textWidth(text, font) + 6
            let row = rowEnds.firstIndex { $0 <= x } ?? rowEnds.count
            if row == rowEnds.count { rowEnds.append(end) } else { rowEnds[row] = end }
            placed.append(PlacedLabel(text: text, x: x, row: row))
        }
        return placed
    }

    /// How many frames one column of bars shows, and how wide each column is, for `count`
    /// frames across `width` points (at most one column a point).
    public static func columns(count: Int, width: Double) -> (perColumn: Int, barWidth: Double) {
        let columns = Swift.max(1, Int(width.rounded(.down)))
        let perColumn = Swift.max(1, (count + columns - 1) / columns)
        return (perColumn, count == 0 ? 0 : width / Double((count + perColumn - 1) / perColumn))
    }

    /// Tick values for an axis up to `scale`: 0 and steps of 1, 2 or 5 × 10ⁿ, at most six.
    static func ticks(upTo scale: Double) -> [Double] {
        guard scale > 0, scale.isFinite else { return [0] }
        let rough = scale / 5
        let magnitude = Foundation.pow(10, (Foundation.log10(rough)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        return stride(from: 0.0, through: scale + step * 1e-9, by: step).map { $0 }
    }

    /// A generous estimate of a label's width (DejaVu Sans averages about 0.55 em a character),
    /// so placement errs toward space between labels.
    static func textWidth(_ text: String, _ font: Font) -> Double { Double(text.count) * font.size * 0.62 }

    /// The chart as a whole draw list of `imageSize`, labelled: what is saved beside a report.
    public static func drawList(_ data: FrameChartData) -> DrawList {
        var list = DrawList()
        draw(data, in: Rect(origin: .zero, size: imageSize), into: &list, labels: true)
        return list
    }

    /// Milliseconds with at most two decimals.
    private static func milliseconds(_ value: Double) -> String { value.pointString }
}
