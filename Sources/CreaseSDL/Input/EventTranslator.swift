import CSDL2
import Crease
import CreaseHUD
import Foundation

/// Turns SDL events into `HostEvent`s with pointer positions in display points.
///
/// The mouse is one touch pointer (`PointerID.mouse`) that also hovers; real fingers keep their
/// own ids (SDL's synthetic mouse events for touches are turned off and ignored); keys carry
/// SDL's names; controllers are opened and closed as they are plugged in and out.
@MainActor
final class EventTranslator {
    /// Window pixels per window coordinate (1 unless the window is HiDPI) and points per pixel.
    var transform = PixelTransform(scale: 1)
    /// The window's size in window coordinates and in pixels, for scaling positions.
    var windowSize = (width: 1, height: 1)
    var pixelSize = (width: 1, height: 1)
    /// Maps a window pixel to the flat frame's pixel under it (the perspective preview's
    /// inverse); nil while the frame is shown flat.
    var pixelMapper: ((Point) -> Point)?
    /// The window whose events these are; window events for any other window (one a test or
    /// a tool closed, whose events still sit in SDL's shared queue) are ignored.
    var windowID: UInt32?

    private var mouseIsDown = false
    private var fingersDown: [Int64: Point] = [:]
    private var controllers: [Int32: GameController] = [:]
    /// Controller problems are printed once, never thrown: a bad pad must not stop a game.
    private var reported: Set<String> = []

    /// Creates a translator. Controllers open as SDL reports them (SDL sends an added event
    /// for each one already plugged in at start).
    init() {}

