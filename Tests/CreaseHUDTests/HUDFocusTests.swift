import Crease
import CreaseHUD
import Testing

@Suite struct HUDFocusTests {
    static func hud() -> HUD {
        var hud = HUD(elements: [
            .label("score", "0").anchored(.top),
            .button("a", "A").anchored(.bottomLeading),
            .button("b", "B").anchored(.bottom),
            .toggle("c", "Sound").anchored(.bottomTrailing),
            .button("up", "Up").anchored(.center),
        ])
        hud.update(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        return hud
    }

    static func key(_ name: String, shift: Bool = false, down: Bool = true) -> InputEvent {
        .key(KeyEvent(key: name, isDown: down, modifiers: shift ? .shift : []))
    }

    @Test func tabFollowsDeclarationOrderAndWraps() {
        var hud = Self.hud()
        #expect(hud.focusOrder == ["a", "b", "c", "up"], "Only controls take focus, in declaration order.")
        var visited: [String?] = []
        for _ in 0..<5 {
            let used1 = hud.handle(Self.key("Tab"))
            #expect(used1, "Tab is always the HUD's when it has controls.")
            visited.append(hud.focusedElement)
        }
        #expect(visited == ["a", "b", "c", "up", "a"], "Tab walks the controls in order and wraps, got \(visited).")
        _ = hud.handle(Self.key("Tab", shift: true))
        #expect(hud.focusedElement == "up", "Shift+Tab walks back.")
    }

    @Test func arrowsMoveSpatially() {
        var hud = Self.hud()
        hud.focus("a")
        _ = hud.handle(Self.key("Right"))
        #expect(hud.focusedElement == "b", "Right from the bottom-leading button reaches the bottom-centre one.")
        _ = hud.handle(Self.key("Right"))
        #expect(hud.focusedElement == "c", "Right again reaches the toggle.")
        _ = hud.handle(Self.key("Up"))
        #expect(hud.focusedElement == "up", "Up reaches the button above.")
        _ = hud.handle(.gamepadButton(.dpadDown, isDown: true, controller: 0))
        #expect(hud.focusedElement == "b", "The d-pad moves focus like the arrows; down lands on the nearest below.")
    }

    @Test func activationReportsActions() {
        var hud = Self.hud()
        hud.focus("b")
        let used2 = hud.handle(Self.key("Return"))
        #expect(used2, "Return on a focused button is consumed.")
        _ = hud.handle(Self.key("Return", down: false))
        hud.focus("c")
        _ = hud.handle(.gamepadButton(.a, isDown: true, controller: 0))
        #expect(hud.drainActions() == [.tapped("b"), .toggled("c", isOn: true)], "Return taps, gamepad A toggles.")
        #expect(hud.drainActions().isEmpty, "Draining empties the queue.")
    }

    @Test func keysPassToTheGameWithoutFocus() {
        var hud = Self.hud()
        let used3 = hud.handle(Self.key("Space"))
        #expect(!used3, "Space goes to the game while nothing has focus.")
        let used4 = hud.handle(Self.key("Left"))
        #expect(!used4, "So do the arrows.")
        hud.focus("a")
        let used5 = hud.handle(Self.key("Escape"))
        #expect(used5, "Escape takes focus away…")
        let used6 = hud.handle(Self.key("Left"))
        #expect(!used6, "…and hands the arrows back to the game.")
    }

    @Test func focusRingIsDrawn() {
        var hud = Self.hud()
        hud.focus("a")
        var list = DrawList()
        hud.draw(into: &list)
        let ring = list.commands.contains {
            if case .strokeRoundedRect(_, _, let color, _) = $0 { return color == Theme.standard.focusRing }
            return false
        }
        #expect(ring, "A focused control gets a visible focus ring.")
    }

    @Test func holdButtonHeldByKey() {
        var hud = HUD(elements: [.holdButton("boost", "Boost")])
        hud.update(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        hud.focus("boost")
        _ = hud.handle(Self.key("Space"))
        #expect(hud.isHeld("boost"), "Space holds a focused hold button.")
        _ = hud.handle(Self.key("Space", down: false))
        #expect(hud.drainActions() == [.holdBegan("boost"), .holdEnded("boost")], "Press and release report began and ended.")
    }

    @Test func engagedStickFollowsArrowsAndGamepad() {
        var hud = HUD(elements: [.stick("move")])
        hud.update(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        hud.focus("move")
        _ = hud.handle(Self.key("Return"))
        _ = hud.handle(Self.key("Left"))
        #expect(hud.stickValue("move") == Point(x: -1, y: 0), "An engaged stick follows the arrows.")
        _ = hud.handle(Self.key("Left", down: false))
        #expect(hud.stickValue("move") == .zero, "Releasing the arrow recentres it.")
        let used7 = hud.handle(.gamepadAxis(.leftY, value: 0.5, controller: 0))
        #expect(used7, "An engaged stick takes the gamepad's left stick.")
        #expect(hud.stickValue("move") == Point(x: 0, y: 0.5), "…and follows it.")
    }

    @Test func dragPadAimsFromTheKeyboard() {
        var hud = HUD(elements: [.dragPad("putt")])
        hud.update(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        hud.focus("putt")
        _ = hud.handle(Self.key("Return"))
        for _ in 0..<5 { _ = hud.handle(Self.key("Down")) }
        _ = hud.handle(Self.key("Return"))
        let actions = hud.drainActions()
        #expect(actions.last == .aimReleased("putt", Aim(direction: Point(x: 0, y: -1), power: 0.5)),
                "Return engages, five Down presses pull back 60 pt, Return shoots up at half power. Got \(actions).")
        _ = hud.handle(Self.key("Return"))
        _ = hud.handle(Self.key("Down"))
        _ = hud.handle(Self.key("Escape"))
        #expect(hud.drainActions().last == .aimCancelled("putt"), "Escape cancels an aim in progress.")
        #expect(hud.focusedElement == "putt", "…and leaves the pad focused.")
    }
}
