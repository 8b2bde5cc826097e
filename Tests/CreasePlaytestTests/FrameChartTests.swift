import Crease
import CreaseHUD
import Testing
import CreasePlaytest

@Suite("FrameChart")
struct FrameChartTests {
    @Test("bars are green within budget, red over it; the budget line and posture marks are drawn")
    func render() {
        let data = FrameChartData(frameCpuMs: [4, 4, 20, 4], budgetMs: 10,
                                  postureMarks: [.init(frame: 0, posture: .flat), .init(frame: 2, posture: .tabletop)])
        let chart = FrameChart(width: 40, height: 41)
        let image = chart.render(data)
        #expect(image.width == 40 && image.height == 41 && image.pixels.count == 40 * 41 * 4, "the image should be 40 × 41 RGBA")
        #expect(data.scaleMaxMs == 21, "the scale should top out at the slowest frame + 5% (21 ms)")
        #expect(image.pixel(x: 5, y: 40) == FrameChart.withinBudget, "frame 0's bar (4 ms) should be green at the bottom")
        #expect(image.pixel(x: 5, y: 10) == FrameChart.background, "frame 0's bar should not reach the top")
        #expect(image.pixel(x: 25, y: 39) == FrameChart.overBudget, "frame 2's bar (20 ms) should be red")
        let budgetRow = chart.row(forMs: 10, scaleMax: 21)
        #expect(image.pixel(x: 35, y: budgetRow) == FrameChart.budgetLine, "the budget line should cross the chart at 10 ms")
        #expect(image.pixel(x: 20, y: 30) == FrameChart.postureMarker, "the change at frame 2 should be marked at column 20")
        #expect(image.pixel(x: 0, y: 30) != FrameChart.postureMarker, "the starting posture is not a change")
    }

    @Test("no frames draw only the background and the budget line")
    func empty() {
        let image = FrameChart(width: 16, height: 16).render(FrameChartData(frameCpuMs: [], budgetMs: 16.7))
        #expect(image.pixel(x: 3, y: 15) == FrameChart.background, "no bars without frames")
    }

    @Test("the live graph draws a background, one bar per frame, the marks and the budget line")
    func drawList() {
        let data = FrameChartData(frameCpuMs: [4, 0, 20], budgetMs: 10, postureMarks: [.init(frame: 2, posture: .book)])
        var list = DrawList()
        FrameChart.draw(data, in: Rect(x: 10, y: 10, width: 30, height: 21), into: &list)
        let fills = list.commands.compactMap { command -> Rect? in
            if case .fillRect(let rect, _) = command { return rect }
            return nil
        }
        #expect(fills.count == 3, "a background and two bars (the 0 ms frame draws none), got \(fills.count)")
        #expect(fills.last == Rect(x: 30, y: 11, width: 10, height: 20), "the 20 ms bar of a 21 ms scale should stand 20 pt tall at x 30")
        let lines = list.commands.filter { if case .line = $0 { true } else { false } }
        #expect(lines.count == 2, "one posture mark and the budget line")
    }
}
