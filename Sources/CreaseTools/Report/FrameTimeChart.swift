import CreasePlaytest
import Foundation

/// `crease report compare --chart`: both runs' frame CPU times as cumulative distributions on
/// one chart, base in blue and new in orange, over a logarithmic ms axis (so a 0.1 ms body and
/// a 10 ms tail both show), with the share of frames up the side and each run's p50 marked.
///
/// A curve to the right of the other is the slower run; the horizontal gap between the curves
/// at a height is the change of that percentile. Drawn without SDL, written by `PNGEncoder`.
public enum FrameTimeChart {
    /// The image's size in pixels.
    public static let width = 900, height = 460

    /// What was drawn: the PNG's bytes and the ms range of the axis.
    public struct Image: Sendable, Hashable {
        /// The PNG file's bytes.
        public var png: Data
        /// The axis's left and right ends, in ms.
        public var axisMs: ClosedRange<Double>
    }

    // Palette indices.
    static let background: UInt8 = 0, plotArea: UInt8 = 1, grid: UInt8 = 2, label: UInt8 = 3, baseColor: UInt8 = 4, newColor: UInt8 = 5
    static let palette: [IndexedCanvas.RGB] = [
        .init(red: 24, green: 24, blue: 28), .init(red: 34, green: 34, blue: 40), .init(red: 70, green: 70, blue: 80),
        .init(red: 220, green: 222, blue: 228), .init(red: 110, green: 165, blue: 255), .init(red: 250, green: 150, blue: 60),
    ]

    // The plot area.
    static let left = 76, right = width - 24, top = 48, bottom = height - 58

    /// Draws the chart of two runs' frame CPU samples (ms).
    public static func draw(base: [Double], new: [Double]) -> Image {
        let (canvas, axis) = canvas(base: base, new: new)
        return Image(png: PNGEncoder.encode(canvas), axisMs: axis)
    }

    /// The chart as a canvas, and the axis's range.
    static func canvas(base: [Double], new: [Double]) -> (IndexedCanvas, ClosedRange<Double>) {
        let base = base.filter(\.isFinite).sorted(), new = new.filter(\.isFinite).sorted()
        let axis = axisRange(base + new)
        var canvas = IndexedCanvas(width: width, height: height, palette: palette)
        canvas.fill(x: left, y: top, w: right - left, h: bottom - top, color: plotArea)
        let logLow = log10(axis.lowerBound), logSpan = log10(axis.upperBound) - log10(axis.lowerBound)
        func x(_ ms: Double) -> Int {
            let position = (log10(Swift.max(ms, axis.lowerBound)) - logLow) / logSpan
            return left + Int((position * Double(right - left)).rounded())
        }
        func y(_ share: Double) -> Int { bottom - Int((share * Double(bottom - top)).rounded()) }

        // Grid and labels: 1-2-5 ticks along the ms axis, shares up the side.
        var labelEnd = Int.min
        for tick in ticks(axis) {
            let column = x(tick)
            canvas.vertical(x: column, from: top, to: bottom, color: grid, dash: abs(log10(tick) - log10(tick).rounded()) < 1e-9 ? 0 : 3)
            let text = String(format: "%g", tick)
            let textWidth = PixelFont.width(of: text) * 2
            let start = column - textWidth / 2
            if start > labelEnd + 10 {
                canvas.text(text, x: start, y: bottom + 8, color: label)
                labelEnd = start + textWidth
            }
        }
        for share in [0, 0.25, 0.5, 0.75, 0.9, 1] {
            canvas.horizontal(y: y(share), from: left, to: right, color: grid, dash: share == 0.9 ? 3 : 0)
            let text = "\(Int(share * 100))%"
            canvas.text(text, x: left - 10 - PixelFont.width(of: text) * 2, y: y(share) - PixelFont.height, color: label)
        }
        canvas.text("frame CPU time: share of frames at or under each time", x: left, y: 16, color: label)
        let axisLabel = "ms (log scale)"
        canvas.text(axisLabel, x: (left + right - PixelFont.width(of: axisLabel) * 2) / 2, y: height - 26, color: label)

        // Each run's curve, and a dashed line up to the curve at its p50.
        for (samples, color, thickness) in [(base, baseColor, 3), (new, newColor, 2)] where !samples.isEmpty {
            var previous: Int?
            for column in left..<right {
                let edge = pow(10, logLow + logSpan * Double(column - left + 1) / Double(right - left))
                let share = Double(countAtOrBelow(edge, in: samples)) / Double(samples.count)
                let row = y(share)
                canvas.vertical(x: column, from: previous ?? row, to: row, thickness: thickness, color: color)
                canvas.fill(x: column, y: row - thickness / 2, w: 1, h: thickness, color: color)
                previous = row
            }
            let median = percentile50(samples)
            canvas.vertical(x: x(median), from: y(0.5), to: bottom, color: color, dash: 4)
        }

        // The legend, bottom right inside the plot, where cumulative curves seldom are.
        let entries = [("base", base, baseColor), ("new", new, newColor)].map { name, samples, color in
            (samples.isEmpty ? "\(name): no frames" : "\(name)  p50 \(ReportFormat.ms(percentile50(samples))) ms", color)
        }
        let legendWidth = 46 + (entries.map { PixelFont.width(of: $0.0) }.max() ?? 0) * 2 + 12
        let legendLeft = right - legendWidth - 8
        var legendY = bottom - 56
        canvas.fill(x: legendLeft, y: legendY - 6, w: legendWidth, h: 50, color: plotArea)
        for (text, color) in entries {
            canvas.fill(x: legendLeft + 8, y: legendY + 5, w: 22, h: 4, color: color)
            canvas.text(text, x: legendLeft + 38, y: legendY, color: label)
            legendY += 22
        }
        return (canvas, axis)
    }

