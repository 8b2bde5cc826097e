import Crease
import CreaseHUD
import Foundation

extension FrameChart {
    /// The comparison chart's size in points (pixels at 1×): what `crease report compare
    /// --chart` writes.
    public static let comparisonSize = Size(width: 900, height: 460)
    /// The base run's curve (blue).
    public static let baseRun = Color(red: 110, green: 165, blue: 255)
    /// The new run's curve (orange).
    public static let newRun = Color(red: 250, green: 150, blue: 60)
    /// The plot area behind the comparison's curves.
    public static let plotArea = Color(red: 34, green: 34, blue: 40)

    /// The comparison's plot area inside `comparisonSize`: room for the share labels on the
    /// left, the title above and the ms labels and axis name below.
    static let comparisonPlot = Rect(x: 76, y: 48, width: 900 - 76 - 24, height: 460 - 48 - 58)

    /// Two runs' frame CPU times as cumulative distributions on one chart, as a draw list of
    /// `comparisonSize`, and the ms range of its logarithmic axis.
    ///
    /// Base is blue and new orange, the share of frames at or under each time goes up the
    /// side, and each run's p50 is marked. A curve to the right of the other is the slower run;
    /// the horizontal gap between the curves at a height is the change of that percentile.
    public static func comparisonDrawList(base: [Double], new: [Double]) -> (list: DrawList, axisMs: ClosedRange<Double>) {
        let base = base.filter(\.isFinite).sorted(), new = new.filter(\.isFinite).sorted()
        let axis = comparisonAxis(base + new)
        let plot = comparisonPlot
        let font = Font.caption
        var list = DrawList()
        list.fill(Rect(origin: .zero, size: comparisonSize), background)
        list.fill(plot, plotArea)
        let logLow = Foundation.log10(axis.lowerBound), logSpan = Foundation.log10(axis.upperBound) - logLow
        func x(_ ms: Double) -> Double {
            plot.minX + (Foundation.log10(Swift.max(ms, axis.lowerBound)) - logLow) / logSpan * plot.width
        }
        func y(_ share: Double) -> Double { plot.maxY - share * plot.height }

        // Grid: whole-pixel rectangles (crisp), decades brighter than the 2s and 5s between.
        var labelEnd = -Double.infinity
        for tick in comparisonTicks(axis) {
            let column = x(tick).rounded(.down)
            let isDecade = abs(Foundation.log10(tick) - Foundation.log10(tick).rounded()) < 1e-9
            list.fill(Rect(x: column, y: plot.minY, width: 1, height: plot.height), labelColor.withAlpha(isDecade ? 60 : 26))
            let text = String(format: "%g", tick)
            let width = textWidth(text, font)
            if column - width / 2 > labelEnd + 10 {
                list.text(text, at: Point(x: column + 0.5, y: plot.maxY + 8), font: font, labelColor, alignment: .center)
                labelEnd = column + width / 2
            }
        }
        for share in [0, 0.25, 0.5, 0.75, 0.9, 1] {
            let row = y(share).rounded(.down)
            list.fill(Rect(x: plot.minX, y: row, width: plot.width, height: 1), labelColor.withAlpha(share == 0.9 ? 26 : 48))
            list.text("\(Int(share * 100))%", at: Point(x: plot.minX - 10, y: row - font.size * 0.6), font: font, labelColor, alignment: .right)
        }
        list.text("frame CPU time: share of frames at or under each time", at: Point(x: plot.minX, y: 16), font: Font(size: 15), labelColor)
        list.text("ms (log scale)", at: Point(x: plot.midX, y: comparisonSize.height - 28), font: font, labelColor, alignment: .center)

        // Each run's p50, a line up to its curve, under the curves.
        for (samples, color) in [(base, baseRun), (new, newRun)] where !samples.isEmpty {
            let column = x(TimingStatistics.percentile(50, ofSorted: samples)).rounded(.down)
            list.fill(Rect(x: column, y: y(0.5), width: 1, height: plot.maxY - y(0.5)), color.withAlpha(150))
        }
        // Each run's curve: the share at each pixel column's right edge, joined by round-ended
        // segments so a step in the distribution bends smoothly.
        for (samples, color, width) in [(base, baseRun, 3.0), (new, newRun, 2.0)] where !samples.isEmpty {
            var points: [Point] = []
            for column in 0..<Int(plot.width) {
                let edge = Foundation.pow(10, logLow + logSpan * Double(column + 1) / plot.width)
                let point = Point(x: plot.minX + Double(column) + 0.5, y: y(Double(countAtOrBelow(edge, in: samples)) / Double(samples.count)))
                // A run of one height is one segment.
                if points.count >= 2, points[points.count - 1].y == point.y, points[points.count - 2].y == point.y {
                    points[points.count - 1] = point
                } else {
                    points.append(point)
                }
            }
            for (start, end) in zip(points, points.dropFirst()) {
                list.line(from: start, to: end, color, width: width)
                list.fillCircle(center: end, radius: width / 2, color)
            }
        }

        // The legend, bottom right inside the plot, where cumulative curves seldom are: a
        // plate with 10 pt of room around its swatches and text.
        let entries = [("base", base, baseRun), ("new", new, newRun)].map { name, samples, color in
            let p50 = String(format: "%.3f", TimingStatistics.percentile(50, ofSorted: samples))
            return (samples.isEmpty ? "\(name): no frames" : "\(name)  p50 \(p50) ms", color)
        }
        let line = font.size * 1.7
        let legendWidth = 10 + 22 + 10 + (entries.map { textWidth($0.0, font) }.max() ?? 0) + 10
        let legend = Rect(x: plot.maxX - legendWidth - 10, y: plot.maxY - 10 - line * 2 - 20, width: legendWidth, height: line * 2 + 20)
        list.fill(legend, cornerRadius: 4, background.withAlpha(230))
        for (index, (text, color)) in entries.enumerated() {
            let top = legend.minY + 10 + Double(index) * line + (line - font.size * 1.2) / 2
            list.fill(Rect(x: legend.minX + 10, y: (top + font.size * 0.6 - 2).rounded(), width: 22, height: 4), color)
            list.text(text, at: Point(x: legend.minX + 42, y: top), font: font, labelColor)
        }
        return (list, axis)
    }

