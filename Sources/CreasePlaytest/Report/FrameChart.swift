import Crease
import CreaseHUD

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

    /// Draws the chart inside a rectangle. With `labels`, the budget, the scale and each
    /// posture change are written in `font` (the saved chart); the live graph leaves them out.
    public static func draw(_ data: FrameChartData, in rect: Rect, into list: inout DrawList,
                            labels: Bool = false, font: Font = .caption, opacity: UInt8 = 255) {
        list.fill(rect, background.withAlpha(opacity == 255 ? 255 : Swift.min(opacity, 220)))
        let count = data.frameCpuMs.count
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = data.scaleMaxMs
        let columns = Swift.max(1, Int(rect.width.rounded(.down)))
        let perColumn = Swift.max(1, (count + columns - 1) / columns)
        let barWidth = count == 0 ? 0 : rect.width / Double((count + perColumn - 1) / perColumn)
        var column = 0
        var first = 0
        while first < count {
            let slice = data.frameCpuMs[first..<Swift.min(count, first + perColumn)].filter(\.isFinite)
            if let slowest = slice.max(), slowest > 0 {
                let height = rect.height * Swift.min(1, slowest / scale)
                let color = slowest > data.budgetMs ? overBudget : withinBudget
                list.fill(Rect(x: rect.minX + Double(column) * barWidth, y: rect.maxY - height, width: barWidth, height: height),
                          color.withAlpha(opacity))
            }
            first += perColumn
            column += 1
        }
        for mark in data.postureMarks where mark.frame > 0 && mark.frame < count {
            let x = rect.minX + Double(mark.frame / perColumn) * barWidth
            list.line(from: Point(x: x, y: rect.minY), to: Point(x: x, y: rect.maxY), postureMarker.withAlpha(opacity))
            if labels {
                list.text(mark.posture.rawValue, at: Point(x: x + 3, y: rect.minY + 2), font: font, postureMarker)
            }
        }
        let budgetY = rect.maxY - rect.height * Swift.min(1, data.budgetMs / scale)
        list.line(from: Point(x: rect.minX, y: budgetY), to: Point(x: rect.maxX, y: budgetY), budgetLine.withAlpha(opacity), width: 1.5)
        if labels {
            list.text("budget \(milliseconds(data.budgetMs)) ms", at: Point(x: rect.maxX - 4, y: budgetY - font.size * 1.3),
                      font: font, budgetLine, alignment: .right)
            list.text("\(milliseconds(scale)) ms", at: Point(x: rect.minX + 4, y: rect.minY + 2), font: font, labelColor)
            list.text("\(count) frames · frame CPU time", at: Point(x: rect.minX + 4, y: rect.maxY - font.size * 1.3),
                      font: font, labelColor)
        }
    }

    /// The chart as a whole draw list of `imageSize`, labelled: what is saved beside a report.
    public static func drawList(_ data: FrameChartData) -> DrawList {
        var list = DrawList()
        draw(data, in: Rect(origin: .zero, size: imageSize), into: &list, labels: true)
        return list
    }

    /// Milliseconds with at most two decimals.
    private static func milliseconds(_ value: Double) -> String { value.pointString }
}
