import Crease
import CreaseHUD
import Testing

@Suite struct HUDTests {
    @Test func declaringAHUDTakesAFewLines() throws {
        var hud = HUD(
            .counter("score", "Score").anchored(.topLeading),
            .button("fire", "Fire").anchored(.bottomTrailing)
        )
        let layout = hud.update(in: Fixtures.proxy(Fixtures.device("flip", .tabletop)))
        #expect(layout["score"] != nil && layout["fire"] != nil, "Every element gets a frame keyed by its id.")
        #expect(hud.lint().isEmpty, "A plainly declared HUD is lint-clean.")
    }

    @Test func updateReusesTheLayoutUntilSomethingChanges() {
        var hud = Fixtures.sampleHUD()
        let proxy = Fixtures.proxy(Fixtures.device("duo", .tabletop))
        let first = hud.update(in: proxy)
        #expect(hud.update(in: proxy) == first, "Same inputs, same layout.")
        hud.setText("A much longer hint than before", for: "hint")
        let second = hud.update(in: proxy)
        #expect(second["hint"] != first["hint"], "Changing measured text relays out.")
        hud.setValue(0.2, for: "health")
        #expect(hud.update(in: proxy) == second, "A meter's value does not change the layout.")
    }

    @Test func aRelayoutRefitsOnlyTheWordsThatChanged() throws {
        /// Counts each text measured, widths as the fixed-width measurer gives them.
        final class Counting: TextMeasurer, @unchecked Sendable {
            var counts: [String: Int] = [:]
            func measure(_ text: String, font: Font) -> Size {
                counts[text, default: 0] += 1
                return MonospaceTextMeasurer().measure(text, font: font)
            }
        }
        let proxy = Fixtures.proxy(Fixtures.device("duo", .tabletop))
        let elements: [HUDElement] = [.label("hole", "Hole 1 of 9 · First Putt").anchored(.top),
                                      .label("par", "Par 2 of the course").anchored(.bottom)]
        var hud = HUD(elements: elements)
        let counting = Counting()
        hud.update(in: proxy, measurer: counting)
        counting.counts = [:]
        // A wider label relayouts the HUD: its words are measured to size it and fitted
        // again; the other label's are measured to size it only, and keep their fitting.
        hud.setText("Hole 2 of 9 · A Much Longer Name", for: "hole")
        let second = hud.update(in: proxy, measurer: counting)
        #expect(counting.counts["Par 2 of the course"] == 1, "expected the unchanged label measured once, got \(counting.counts)")
        // Each paragraph that fits whole is measured as one line, never word by word.
        #expect(counting.counts["Hole 2"] == nil && counting.counts["Par 2"] == nil, "expected no prefix measured, got \(counting.counts)")
        // What is kept is what a fresh HUD fits.
        var fresh = HUD(elements: hud.elements)
        #expect(fresh.update(in: proxy, measurer: MonospaceTextMeasurer()) == second)
        for id in ["hole", "par"] { #expect(hud.fittedText(of: id) == fresh.fittedText(of: id), "\(id)") }
    }

    @Test func textIsMeasuredThroughTheMeasurer() throws {
        struct Wide: TextMeasurer {
            func measure(_ text: String, font: Font) -> Size { Size(width: Double(text.count) * 20, height: 30) }
        }
        let hud = HUD(elements: [.label("title", "Crease").anchored(.top)])
        let layout = hud.layout(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)), measurer: Wide())
        #expect(try #require(layout["title"]).size == Size(width: 128, height: 34), "A label is its measured text plus padding.")
    }

    @Test func elementsRoundTrip() {
        let hud = Fixtures.sampleHUD()
        var copy = hud
        copy.elements = hud.elements
        #expect(copy.elements == hud.elements, "Reading and setting the elements keeps them as declared.")
    }

    @Test func modifyChangesPlacement() throws {
        var hud = Fixtures.sampleHUD()
        let proxy = Fixtures.proxy(Fixtures.device("duo", .tabletop))
        hud.update(in: proxy)
        hud.modify("pause") { $0.anchor = .topLeading }
        hud.update(in: proxy)
        #expect(try #require(hud.frame(of: "pause")).origin == Point(x: 12, y: 503.5),
                "Re-anchoring a control moves it to the flat half's top-leading corner.")
    }

    /// The example in docs/hud.md, kept compiling and running here.
    @Test func readmeExample() {
        var fired = 0
        var steering = Point.zero
        let device = Fixtures.device("duo", .tabletop)
        let measurer = MonospaceTextMeasurer()
        var drawList = DrawList()
        var hud = HUD(
            .counter("score", "Score").anchored(.topLeading),
            .meter("fuel", value: 1, title: "Fuel").anchored(.topTrailing),
            .stick("move").anchored(.bottomLeading),
            .row("actions", [.button("fire", "Fire"), .holdButton("boost", "Boost")]).anchored(.bottomTrailing)
        )
        hud.update(in: GeometryProxy(device: device, layoutDirection: device.layoutDirection), measurer: measurer)
        let fire = hud.frame(of: "fire")?.center ?? .zero
        let events: [InputEvent] = [
            .pointer(PointerEvent(id: PointerID(1), phase: .began, location: fire)),
            .pointer(PointerEvent(id: PointerID(1), phase: .ended, location: fire)),
            .key(KeyEvent(key: "W", isDown: true)),
        ]
        var gameEvents: [InputEvent] = []
        for event in events where !hud.handle(event) { gameEvents.append(event) }
        hud.advance(by: 1.0 / 60)
        for action in hud.drainActions() {
            switch action {
            case .tapped("fire"): fired += 1
            case .stickMoved("move", let vector): steering = vector
            default: break
            }
        }
        hud.setValue(0.5, for: "fuel")
        hud.draw(into: &drawList)
        #expect(fired == 1 && steering == .zero, "The tap on fire reaches the game as one action.")
        #expect(gameEvents == [.key(KeyEvent(key: "W", isDown: true))], "The key the HUD does not use goes to the game.")
        #expect(!drawList.commands.isEmpty && hud.lint().isEmpty, "The HUD draws itself and is lint-clean.")
    }
}
