import Crease
import CreaseHUD
import Testing

@Suite struct ArrangementViewTests {
    @Test func tabletopPutsTheFirstViewOnTheRaisedHalf() {
        let proxy = Fixtures.proxy(Fixtures.device("duo", .tabletop))
        let (first, second) = ArrangementView.frames(in: proxy, policy: .adaptive)
        #expect(first == Rect(x: 0, y: 0, width: 720, height: 459.5), "The articles' recipe: top pane height fold.minY.")
        #expect(second == Rect(x: 0, y: 491.5, width: 720, height: 459.5), "Bottom pane height size.height - fold.maxY.")
    }

    @Test func bookPutsTheFirstViewOnTheLeadingSide() {
        let ltr = ArrangementView.frames(in: Fixtures.proxy(Fixtures.device("duo", .book)), policy: .adaptive)
        #expect(ltr.first.minX == 0 && ltr.second.minX == 491.5, "Left to right, the first view is on the left.")
        let rtl = ArrangementView.frames(in: Fixtures.proxy(Fixtures.device("duo", .book, direction: .rightToLeft)), policy: .adaptive)
        #expect(rtl.first.minX == 491.5 && rtl.second.minX == 0, "Right to left, the first (leading) view is on the right.")
    }

    @Test func noActiveFoldIsOneLayout() {
        let proxy = Fixtures.proxy(Fixtures.device("duo", .flatNew))
        let (first, second) = ArrangementView.frames(in: proxy, policy: .adaptive, spacing: 11)
        #expect(first == Rect(x: 0, y: 0, width: 470, height: 720) && second == Rect(x: 481, y: 0, width: 470, height: 720),
                "With no active fold the two views share the display side by side, got \(first) and \(second).")
    }

    @Test func preReservingFlatArrangesAsFolded() {
        let flat = ArrangementView.frames(in: Fixtures.proxy(Fixtures.device("flip", .flatNew)))
        let folded = ArrangementView.frames(in: Fixtures.proxy(Fixtures.device("flip", .tabletop)))
        #expect(flat == folded, "Pre-reserving, a flat flip phone arranges exactly as in tabletop.")
    }

    @Test func hudArrangementPlacesChildrenOnEachSide() throws {
        let hud = HUD(elements: [
            .arrangement("screen", .viewport("caddie"), .dragPad("putt").anchored(.center)),
        ])
        let layout = hud.layout(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        let caddie = try #require(layout["caddie"]), putt = try #require(layout["putt"])
        #expect(caddie == Rect(x: 0, y: 0, width: 720, height: 459.5), "The viewport fills the raised half, got \(caddie).")
        #expect(putt.minY >= 491.5, "The drag pad sits on the flat half, got \(putt).")
        #expect(FoldLint.lint(layout).isEmpty, "The arrangement is lint-clean.")
    }
}
