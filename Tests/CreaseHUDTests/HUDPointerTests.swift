import Crease
import CreaseHUD
import Testing

@Suite struct HUDPointerTests {
    static func hud() -> HUD {
        var hud = HUD(elements: [
            .stick("move").anchored(.bottomLeading),
            .button("fire", "Fire").anchored(.bottomTrailing),
            .holdButton("boost", "Boost").anchored(.trailing),
            .toggle("sound", "Sound").anchored(.top),
            .slider("volume", value: 0.5).anchored(.center),
            .dragPad("putt").anchored(.leading),
            .label("score", "0").anchored(.top),
        ])
        hud.update(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        return hud
    }

    static func pointer(_ id: Int64, _ phase: PointerPhase, _ point: Point) -> InputEvent {
        .pointer(PointerEvent(id: PointerID(id), phase: phase, location: point))
    }

    @Test func eachFingerKeepsItsControl() throws {
        var hud = Self.hud()
        let stick = try #require(hud.frame(of: "move")), fire = try #require(hud.frame(of: "fire"))
        let used1 = hud.handle(Self.pointer(1, .began, stick.center))
        #expect(used1, "Finger 1 lands on the stick.")
        let used2 = hud.handle(Self.pointer(2, .began, fire.center))
        #expect(used2, "Finger 2 lands on the fire button at the same time.")
        // Finger 1 drags right across the screen, over the fire button: it still drives the stick.
        let used3 = hud.handle(Self.pointer(1, .moved, fire.center))
        #expect(used3, "Finger 1's moves belong to the stick it captured.")
        #expect(hud.stickValue("move").x > 0.99, "Dragged far right, the stick is (almost) fully right, got \(hud.stickValue("move")).")
        let used4 = hud.handle(Self.pointer(2, .ended, fire.center))
        #expect(used4, "Finger 2 lifts over the fire button.")
        let used5 = hud.handle(Self.pointer(1, .ended, fire.center))
        #expect(used5, "Finger 1 lifts.")
        let actions = hud.drainActions()
        #expect(actions.filter { $0 == .tapped("fire") }.count == 1, "Only finger 2 taps fire; finger 1 passing over it does not.")
        #expect(actions.last == .stickMoved("move", .zero), "The stick springs back to zero on release.")
    }

    @Test func releasingOutsideCancelsATap() throws {
        var hud = Self.hud()
        let fire = try #require(hud.frame(of: "fire"))
        _ = hud.handle(Self.pointer(3, .began, fire.center))
        _ = hud.handle(Self.pointer(3, .moved, Point(x: 5, y: 5)))
        #expect(!hud.isHeld("fire"), "A button un-presses when its finger slides off.")
        _ = hud.handle(Self.pointer(3, .ended, Point(x: 5, y: 5)))
        #expect(hud.drainActions().isEmpty, "Lifting off the button is no tap.")
    }

    @Test func eventsOffControlsGoToTheGame() throws {
        var hud = Self.hud()
        let score = try #require(hud.frame(of: "score"))
        let used6 = hud.handle(Self.pointer(1, .began, score.center))
        #expect(!used6, "A status label does not swallow taps.")
        let used7 = hud.handle(Self.pointer(1, .ended, score.center))
        #expect(!used7, "Nor the finger's release.")
        let used8 = hud.handle(Self.pointer(4, .began, Point(x: 360, y: 300)))
        #expect(!used8, "Empty playfield goes to the game.")
    }

    @Test func holdToggleSliderAndDragPad() throws {
        var hud = Self.hud()
        let boost = try #require(hud.frame(of: "boost"))
        _ = hud.handle(Self.pointer(1, .began, boost.center))
        #expect(hud.isHeld("boost"), "A hold button is held while its finger is down.")
        _ = hud.handle(Self.pointer(1, .cancelled, boost.center))
        let sound = try #require(hud.frame(of: "sound"))
        _ = hud.handle(Self.pointer(2, .began, sound.center))
        _ = hud.handle(Self.pointer(2, .ended, sound.center))
        let volume = try #require(hud.frame(of: "volume"))
        _ = hud.handle(Self.pointer(3, .began, Point(x: volume.maxX - 1, y: volume.midY)))
        _ = hud.handle(Self.pointer(3, .ended, Point(x: volume.maxX - 1, y: volume.midY)))
        let putt = try #require(hud.frame(of: "putt"))
        _ = hud.handle(Self.pointer(4, .began, putt.center))
        _ = hud.handle(Self.pointer(4, .moved, Point(x: putt.midX, y: putt.midY + 60)))
        _ = hud.handle(Self.pointer(4, .ended, Point(x: putt.midX, y: putt.midY + 60)))
        let actions = hud.drainActions()
        #expect(actions == [
            .holdBegan("boost"), .holdEnded("boost"),
            .toggled("sound", isOn: true),
            .valueChanged("volume", value: 1),
            .aimChanged("putt", Aim(direction: Point(x: 0, y: -1), power: 0.5)),
            .aimReleased("putt", Aim(direction: Point(x: 0, y: -1), power: 0.5)),
        ], "Each widget reports its change; dragging the pad down 60 pt aims up at half power. Got \(actions).")
        #expect(hud.isOn("sound") == true && hud.value(of: "volume") == 1, "Widget state is readable after the actions.")
    }

    @Test func hoverHighlightsControls() throws {
        var hud = Self.hud()
        let fire = try #require(hud.frame(of: "fire"))
        let used9 = hud.handle(Self.pointer(-1, .hovered, fire.center))
        #expect(used9, "Hovering a control is the HUD's.")
        #expect(hud.state(of: "fire")?.isHovered == true, "The hovered control knows it.")
        let used10 = hud.handle(Self.pointer(-1, .hovered, Point(x: 360, y: 300)))
        #expect(!used10, "Hovering the playfield is the game's.")
        #expect(hud.state(of: "fire")?.isHovered == false, "Leaving clears the hover.")
    }

    @Test func losingWindowFocusReleasesEverything() throws {
        var hud = Self.hud()
        let boost = try #require(hud.frame(of: "boost"))
        _ = hud.handle(Self.pointer(1, .began, boost.center))
        _ = hud.handle(.windowFocus(false))
        #expect(!hud.isHeld("boost"), "A lost window lets go of held controls.")
        #expect(hud.drainActions() == [.holdBegan("boost"), .holdEnded("boost")], "…and says so.")
    }

    @Test func disabledControlsIgnoreInput() throws {
        var hud = Self.hud()
        hud.setEnabled(false, for: "fire")
        let fire = try #require(hud.frame(of: "fire"))
        let used11 = hud.handle(Self.pointer(1, .began, fire.center))
        #expect(!used11, "A disabled button takes no touches.")
        #expect(!hud.focusOrder.contains("fire"), "Nor focus.")
    }

    @Test func aSecondFingerOnAnOwnedControlIsSwallowed() throws {
        var hud = Self.hud()
        let stick = try #require(hud.frame(of: "move"))
        _ = hud.handle(Self.pointer(1, .began, stick.center))
        let began = hud.handle(Self.pointer(2, .began, stick.center))
        let moved = hud.handle(Self.pointer(2, .moved, Point(x: 5, y: 5)))
        let ended = hud.handle(Self.pointer(2, .ended, Point(x: 5, y: 5)))
        #expect(began && moved && ended, "A finger landing on a stick another finger owns is the HUD's to the end.")
        #expect(hud.stickValue("move") == .zero, "It does not move the stick: finger 1 still owns it.")
    }
}
