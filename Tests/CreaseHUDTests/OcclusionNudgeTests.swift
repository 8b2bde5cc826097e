import Crease
import CreaseHUD
import Testing

@Suite struct OcclusionNudgeTests {
    /// The Duo's outer display: 37 × 37 at (399, 29) and 84 × 170 at (382, 0), 466 pt wide.
    static let outer = [Rect(x: 399, y: 29, width: 37, height: 37), Rect(x: 382, y: 0, width: 84, height: 170)]
    static let display = Rect(x: 0, y: 0, width: 466, height: 1010)

    @Test func topTrailingButtonMovesLeftOfTheStatusArea() {
        let frame = Rect(x: 410, y: 12, width: 44, height: 44)
        let moved = OcclusionNudge.nudge(frame, clearOf: Self.outer, within: Self.display)
        #expect(moved == Rect(x: 338, y: 12, width: 44, height: 44),
                "A 44 pt button in the top-trailing corner should slide left just clear of the status area, got \(moved).")
    }

    @Test func labelNearTheBottomOfTheStatusAreaMovesDown() {
        let frame = Rect(x: 300, y: 150, width: 154, height: 30)
        let moved = OcclusionNudge.nudge(frame, clearOf: Self.outer, within: Self.display)
        #expect(moved == Rect(x: 300, y: 170, width: 154, height: 30), "Moving down 20 beats moving left 72, got \(moved).")
    }

    @Test func clearFramesStay() {
        let frame = Rect(x: 12, y: 12, width: 100, height: 44)
        #expect(OcclusionNudge.nudge(frame, clearOf: Self.outer, within: Self.display) == frame, "A frame clear of occlusions never moves.")
    }

    @Test func hudOnTheOuterDisplayKeepsClearOfTheCamera() throws {
        let hud = HUD(elements: [.button("menu", "Menu").anchored(.topTrailing), .label("title", "Crease").anchored(.topTrailing)])
        let layout = hud.layout(in: Fixtures.proxy(Fixtures.device("duo", .closed)))
        #expect(FoldLint.lint(layout).isEmpty, "Elements anchored under the outer camera are nudged out: \(FoldLint.lint(layout)).")
        let menu = try #require(layout["menu"])
        #expect(menu.maxX <= 382 || menu.minY >= 170, "The menu button ends left of or below the status area, got \(menu).")
    }

    @Test func wholeViewElementsStepOffTheSeam() throws {
        let hud = HUD(elements: [.label("banner", "Round 2").in(.whole).anchored(.center)])
        for pose in [Fixtures.Pose.flatAfterTabletop, .tabletop] {
            let layout = hud.layout(in: Fixtures.proxy(Fixtures.device("duo", pose)))
            let banner = try #require(layout["banner"])
            #expect(banner.maxY <= 459.5 || banner.minY >= 491.5, "A centred banner in the whole view steps off the seam (\(pose)), got \(banner).")
        }
    }
}
