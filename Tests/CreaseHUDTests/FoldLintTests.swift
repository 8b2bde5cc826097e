import Crease
import CreaseHUD
import Foundation
import Testing

@Suite struct FoldLintTests {
    static let tabletop = Fixtures.device("duo", .tabletop)

    /// Planted items and the rules they must break (duo tabletop: fold y 459.5…491.5, camera off).
    @Test(arguments: [
        (LintItem(id: "fire", role: .control, frame: Rect(x: 100, y: 440, width: 60, height: 60)), ["crossesDivision"]),
        (LintItem(id: "score", role: .status, frame: Rect(x: 100, y: 470, width: 100, height: 10)), ["crossesDivision"]),
        (LintItem(id: "art", role: .decoration, frame: Rect(x: 0, y: 400, width: 720, height: 200)), []),
        (LintItem(id: "tiny", role: .control, frame: Rect(x: 100, y: 600, width: 30, height: 44)), ["smallTouchTarget"]),
        (LintItem(id: "tinyLabel", role: .status, frame: Rect(x: 100, y: 600, width: 30, height: 10)), []),
        (LintItem(id: "off", role: .status, frame: Rect(x: 700, y: 100, width: 40, height: 20)), ["outsideDisplay"]),
        (LintItem(id: "ok", role: .control, frame: Rect(x: 100, y: 600, width: 44, height: 44)), []),
        (LintItem(id: "edge", role: .control, frame: Rect(x: 100, y: 491.5, width: 44, height: 44)), []),
    ])
    func plantedViolations(_ item: LintItem, _ rules: [String]) {
        let violations = FoldLint.lint([item], device: Self.tabletop)
        #expect(violations.map(\.rule) == rules, "\(item.id) at \(item.frame) should break \(rules), got \(violations).")
        #expect(violations.allSatisfy { $0.element == item.id && $0.frame == item.frame }, "Violations name the element and its frame.")
    }

    @Test func occlusionsCountOnlyWhileActive() {
        let cell = LintItem(id: "cell", role: .control, frame: Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(FoldLint.lint([cell], device: Self.tabletop).isEmpty, "An idle inner camera hides nothing.")
        var camera = Self.tabletop
        camera.innerCameraInUse = true
        #expect(FoldLint.lint([cell], device: camera).map(\.rule) == ["underOcclusion"],
                "A cell under the inner camera in use is reported.")
    }

