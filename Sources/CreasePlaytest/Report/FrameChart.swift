import Crease

/// Rasterizes frame-time chart data into an `RGBAImage`, in pure Swift, so the chart can be
/// tested headless and the SDL host only saves it (or `PNGEncoder` does).
///
/// Each pixel column shows the slowest frame that falls into it as a bar from the bottom:
/// green within budget, red over it. A yellow horizontal line marks the budget, and a
/// vertical line (with the new posture's initial, F/T/B/C) marks each posture change.
public struct FrameChart: Sendable, Hashable {
    /// Image width in pixels.
    public var width: Int
    /// Image height in pixels.
    public var height: Int

    /// Background.
    public static let background = RGBA(24, 24, 28)
    /// A frame within budget.
    public static let withinBudget = RGBA(80, 200, 120)
    /// A janky frame.
    public static let overBudget = RGBA(230, 70, 60)
    /// The budget line.
    public static let budgetLine = RGBA(250, 210, 60)
    /// Posture change markers.
    public static let postureMarker = RGBA(120, 170, 255)

    /// Creates a chart of the given size (at least 16 × 16 pixels).
    public init(width: Int = 800, height: Int = 240) {
        self.width = Swift.max(16, width)
        self.height = Swift.max(16, height)
    }

    /// The pixel row of a time in milliseconds (0 at the bottom row, `scaleMax` at the top).
    public func row(forMs milliseconds: Double, scaleMax: Double) -> Int {
        let fraction = Swift.min(1, Swift.max(0, milliseconds / scaleMax))
        return (height - 1) - Int((fraction * Double(height - 1)).rounded())
    }

    /// The pixel column of a frame.
    public func column(forFrame frame: Int, frameCount: Int) -> Int {
        guard frameCount > 0 else { return 0 }
        return Swift.min(width - 1, frame * width / frameCount)
    }

    /// Draws the chart.
    public func render(_ data: FrameChartData) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: Self.background)
        let count = data.frameCpuMs.count
        let scale = data.scaleMaxMs
        if count > 0 {
            for x in 0..<width {
                let first = x * count / width
                let last = Swift.max(first + 1, (x + 1) * count / width)
                guard first < count else { continue }
                let slice = data.frameCpuMs[first..<Swift.min(count, last)].filter(\.isFinite)
                guard let slowest = slice.max(), slowest > 0 else { continue }
                let color = slowest > data.budgetMs ? Self.overBudget : Self.withinBudget
                image.fill(minX: x, minY: row(forMs: slowest, scaleMax: scale), maxX: x + 1, maxY: height, color)
            }
        }
        for frame in data.changeFrames where count > 0 {
            let x = column(forFrame: frame, frameCount: count)
            image.fill(minX: x, minY: 0, maxX: x + 1, maxY: height, Self.postureMarker)
        }
        for mark in data.postureMarks where mark.frame > 0 && count > 0 {
            let x = column(forFrame: mark.frame, frameCount: count)
            drawLetter(mark.posture, atX: x + 2, y: 2, into: &image)
        }
        let budgetRow = row(forMs: data.budgetMs, scaleMax: scale)
        image.fill(minX: 0, minY: budgetRow, maxX: width, maxY: budgetRow + 1, Self.budgetLine)
        return image
    }

    /// 3 × 5 glyphs for the postures' initials, one row per string, "#" lit.
    private static let glyphs: [Posture: [String]] = [
        .flat: ["###", "#..", "##.", "#..", "#.."],
        .tabletop: ["###", ".#.", ".#.", ".#.", ".#."],
        .book: ["##.", "#.#", "##.", "#.#", "##."],
        .closed: [".##", "#..", "#..", "#..", ".##"],
    ]

    private func drawLetter(_ posture: Posture, atX left: Int, y top: Int, into image: inout RGBAImage) {
        guard let rows = Self.glyphs[posture] else { return }
        for (dy, line) in rows.enumerated() {
            for (dx, character) in line.enumerated() where character == "#" {
                image.fill(minX: left + dx * 2, minY: top + dy * 2, maxX: left + dx * 2 + 2, maxY: top + dy * 2 + 2,
                           Self.postureMarker)
            }
        }
    }
}