    /// The events one SDL event stands for (usually one, sometimes none).
    func translate(_ event: SDL_Event) -> [HostEvent] {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return [.quit]
        case SDL_WINDOWEVENT:
            return windowEvent(event.window)
        case SDL_MOUSEMOTION:
            guard event.motion.which != UInt32.max else { return [] }
            let location = point(windowX: Double(event.motion.x), windowY: Double(event.motion.y))
            return [.input(.pointer(PointerEvent(id: .mouse, phase: mouseIsDown ? .moved : .hovered, location: location)))]
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != UInt32.max, button.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard isDown != mouseIsDown else { return [] }
            mouseIsDown = isDown
            let location = point(windowX: Double(button.x), windowY: Double(button.y))
            return [.input(.pointer(PointerEvent(id: .mouse, phase: isDown ? .began : .ended, location: location)))]
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(event.tfinger)
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            let name = SDL_GetKeyName(key.keysym.sym).map { String(cString: $0) } ?? ""
            guard !name.isEmpty else { return [] }
            return [.input(.key(KeyEvent(key: name, isDown: key.state == UInt8(SDL_PRESSED), isRepeat: key.repeat != 0,
                                         modifiers: modifiers(key.keysym.mod))))]
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return text.isEmpty ? [] : [.input(.text(text))]
        case SDL_CONTROLLERDEVICEADDED:
            openController(deviceIndex: event.cdevice.which)
            return []
        case SDL_CONTROLLERDEVICEREMOVED:
            controllers[event.cdevice.which] = nil
            return []
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            guard let button = Self.button(SDL_GameControllerButton(Int32(event.cbutton.button))) else { return [] }
            return [.input(.gamepadButton(button, isDown: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue, controller: Int(event.cbutton.which)))]
        case SDL_CONTROLLERAXISMOTION:
            guard let axis = Self.axis(SDL_GameControllerAxis(Int32(event.caxis.axis))) else { return [] }
            let value = max(-1, Double(event.caxis.value) / 32767)
            return [.input(.gamepadAxis(axis, value: value, controller: Int(event.caxis.which)))]
        default:
            return []
        }
    }

    /// Ends every pointer that is down as cancelled (focus lost mid-drag).
    func cancelPointers() -> [HostEvent] {
        var events: [HostEvent] = []
        if mouseIsDown {
            mouseIsDown = false
            events.append(.input(.pointer(PointerEvent(id: .mouse, phase: .cancelled, location: .zero))))
        }
        for (id, location) in fingersDown.sorted(by: { $0.key < $1.key }) {
            events.append(.input(.pointer(PointerEvent(id: PointerID(id), phase: .cancelled, location: location))))
        }
        fingersDown.removeAll()
        return events
    }

    private func windowEvent(_ window: SDL_WindowEvent) -> [HostEvent] {
        if let windowID, window.windowID != windowID { return [] }
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            return [.resized(width: Int(window.data1), height: Int(window.data2))]
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            return [.input(.windowFocus(true))]
        case SDL_WINDOWEVENT_FOCUS_LOST:
            return cancelPointers() + [.input(.windowFocus(false))]
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED:
            return [.exposed]
        case SDL_WINDOWEVENT_CLOSE:
            return [.quit]
        default:
            return []
        }
    }

    private func finger(_ finger: SDL_TouchFingerEvent) -> [HostEvent] {
        let id = Int64(finger.fingerId)
        // Never let a finger pose as the mouse.
        let pointerID = id == PointerID.mouse.rawValue ? Int64.min : id
        let location = point(atPixel: Point(x: Double(finger.x) * Double(pixelSize.width), y: Double(finger.y) * Double(pixelSize.height)))
        let phase: PointerPhase
        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN:
            phase = .began
            fingersDown[pointerID] = location
        case SDL_FINGERUP:
            guard fingersDown.removeValue(forKey: pointerID) != nil else { return [] }
            phase = .ended
        default:
            guard fingersDown[pointerID] != nil else { return [] }
            fingersDown[pointerID] = location
            phase = .moved
        }
        return [.input(.pointer(PointerEvent(id: PointerID(pointerID), phase: phase, location: location)))]
    }

    private func point(windowX: Double, windowY: Double) -> Point {
        let sx = Double(pixelSize.width) / Double(max(1, windowSize.width))
        let sy = Double(pixelSize.height) / Double(max(1, windowSize.height))
        return point(atPixel: Point(x: windowX * sx, y: windowY * sy))
    }

    private func point(atPixel pixel: Point) -> Point {
        transform.point(atPixel: pixelMapper.map { $0(pixel) } ?? pixel)
    }

    private func modifiers(_ raw: UInt16) -> KeyModifiers {
        let mod = UInt32(raw)
        var result: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { result.insert(.gui) }
        return result
    }

    private func openController(deviceIndex: Int32) {
        guard SDL_IsGameController(deviceIndex) == SDL_TRUE else { return }
        do {
            let controller = try GameController(deviceIndex: deviceIndex)
            controllers[controller.instanceID] = controller
        } catch {
            let text = "\(error)"
            if reported.insert(text).inserted {
                FileHandle.standardError.write(Data("crease: \(text)\n".utf8))
            }
        }
    }

    private static func button(_ button: SDL_GameControllerButton) -> GamepadButton? {
        switch button {
        case SDL_CONTROLLER_BUTTON_A: .a
        case SDL_CONTROLLER_BUTTON_B: .b
        case SDL_CONTROLLER_BUTTON_X: .x
        case SDL_CONTROLLER_BUTTON_Y: .y
        case SDL_CONTROLLER_BUTTON_BACK: .back
        case SDL_CONTROLLER_BUTTON_GUIDE: .guide
        case SDL_CONTROLLER_BUTTON_START: .start
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: .leftStick
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: .rightStick
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP: .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .dpadRight
        default: nil
        }
    }

    private static func axis(_ axis: SDL_GameControllerAxis) -> GamepadAxis? {
        switch axis {
        case SDL_CONTROLLER_AXIS_LEFTX: .leftX
        case SDL_CONTROLLER_AXIS_LEFTY: .leftY
        case SDL_CONTROLLER_AXIS_RIGHTX: .rightX
        case SDL_CONTROLLER_AXIS_RIGHTY: .rightY
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT: .leftTrigger
        case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: .rightTrigger
        default: nil
        }
    }
}
