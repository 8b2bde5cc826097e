// These tests build raw SDL events, so they import SDL's C module; the library code they
// exercise is still the only SDL client above the C layer.
import CSDL2
import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// SDL events become InputEvents in display points; emulator keys never reach the game.
@MainActor
@Suite struct EventTranslatorTests {
    private func translator(scale: Double) -> EventTranslator {
        let translator = EventTranslator()
        translator.transform = PixelTransform(scale: scale)
        translator.windowSize = (951, 720)
        translator.pixelSize = (951, 720)
        return translator
    }

    private func mouse(_ type: SDL_EventType, x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.which = which
            event.motion.x = x
            event.motion.y = y
        } else {
            event.button.which = which
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
        }
        return event
    }

    @Test func theMouseIsOneTouchPointerThatHovers() {
        let translator = translator(scale: 0.5)
        let hover = translator.translate(mouse(SDL_MOUSEMOTION, x: 100, y: 50))
        let down = translator.translate(mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 50))
        let drag = translator.translate(mouse(SDL_MOUSEMOTION, x: 110, y: 50))
        let up = translator.translate(mouse(SDL_MOUSEBUTTONUP, x: 110, y: 50))
        let expected: [HostEvent] = [
            .input(.pointer(PointerEvent(id: .mouse, phase: .hovered, location: Point(x: 200, y: 100)))),
            .input(.pointer(PointerEvent(id: .mouse, phase: .began, location: Point(x: 200, y: 100)))),
            .input(.pointer(PointerEvent(id: .mouse, phase: .moved, location: Point(x: 220, y: 100)))),
            .input(.pointer(PointerEvent(id: .mouse, phase: .ended, location: Point(x: 220, y: 100)))),
        ]
        #expect(hover + down + drag + up == expected, "expected hover, began, moved, ended in points at 0.5 px/pt, got \(hover + down + drag + up)")
    }

    @Test func synthesizedMouseEventsFromTouchesAreIgnored() {
        let translator = translator(scale: 1)
        let events = translator.translate(mouse(SDL_MOUSEBUTTONDOWN, x: 10, y: 10, which: UInt32.max))
        #expect(events.isEmpty, "expected SDL_TOUCH_MOUSEID events to be dropped (fingers come as fingers), got \(events)")
    }

    @Test func fingersKeepTheirOwnIds() {
        let translator = translator(scale: 1)
        func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.tfinger.type = type.rawValue
            event.tfinger.fingerId = id
            event.tfinger.x = x
            event.tfinger.y = y
            return event
        }
        let a = translator.translate(finger(SDL_FINGERDOWN, id: 3, x: 0.5, y: 0.5))
        let b = translator.translate(finger(SDL_FINGERDOWN, id: 4, x: 0, y: 0))
        #expect(a == [.input(.pointer(PointerEvent(id: PointerID(3), phase: .began, location: Point(x: 475.5, y: 360))))],
                "expected finger 3 down at the display's centre, got \(a)")
        #expect(b.count == 1, "expected a second finger to be its own pointer")
        let cancelled = translator.translate({ () -> SDL_Event in
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            return event
        }())
        #expect(cancelled.count == 3 && cancelled.last == .input(.windowFocus(false)),
                "expected both fingers cancelled and then focus lost, got \(cancelled)")
    }

    @Test func keysCarrySDLNamesAndModifiers() {
        let translator = translator(scale: 1)
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(SDLK_d.rawValue)
        event.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
        let events = translator.translate(event)
        #expect(events == [.input(.key(KeyEvent(key: "D", isDown: true, modifiers: .control)))], "expected Ctrl+D named 'D', got \(events)")
    }

    @Test func pushedEmulatorKeysAreConsumedByPollEvents() throws {
        let host = try TestSupport.host()
        for (type, state) in [(SDL_KEYDOWN, SDL_PRESSED), (SDL_KEYUP, SDL_RELEASED)] {
            var event = SDL_Event()
            event.type = type.rawValue
            event.key.state = UInt8(state)
            event.key.keysym.sym = SDL_Keycode(SDLK_F3.rawValue)
            SDL_PushEvent(&event)
        }
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { buffer in
            for (index, byte) in "hé".utf8.enumerated() { buffer[index] = byte }
        }
        SDL_PushEvent(&text)
        let events = host.pollEvents()
        #expect(host.device.posture == .tabletop, "expected a pushed F3 to fold the device into tabletop")
        #expect(events == [.text("hé")], "expected only the text to reach the game, got \(events)")
    }
}
