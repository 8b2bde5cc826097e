import Crease
import CreaseHUD
@testable import CreasePlaytest
import Testing

@Suite("FrameChart")
struct FrameChartTests {
    static func fills(_ list: DrawList) -> [(Rect, Color)] {
        list.commands.compactMap { command in
            if case .fillRect(let rect, let color) = command { return (rect, color) }
            return nil
        }
    }

    @Test("bars are green within budget, red over it, as tall as their time on the scale")
    func bars() {
        let data = FrameChartData(frameCpuMs: [4, 0, 20], budgetMs: 10, postureMarks: [.init(frame: 2, posture: .book)])
        var list = DrawList()
        FrameChart.draw(data, in: Rect(x: 10, y: 10, width: 30, height: 21), into: &list)
        let fills = Self.fills(list)
        #expect(fills.count == 3, "a background and two bars (the 0 ms frame draws none), got \(fills.count)")
        #expect(fills.first?.1 == FrameChart.background, "the background comes first")
        #expect(fills.dropFirst().first?.1 == FrameChart.withinBudget, "the 4 ms frame is within the 10 ms budget: green")
        #expect(fills.last?.0 == Rect(x: 30, y: 11, width: 10, height: 20), "the 20 ms bar of a 21 ms scale should stand 20 pt tall at x 30")
        #expect(fills.last?.1 == FrameChart.overBudget, "the 20 ms frame is over budget: red")
    }

    @Test("the budget line and each posture change are drawn; the start is not a change")
    func lines() {
        let data = FrameChartData(frameCpuMs: [4, 4, 20, 4], budgetMs: 10,
                                  postureMarks: [.init(frame: 0, posture: .flat), .init(frame: 2, posture: .tabletop)])
        var list = DrawList()
        FrameChart.draw(data, in: Rect(x: 0, y: 0, width: 40, height: 42), into: &list)
        let lines = list.commands.compactMap { command -> (Point, Point, Color)? in
            if case .line(let from, let to, let color, _) = command { return (from, to, color) }
            return nil
        }
        #expect(lines.filter { $0.2 == FrameChart.postureMarker }.map(\.0.x) == [20], "only the change at frame 2 is marked, at x 20")
        let budget = lines.first { $0.2 == FrameChart.budgetLine }
        #expect(budget?.0.y == 22, "the budget line should cross at 10 ms of a 21 ms scale: y = 42 − 20 = 22")
    }

    @Test("the saved chart is labelled with the budget, the scale, the frames and each posture")
    func labels() {
        let data = FrameChartData(frameCpuMs: Array(repeating: 5, count: 120), budgetMs: 1000.0 / 60,
                                  postureMarks: [.init(frame: 0, posture: .flat), .init(frame: 60, posture: .tabletop)])
        let texts = FrameChart.drawList(data).commands.compactMap { command -> String? in
            if case .text(let string, _, _, _, _, _) = command { return string }
            return nil
        }
        #expect(texts.contains("budget 16.67 ms"), "the budget should be labelled, got \(texts)")
        #expect(texts.contains("tabletop"), "the posture change should be labelled, got \(texts)")
        #expect(texts.contains { $0.hasPrefix("120 frames") }, "the frame count should be labelled, got \(texts)")
        #expect(!texts.contains { $0.contains("passes") }, "one pass says nothing of passes, got \(texts)")
        var passed = data
        passed.passes = 12
        let captions = FrameChart.drawList(passed).commands.compactMap { command -> String? in
            if case .text(let string, _, _, _, _, _) = command, string.hasPrefix("120 frames") { return string }
            return nil
        }
        #expect(captions.first?.contains("each its fastest of 12 passes") == true, "the caption should say the passes, got \(captions)")
    }

    @Test("no frames draw only the background and the budget line")
    func empty() {
        var list = DrawList()
        FrameChart.draw(FrameChartData(frameCpuMs: [], budgetMs: 16.7), in: Rect(x: 0, y: 0, width: 16, height: 16), into: &list)
        #expect(Self.fills(list).count == 1, "no bars without frames")
    }

    @Test("the comparison's axis goes from a 1-2-5 step under the fastest frame to one over the slowest")
    func comparisonAxis() {
        #expect(FrameChart.comparisonAxis([0.087, 12.9]) == 0.05...20)
        #expect(FrameChart.comparisonAxis([0.3, 0.4]) == 0.1...1, "at least a factor 10 wide")
        #expect(FrameChart.comparisonAxis([0, -1]) == 0.01...1, "no positive frame: a default range")
        #expect(FrameChart.comparisonTicks(0.05...20) == [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20])
    }

    @Test("the comparison draws both runs' curves in their colours and a legend with each p50")
    func comparison() {
        let (list, axis) = FrameChart.comparisonDrawList(base: [0.2, 0.2, 0.3], new: [0.4, 0.5, .nan])
        #expect(axis == 0.1...1, "the axis spans both runs; got \(axis)")
        let texts = list.commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _, _) = command { return text }
            return nil
        }
        #expect(texts.contains("base  p50 0.200 ms") && texts.contains("new  p50 0.400 ms"), "the legend names each p50; got \(texts)")
        let lineColors = Set(list.commands.compactMap { command -> Color? in
            if case .line(_, _, let color, _) = command { return color }
            return nil
        })
        #expect(lineColors == [FrameChart.baseRun, FrameChart.newRun], "the curves are drawn in the runs' colours")
        let (empty, _) = FrameChart.comparisonDrawList(base: [], new: [1])
        #expect(empty.commands.contains { if case .text("base: no frames", _, _, _, _, _) = $0 { true } else { false } },
                "a run without frames says so in the legend")
    }
}
