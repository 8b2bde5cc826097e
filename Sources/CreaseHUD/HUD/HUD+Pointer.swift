import Crease

/// Pointer input: hit testing on destination frames, one capture per finger, hover.
extension HUD {
    /// Handles one event. Returns true when the HUD used it; pass the rest to the game.
    ///
    /// Pointers: a finger that presses a control owns it until it lifts, so several fingers
    /// work several controls at once. Keys and gamepad: Tab / Shift+Tab and the shoulder
    /// buttons move focus, arrows and the d-pad move it spatially, Return / Space / A activate,
    /// Escape / B leave. Keys are only taken while a control has focus (plus Tab), so the
    /// game keeps its arrows and Space otherwise.
    public mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointer(let pointer): return handlePointer(pointer)
        case .key(let key): return handleKey(key)
        case .gamepadButton(let button, let isDown, _): return handleGamepadButton(button, isDown: isDown)
        case .gamepadAxis(let axis, let value, _): return handleGamepadAxis(axis, value: value)
        case .windowFocus(let focused):
            if !focused { cancelAllInput() }
            return false
        case .text: return false
        }
    }

    /// The topmost enabled, visible control whose destination frame holds the point.
    public func hitTest(_ point: Point) -> String? {
        hitIndex(point).map { tree.ids[$0] }
    }

    func hitIndex(_ point: Point) -> Int? {
        guard let layout else { return nil }
        for i in tree.nodes.indices.reversed() where isInteractive(i) && layout.frames[i].contains(point) {
            return i
        }
        return nil
    }

    func isInteractive(_ i: Int) -> Bool {
        let element = tree.nodes[i].element
        return element.widget.isInteractive && element.isEnabled && !element.isHidden && tree.isLeaf[i]
    }

    private mutating func handlePointer(_ pointer: PointerEvent) -> Bool {
        let point = pointer.location
        switch pointer.phase {
        case .hovered:
            let hit = hitIndex(point)
            if let old = hoverIndex { states[old].isHovered = false }
            hoverIndex = hit
            if let hit { states[hit].isHovered = true }
            return hit != nil
        case .began:
            if let stale = captures.removeValue(forKey: pointer.id) {
                release(stale.element, at: nil, activate: false)
            }
            guard let i = hitIndex(point) else { return false }
            focusVisible = false
            if captures.values.contains(where: { $0.element == i }) {
                // Another finger owns this control: this one's touch is still the HUD's.
                swallowedPointers.insert(pointer.id)
                return true
            }
            captures[pointer.id] = PointerCapture(element: i, start: point)
            states[i].isPressed = true
            press(i, at: point)
            return true
        case .moved:
            guard let capture = captures[pointer.id] else { return swallowedPointers.contains(pointer.id) }
            drag(capture, to: point)
            return true
        case .ended, .cancelled:
            guard let capture = captures.removeValue(forKey: pointer.id) else {
                return swallowedPointers.remove(pointer.id) != nil
            }
            release(capture.element, at: point, activate: pointer.phase == .ended)
            return true
        }
    }

    private mutating func press(_ i: Int, at point: Point) {
        guard let frame = layout?.frames[i] else { return }
        let id = tree.ids[i]
        switch tree.nodes[i].element.widget {
        case .holdButton: actions.append(.holdBegan(id))
        case .slider(let slider): setSliderValue(i, slider.value(at: point, in: frame))
        case .stick(let stick): setStick(i, stick.deflection(at: point, in: frame))
        case .dragPad: states[i].drag = (point, point)
        default: break
        }
    }

    private mutating func drag(_ capture: PointerCapture, to point: Point) {
        let i = capture.element
        guard let frame = layout?.frames[i] else { return }
        switch tree.nodes[i].element.widget {
        case .button, .toggle: states[i].isPressed = frame.contains(point)
        case .slider(let slider): setSliderValue(i, slider.value(at: point, in: frame))
        case .stick(let stick): setStick(i, stick.deflection(at: point, in: frame))
        case .dragPad(let pad):
            let start = states[i].dragStart ?? capture.start
            states[i].drag = (start, point)
            actions.append(.aimChanged(tree.ids[i], pad.aim(from: start, to: point)))
        default: break
        }
    }

    /// Ends a press: `activate` is false for a cancelled pointer or a lost window.
    mutating func release(_ i: Int, at point: Point?, activate: Bool) {
        let id = tree.ids[i]
        let inside = point.map { layout?.frames[i].contains($0) ?? false } ?? false
        states[i].isPressed = false
        switch tree.nodes[i].element.widget {
        case .button:
            if activate && inside { actions.append(.tapped(id)) }
        case .toggle(var toggle):
            if activate && inside {
                toggle.isOn.toggle()
                tree.nodes[i].element.widget = .toggle(toggle)
                actions.append(.toggled(id, isOn: toggle.isOn))
            }
        case .holdButton:
            actions.append(.holdEnded(id))
        case .stick:
            setStick(i, .zero)
        case .dragPad(let pad):
            if activate, let start = states[i].dragStart {
                let aim = pad.aim(from: start, to: point ?? states[i].dragCurrent ?? start)
                actions.append(aim.power >= pad.deadZone ? .aimReleased(id, aim) : .aimCancelled(id))
            } else {
                actions.append(.aimCancelled(id))
            }
            states[i].drag = nil
        default: break
        }
    }

    mutating func setSliderValue(_ i: Int, _ value: Double) {
        guard case .slider(var slider) = tree.nodes[i].element.widget, slider.value != value else { return }
        slider.value = value
        tree.nodes[i].element.widget = .slider(slider)
        actions.append(.valueChanged(tree.ids[i], value: value))
    }

    mutating func setStick(_ i: Int, _ value: Point) {
        guard states[i].stick != value else { return }
        states[i].stick = value
        actions.append(.stickMoved(tree.ids[i], value))
    }

    /// Lets go of everything: fingers, held keys, engaged controls, hover (window lost focus).
    mutating func cancelAllInput() {
        for capture in captures.values { release(capture.element, at: nil, activate: false) }
        captures = [:]
        swallowedPointers = []
        for i in Set(keyHolds.values) { release(i, at: nil, activate: false) }
        keyHolds = [:]
        for i in states.indices where states[i].isEngaged { disengage(i) }
        if let hover = hoverIndex { states[hover].isHovered = false }
        hoverIndex = nil
    }

    /// Releases whatever holds one element (it was disabled or hidden) and moves focus off it.
    mutating func releaseEverything(of i: Int) {
        for (pointer, capture) in captures where capture.element == i {
            captures[pointer] = nil
            release(i, at: nil, activate: false)
        }
        for (key, element) in keyHolds where element == i {
            keyHolds[key] = nil
            release(i, at: nil, activate: false)
        }
        if states[i].isEngaged { disengage(i) }
        if hoverIndex == i { states[i].isHovered = false; hoverIndex = nil }
        if focusIndex == i { focusIndex = nil }
    }
}
