import Crease
import CreaseHUD

extension FrameChart {
    /// Draws chart data as draw commands inside a rectangle: the live frame-time graph a
    /// window shows on a hotkey (same colours and scale as the PNG; bars one point wide at
    /// most, the slowest frame of each column shown).
    public static func draw(_ data: FrameChartData, in rect: Rect, into list: inout DrawList) {
        list.fill(rect, Color(red: background.red, green: background.green, blue: background.blue, alpha: 200))
        let count = data.frameCpuMs.count
        let columns = Swift.max(1, Int(rect.width.rounded(.down)))
        guard count > 0, rect.width > 0, rect.height > 0 else { return }
        let scale = data.scaleMaxMs
        let perColumn = Swift.max(1, (count + columns - 1) / columns)
        let barWidth = rect.width / Double((count + perColumn - 1) / perColumn)
        var column = 0
        var first = 0
        while first < count {
            let slice = data.frameCpuMs[first..<Swift.min(count, first + perColumn)].filter(\.isFinite)
            if let slowest = slice.max(), slowest > 0 {
                let height = rect.height * Swift.min(1, slowest / scale)
                let color = slowest > data.budgetMs ? overBudget : withinBudget
                list.fill(Rect(x: rect.minX + Double(column) * barWidth, y: rect.maxY - height, width: barWidth, height: height),
                          Color(red: color.red, green: color.green, blue: color.blue))
            }
            first += perColumn
            column += 1
        }
        for frame in data.changeFrames where frame < count {
            let x = rect.minX + Double(frame / perColumn) * barWidth
            list.line(from: Point(x: x, y: rect.minY), to: Point(x: x, y: rect.maxY),
                      Color(red: postureMarker.red, green: postureMarker.green, blue: postureMarker.blue))
        }
        let budgetY = rect.maxY - rect.height * Swift.min(1, data.budgetMs / scale)
        list.line(from: Point(x: rect.minX, y: budgetY), to: Point(x: rect.maxX, y: budgetY),
                  Color(red: budgetLine.red, green: budgetLine.green, blue: budgetLine.blue))
    }
}
