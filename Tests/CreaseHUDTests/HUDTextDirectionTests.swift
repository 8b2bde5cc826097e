import Crease
import CreaseHUD
import Testing

/// The HUD hands its layout direction to the text it draws, so a line with no strong letter
/// of its own (a score, a time) reads in the HUD's direction.
@Suite struct HUDTextDirectionTests {
    private func directions(of list: DrawList) -> [LayoutDirection] {
        list.commands.compactMap { command in
            if case .text(_, _, _, _, _, let direction) = command { direction } else { nil }
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theHUDsTextTakesItsLayoutDirection(direction: LayoutDirection) {
        var hud = HUD(.label("score", "12:30").anchored(.topLeading), .button("fire", "Fire").anchored(.bottomTrailing))
        hud.update(in: GeometryProxy(device: Device(), layoutDirection: direction), measurer: MonospaceTextMeasurer())
        var list = DrawList()
        list.text("game's own", at: .zero)
        hud.draw(into: &list)
        list.text("after the HUD", at: .zero)
        let found = directions(of: list)
        #expect(found.count >= 4, "expected the game's two lines and the HUD's label and button, got \(found.count) text commands")
        #expect(found.first == .leftToRight && found.last == .leftToRight,
                "expected the game's own lines in the list's direction, left to right, got \(found)")
        #expect(found.dropFirst().dropLast().allSatisfy { $0 == direction }, "expected every HUD line to read \(direction), got \(found)")
        #expect(list.textDirection == .leftToRight, "expected the list's direction restored after the HUD drew")
    }
}