    @Test func flatFoldIsNotADivisionToCross() {
        let item = LintItem(id: "ball", role: .control, frame: Rect(x: 450, y: 300, width: 50, height: 50))
        #expect(FoldLint.lint([item], device: Fixtures.device("duo", .flatNew)).isEmpty, "Flat, the fold is inactive.")
        #expect(FoldLint.lint([item], device: Fixtures.device("duo", .book)).map(\.rule) == ["crossesDivision"],
                "In book the same item crosses the active fold.")
    }

    @Test func gamesLintTheirPlayfieldThroughTheSameAPI() {
        let violations = FoldLint.lint(frames: [
            (id: "cup", role: .control, frame: Rect(x: 300, y: 450, width: 48, height: 48)),
            (id: "ball", role: .control, frame: Rect(x: 300, y: 700, width: 48, height: 48)),
        ], device: Self.tabletop)
        #expect(violations.map(\.element) == ["cup"], "Only the cup straddles the fold, got \(violations).")
    }

    @Test func playfieldItemsInAViewportAreLintedInItsCoordinates() {
        let device = Self.tabletop
        let board = GeometryProxy(device: device).subview(frame: Rect(x: 0, y: 400, width: 720, height: 551))
        let violations = FoldLint.lint(frames: [
            (id: "tile", role: .control, frame: Rect(x: 10, y: 50, width: 50, height: 50)),
            (id: "safe", role: .control, frame: Rect(x: 10, y: 200, width: 50, height: 50)),
        ], proxy: board)
        #expect(violations.map(\.element) == ["tile"], "In the board's own space the fold runs at y 59.5…91.5, so only the tile crosses it.")
    }

    @Test func dualScreenGapIsBothRules() {
        let item = LintItem(id: "tile", role: .control, frame: Rect(x: 530, y: 100, width: 50, height: 50))
        let rules = FoldLint.lint([item], device: Fixtures.device("dual", .flatNew)).map(\.rule)
        #expect(rules == ["crossesDivision", "underOcclusion"], "A tile on a dual-screen hinge crosses it and hides in its gap.")
    }

    @Test func violationsEncodeAsFrameElementRule() throws {
        let violation = FoldViolation(frame: Rect(x: 1, y: 2, width: 3, height: 4), element: "fire", rule: .crossesDivision)
        let data = try JSONEncoder().encode(violation)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["frame", "element", "rule"], "Reports store {frame, element, rule}, got \(object.keys).")
        #expect(try JSONDecoder().decode(FoldViolation.self, from: data) == violation, "Violations round-trip through JSON.")
    }

    @Test func violationsDrawAsMagenta() {
        var list = DrawList()
        FoldLint.draw([FoldViolation(frame: Rect(x: 0, y: 0, width: 10, height: 10), element: "x", rule: .outsideDisplay)], into: &list)
        #expect(list.commands.contains(.strokeRect(Rect(x: 0, y: 0, width: 10, height: 10), .lintMagenta, width: 2)),
                "Each violation is outlined in lint magenta.")
    }

    @Test func lintOfAPlantedHUD() {
        let hud = HUD(elements: [
            .button("tiny", "x").sized(width: 30, height: 30).anchored(.bottom),
            .button("straddle", "Go").in(.whole).sized(.fillHeight(width: 60)).anchored(.center),
        ])
        var hudState = hud
        hudState.update(in: Fixtures.proxy(Self.tabletop))
        let rules = Set(hudState.lint().map { "\($0.element) \($0.rule)" })
        #expect(rules == ["tiny smallTouchTarget", "straddle crossesDivision"], "The HUD lint reports both planted faults, got \(rules).")
    }

    @Test func aRowTooWideForTheOuterDisplayIsReported() {
        var hud = HUD(elements: [
            .row("weapons", [.button("shell", "Shell"), .button("torpedo", "Torpedo"), .toggle("sonar", "Sonar")])
                .anchored(.bottomTrailing),
        ])
        hud.update(in: Fixtures.proxy(Fixtures.device("flip", .closed)))
        let rules = Set(hud.lint().map(\.rule))
        #expect(rules.contains("outsideDisplay"), "A 331 pt row cannot fit the flip's 306 pt outer display; lint must say so, got \(hud.lint()).")
    }
}

/// Panels: a plate behind a group is drawn and linted as one item, so its edge under a camera
/// in use is a finding even where the text inside keeps clear.
@Suite struct PanelLintTests {
    private func hud(camera: Bool) -> (HUD, [FoldViolation]) {
        var device = Fixtures.device("duo", .tabletop)
        device.innerCameraInUse = camera
        var hud = HUD(elements: [
            // Filling the raised half, the plate reaches under the inner camera (6, 14, 40 × 40);
            // the label in its middle does not.
            .panel("statusPanel", .label("score", "Score 10")).sized(.fill).in(.raised),
        ])
        hud.update(in: GeometryProxy(device: device), measurer: MonospaceTextMeasurer())
        return (hud, hud.lint())
    }

    @Test func aPanelOfStatusUnderTheCameraInUseIsAFinding() {
        let (hud, violations) = hud(camera: true)
        #expect(violations.map(\.element) == ["statusPanel"] && violations.map(\.rule) == ["underOcclusion"],
                "the panel, not its label, should be under the camera: \(violations)")
        #expect(hud.frame(of: "score").map { !$0.intersects(Rect(x: 6, y: 14, width: 40, height: 40)) } ?? false)
    }

    @Test func theSamePanelWithTheCameraIdleIsClean() {
        #expect(hud(camera: false).1.isEmpty)
    }

    @Test func aPanelIsDrawnBeforeWhatItHolds() {
        let (hud, _) = hud(camera: false)
        var list = DrawList()
        hud.draw(into: &list)
        let plate = list.commands.firstIndex { if case .fillRoundedRect = $0 { true } else { false } }
        let text = list.commands.firstIndex { if case .text(let string, _, _, _, _, _) = $0 { string == "Score 10" } else { false } }
        #expect(plate != nil && text != nil && plate! < text!, "the plate should come before the label's text: \(list.commands)")
    }
}
