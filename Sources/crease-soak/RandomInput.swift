import Crease
import CreaseHUD

/// Seeded random input for one frame: taps, drags, keys (Escape, Space, Return, arrows,
/// WASD, typed text) and gamepad buttons and sticks, in display points. A drag spans frames
/// (began, a few moves, ended or cancelled), as a finger would.
struct RandomInput {
    private static let keys = ["Escape", "Space", "Return", "Left", "Right", "Up", "Down", "Tab", "W", "A", "S", "D", "R", "P", "1"]
    private var random: SeededRandom
    private var drag: (id: PointerID, location: Point, movesLeft: Int)?
    private var heldKeys: [String] = []
    private var heldButtons: [GamepadButton] = []

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// This frame's events on a display of `size` points (most frames have none).
    mutating func events(displaySize size: Size) -> [InputEvent] {
        var events: [InputEvent] = []
        // A key or button held last frame is released now, so nothing stays down forever.
        events += heldKeys.map { .key(KeyEvent(key: $0, isDown: false)) }
        events += heldButtons.map { .gamepadButton($0, isDown: false, controller: 0) }
        heldKeys.removeAll()
        heldButtons.removeAll()

        if var current = drag {
            current.location = clamped(Point(x: current.location.x + random.double(in: -40...40),
                                             y: current.location.y + random.double(in: -40...40)), to: size)
            current.movesLeft -= 1
            if current.movesLeft <= 0 {
                let phase: PointerPhase = random.bool(probability: 0.9) ? .ended : .cancelled
                events.append(.pointer(PointerEvent(id: current.id, phase: phase, location: current.location)))
                drag = nil
            } else {
                events.append(.pointer(PointerEvent(id: current.id, phase: .moved, location: current.location)))
                drag = current
            }
        }

        guard random.bool(probability: 0.25) else { return events }
        switch random.int(in: 0..<10) {
        case 0, 1, 2:
            let id = random.bool() ? PointerID.mouse : PointerID(Int64(random.int(in: 0...3)))
            let point = randomPoint(in: size)
            events.append(.pointer(PointerEvent(id: id, phase: .began, location: point)))
            events.append(.pointer(PointerEvent(id: id, phase: .ended, location: point)))
        case 3:
            if drag == nil {
                let id = PointerID(Int64(random.int(in: 0...3)))
                let point = randomPoint(in: size)
                events.append(.pointer(PointerEvent(id: id, phase: .began, location: point)))
                drag = (id, point, random.int(in: 2...40))
            }
        case 4:
            events.append(.pointer(PointerEvent(id: .mouse, phase: .hovered, location: randomPoint(in: size))))
        case 5, 6:
            let key = Self.keys[random.int(in: 0..<Self.keys.count)]
            let modifiers: KeyModifiers = random.bool(probability: 0.1) ? .shift : []
            events.append(.key(KeyEvent(key: key, isDown: true, modifiers: modifiers)))
            if random.bool(probability: 0.2) { events.append(.key(KeyEvent(key: key, isDown: true, isRepeat: true))) }
            heldKeys.append(key)
        case 7:
            let button = GamepadButton.allCases[random.int(in: 0..<GamepadButton.allCases.count)]
            events.append(.gamepadButton(button, isDown: true, controller: 0))
            heldButtons.append(button)
        case 8:
            let axis = GamepadAxis.allCases[random.int(in: 0..<GamepadAxis.allCases.count)]
            events.append(.gamepadAxis(axis, value: random.double(in: -1...1), controller: 0))
        default:
            events.append(random.bool(probability: 0.8) ? .text(String(random.int(in: 0...9))) : .windowFocus(random.bool()))
        }
        return events
    }

    private mutating func randomPoint(in size: Size) -> Point {
        Point(x: random.double(in: 0...Swift.max(1, size.width)), y: random.double(in: 0...Swift.max(1, size.height)))
    }

    private func clamped(_ point: Point, to size: Size) -> Point {
        Point(x: Swift.min(Swift.max(0, point.x), size.width), y: Swift.min(Swift.max(0, point.y), size.height))
    }
}
