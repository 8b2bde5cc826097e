import Crease
import CreaseHUD
import Testing

/// The text and overlap rules, as a table of HUDs and exactly how many findings of each they make.
@Suite struct FoldLintTextTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var elements: [HUDElement]
        var overflows = 0
        var overlaps = 0
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "two labels dropped into one pane stand apart",
             elements: [.label("a", "Your turn").in(.raised), .label("b", "Fleet 5 · Enemy 5").in(.raised)]),
        Case(name: "a label moved onto another by an offset",
             elements: [.label("a", "Your turn").in(.raised), .label("b", "Fleet 5").in(.raised).anchored(.center, offset: Point(x: 0, y: 4))],
             overlaps: 1),
        Case(name: "three buttons placed on one spot make three pairs",
             elements: [.button("a", "One").anchored(.center, offset: Point(x: 1, y: 0)),
                        .button("b", "Two").anchored(.center, offset: Point(x: 2, y: 0)),
                        .button("c", "Three").anchored(.center, offset: Point(x: 3, y: 0))],
             overlaps: 3),
        Case(name: "a panel holds its text", elements: [.panel("plate", .label("score", "Score 12")).in(.raised)]),
        Case(name: "a label over a viewport is meant", elements: [.viewport("view").in(.raised), .label("title", "Over it").in(.raised)]),
        Case(name: "a hidden label draws over nothing",
             elements: [.label("a", "Your turn").in(.raised),
                        .label("b", "Fleet 5").in(.raised).anchored(.center, offset: Point(x: 0, y: 4)).hidden(true)]),
        Case(name: "decoration may lie under text",
             elements: [.label("a", "Your turn").in(.raised),
                        .label("art", "~~~").role(.decoration).in(.raised).anchored(.center, offset: Point(x: 0, y: 4))]),
        Case(name: "a pause menu marked an overlay lies over the status by design",
             elements: [.label("status", "Your turn").in(.raised).anchored(.top),
                        .column("menu", [.button("resume", "Resume"), .button("quit", "Quit")]).in(.raised).anchored(.top).overlay()]),
        Case(name: "the same menu unmarked is reported once per element pair that overlaps",
             elements: [.label("status", "Your turn").in(.raised).anchored(.top),
                        .column("menu", [.button("resume", "Resume"), .button("quit", "Quit")]).in(.raised).anchored(.top)],
             overlaps: 1),
        Case(name: "a board the player reads may not lie under words",
             elements: [.viewport("board").role(.status).in(.raised), .label("title", "Over the board").in(.raised)],
             overlaps: 1),
        Case(name: "a long text in a narrow label is truncated, not spilt",
             elements: [.label("status", "You: F7 sank the Battleship").sized(width: 120, height: 36).in(.raised)]),
        Case(name: "a label too short for one line of its font",
             elements: [.label("status", "Your turn", font: .title).sized(width: 200, height: 12).in(.raised)],
             overflows: 1),
        Case(name: "a wrapped label whose lines fit its height",
             elements: [.label("status", "You: F7 sank the Battleship", fit: .wrap(lines: 2)).sized(width: 260, height: 64).in(.raised)]),
        Case(name: "a button too narrow for an ellipsis",
             elements: [.button("x", "Fire").sized(width: 10, height: 44).in(.flat)],
             overflows: 1),
    ]

    @Test(arguments: cases)
    func findings(_ c: Case) {
        var hud = HUD(elements: c.elements)
        hud.update(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        let rules = hud.lint().compactMap(\.lintRule)
        #expect(rules.filter { $0 == .textOverflow }.count == c.overflows,
                "\(c.name): expected \(c.overflows) textOverflow findings, got \(hud.lint())")
        #expect(rules.filter { $0 == .overlapsElement }.count == c.overlaps,
                "\(c.name): expected \(c.overlaps) overlapsElement findings, got \(hud.lint())")
    }

    @Test func whatIsDrawnFitsTheFrame() throws {
        var hud = HUD(.label("status", "You: F7 sank the Battleship").sized(width: 120, height: 36).in(.raised))
        hud.update(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        let frame = try #require(hud.frame(of: "status"))
        let fitted = try #require(hud.fittedText(of: "status"))
        #expect(fitted.lines.count == 1 && fitted.lines[0].hasSuffix("…"), "the status should be cut to one line, got \(fitted.lines)")
        var list = DrawList()
        hud.draw(into: &list)
        let measurer = MonospaceTextMeasurer()
        for case .text(let string, let origin, let font, _, let alignment, _) in list.commands {
            let width = measurer.measure(string, font: font).width
            let minX = alignment == .center ? origin.x - width / 2 : alignment == .right ? origin.x - width : origin.x
            #expect(minX >= frame.minX && minX + width <= frame.maxX + 1, "\"\(string)\" should be drawn inside \(frame)")
        }
    }

    @Test func newWordsAreFittedWithoutARelayout() throws {
        var hud = HUD(.label("status", "Hit").sized(width: 120, height: 36).in(.raised))
        let proxy = Fixtures.proxy(Fixtures.device("duo", .tabletop))
        hud.update(in: proxy)
        hud.setText("You: F7 sank the Battleship", for: "status")
        hud.update(in: proxy)
        let fitted = try #require(hud.fittedText(of: "status"))
        #expect(fitted.lines.count == 1 && fitted.size.width <= 112, "new words in a fixed label are fitted again, got \(fitted.lines)")
    }
}
