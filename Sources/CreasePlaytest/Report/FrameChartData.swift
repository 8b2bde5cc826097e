/// What a frame-time chart shows: each frame's CPU time, the budget line and where the
/// posture changed. Built by `PlaytestSession.chartData`; drawn by `FrameChart`, or by the
/// SDL host's live graph.
public struct FrameChartData: Sendable, Hashable, Codable {
    /// Each frame's CPU time in milliseconds, in frame order.
    public var frameCpuMs: [Double]
    /// The budget in milliseconds (1000 / target Hz).
    public var budgetMs: Double
    /// The posture from each frame on where it changed (frame 0 is the start, not a change).
    public var postureMarks: [PlaytestReport.PostureMark]
    /// How many timing passes each frame's time is the fastest of (`--passes`); nil for one.
    public var passes: Int?

    /// Creates chart data.
    public init(frameCpuMs: [Double], budgetMs: Double, postureMarks: [PlaytestReport.PostureMark] = [], passes: Int? = nil) {
        self.frameCpuMs = frameCpuMs
        self.budgetMs = budgetMs
        self.postureMarks = postureMarks
        self.passes = passes
    }

    /// The frames where the posture changed (the marks after frame 0).
    public var changeFrames: [Int] { postureMarks.map(\.frame).filter { $0 > 0 } }

    /// The top of the chart's scale in milliseconds: twice the budget, or the slowest frame
    /// with 5% headroom when that is higher, so the budget line always sits at or below half.
    public var scaleMaxMs: Double {
        let slowest = frameCpuMs.filter(\.isFinite).max() ?? 0
        return Swift.max(budgetMs * 2, slowest * 1.05, 0.001)
    }
}