    /// The comparison axis's ends: from a 1-2-5 step at or below the fastest positive frame to
    /// one at or above the slowest, at least a factor 10 wide.
    static func comparisonAxis(_ samples: [Double]) -> ClosedRange<Double> {
        let positive = samples.filter { $0 > 0 }
        guard let fastest = positive.min(), let slowest = positive.max() else { return 0.01...1 }
        var low = step(atOrBelow: fastest), high = step(atOrAbove: slowest)
        while high / low < 9.999 {
            low = step(atOrBelow: low * 0.99)
            if high / low < 9.999 { high = step(atOrAbove: high * 1.01) }
        }
        return low...high
    }

    /// The 1-2-5 ticks from the comparison axis's left end to its right end.
    static func comparisonTicks(_ axis: ClosedRange<Double>) -> [Double] {
        var ticks: [Double] = []
        var decade = Foundation.floor(Foundation.log10(axis.lowerBound))
        while Foundation.pow(10, decade) <= axis.upperBound * 1.0001 {
            for mantissa in [1.0, 2, 5] {
                let tick = mantissa * Foundation.pow(10, decade)
                if tick >= axis.lowerBound * 0.9999 && tick <= axis.upperBound * 1.0001 { ticks.append(tick) }
            }
            decade += 1
        }
        return ticks
    }

    /// The largest 1-2-5 step (…, 0.05, 0.1, 0.2, 0.5, 1, …) at or below a positive value.
    private static func step(atOrBelow value: Double) -> Double {
        let decade = Foundation.pow(10, Foundation.floor(Foundation.log10(value)))
        return [5.0, 2, 1].map { $0 * decade }.first { $0 <= value * 1.0000001 } ?? decade
    }

    /// The smallest 1-2-5 step at or above a positive value.
    private static func step(atOrAbove value: Double) -> Double {
        let decade = Foundation.pow(10, Foundation.floor(Foundation.log10(value)))
        return [1.0, 2, 5, 10].map { $0 * decade }.first { $0 >= value * 0.9999999 } ?? 10 * decade
    }

    /// How many of the ascending samples are at most `value`.
    private static func countAtOrBelow(_ value: Double, in sorted: [Double]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
