import Crease
import CreaseHUD
import Testing

/// Top-level elements sharing a pane and an anchor stand apart; placed ones stay put.
@Suite struct PaneStackTests {
    static let device = Fixtures.device("duo", .tabletop)

    func layout(_ elements: [HUDElement], device: Device = PaneStackTests.device) -> HUDLayout {
        HUD(elements: elements).layout(in: Fixtures.proxy(device))
    }

    @Test func twoLabelsInOnePaneStandOneAboveTheOther() throws {
        let layout = layout([.label("a", "First line").in(.raised), .label("b", "Second").in(.raised)])
        let a = try #require(layout["a"]), b = try #require(layout["b"])
        #expect(a.maxY + 8 == b.minY, "the second label should stand 8 pt below the first, got \(a) and \(b)")
        #expect(abs(a.midX - b.midX) < 1e-9, "both should stay centred across the pane")
        let raised = layout.regions.frame(of: .raised)
        #expect(abs((a.minY + b.maxY) / 2 - raised.midY) < 1e-9, "the stack as a whole should be centred in the raised half")
    }

    @Test func controlsLeftToTheRoleStackOnTheFlatHalf() throws {
        let layout = layout([.button("a", "One"), .button("b", "Two"), .label("status", "Score 3")])
        let a = try #require(layout["a"]), b = try #require(layout["b"]), status = try #require(layout["status"])
        let flat = layout.regions.frame(of: .flat)
        #expect(flat.contains(a) && flat.contains(b), "both buttons go to the flat half")
        #expect(b.minY == a.maxY + 8, "the second button stands under the first")
        #expect(layout.regions.frame(of: .raised).contains(status), "the status label goes to the raised half alone")
    }

    @Test func anchoredElementsNeverStack() throws {
        let layout = layout([.button("a", "One").anchored(.topLeading).in(.flat), .button("b", "Two").anchored(.topLeading).in(.flat)])
        #expect(layout["a"] == layout["b"], "two elements the game anchored to one spot stay there (the lint reports them)")
    }

    @Test func placedElementsAreLeftWhereTheGamePutThem() throws {
        let offset = layout([.label("a", "First").in(.raised), .label("b", "Second").in(.raised).anchored(.center, offset: Point(x: 0, y: 40))])
        let alone = layout([.label("a", "First").in(.raised)])
        #expect(offset["a"] == alone["a"], "an element with an offset is placed by the game, and the other stays where it would alone")
        let anchors = layout([.label("a", "First").anchored(.top).in(.raised), .label("b", "Second").anchored(.bottom).in(.raised)])
        #expect(anchors["a"] == layout([.label("a", "First").anchored(.top).in(.raised)])["a"], "different anchors are separate places")
    }

    @Test func fillingAndDecorationDoNotStack() throws {
        let layout = layout([.viewport("view").in(.raised), .label("title", "Over the view").in(.raised),
                             .label("art", "Art").role(.decoration).in(.raised)])
        let title = try #require(layout["title"]), view = try #require(layout["view"])
        #expect(view.contains(title), "a label over a viewport is meant to lie on it")
        #expect(abs(title.midY - view.midY) < 1, "and stays at the pane's centre")
    }

    @Test func hiddenElementsKeepTheirPlaceInAStack() throws {
        let shown = layout([.label("a", "First").in(.raised), .label("b", "Second").in(.raised)])
        let hidden = layout([.label("a", "First").in(.raised).hidden(true), .label("b", "Second").in(.raised)])
        #expect(shown["b"] == hidden["b"], "hiding the first should not move the second")
    }
}