    /// The axis's ends: from a 1-2-5 step at or below the fastest positive frame to one at or
    /// above the slowest, at least a factor 10 wide.
    static func axisRange(_ samples: [Double]) -> ClosedRange<Double> {
        let positive = samples.filter { $0 > 0 }
        guard let fastest = positive.min(), let slowest = positive.max() else { return 0.01...1 }
        var low = step(atOrBelow: fastest), high = step(atOrAbove: slowest)
        while high / low < 9.999 {
            low = step(atOrBelow: low * 0.99)
            if high / low < 9.999 { high = step(atOrAbove: high * 1.01) }
        }
        return low...high
    }

    /// The 1-2-5 ticks from the axis's left end to its right end.
    static func ticks(_ axis: ClosedRange<Double>) -> [Double] {
        var ticks: [Double] = []
        var decade = floor(log10(axis.lowerBound))
        while pow(10, decade) <= axis.upperBound * 1.0001 {
            for mantissa in [1.0, 2, 5] {
                let tick = mantissa * pow(10, decade)
                if tick >= axis.lowerBound * 0.9999 && tick <= axis.upperBound * 1.0001 { ticks.append(tick) }
            }
            decade += 1
        }
        return ticks
    }

    /// The largest 1-2-5 step (…, 0.05, 0.1, 0.2, 0.5, 1, …) at or below a positive value.
    static func step(atOrBelow value: Double) -> Double {
        let decade = pow(10, floor(log10(value)))
        return [5.0, 2, 1].map { $0 * decade }.first { $0 <= value * 1.0000001 } ?? decade
    }

    /// The smallest 1-2-5 step at or above a positive value.
    static func step(atOrAbove value: Double) -> Double {
        let decade = pow(10, floor(log10(value)))
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

    /// The nearest-rank median of ascending samples, as the table's p50.
    private static func percentile50(_ sorted: [Double]) -> Double {
        TimingStatistics.percentile(50, ofSorted: sorted)
    }
}
