import Crease

/// Keyboard and gamepad: focus order, spatial moves, activation, engaged sticks and pads.
extension HUD {
    /// The focusable controls' ids, in Tab order (declaration order).
    public var focusOrder: [String] {
        tree.nodes.indices.filter(isInteractive).map { tree.ids[$0] }
    }

    /// The control with focus, when the focus ring shows.
    public var focusedElement: String? {
        guard focusVisible, let focusIndex else { return nil }
        return tree.ids[focusIndex]
    }

    /// Gives a control focus and shows the ring (nil clears focus). False when it cannot take focus.
    @discardableResult
    public mutating func focus(_ id: String?) -> Bool {
        guard let id else {
            if let focusIndex, states[focusIndex].isEngaged { disengage(focusIndex) }
            focusIndex = nil
            focusVisible = false
            return true
        }
        guard let i = tree.index[id], isInteractive(i) else { return false }
        moveFocus(to: i)
        return true
    }

    mutating func handleKey(_ key: KeyEvent) -> Bool {
        if !key.isDown { return keyUp(key.key) }
        switch key.key {
        case "Tab":
            return stepFocus(backward: key.modifiers.contains(.shift))
        case "Escape":
            return leave()
        case "Return", "Space", "Keypad Enter":
            guard !key.isRepeat else { return focusVisible && focusIndex != nil }
            return activate(key: key.key)
        default:
            guard let direction = FocusNavigator.Direction(key: key.key) else { return false }
            return navigate(direction, key: key.key)
        }
    }

    mutating func handleGamepadButton(_ button: GamepadButton, isDown: Bool) -> Bool {
        let key = "gamepad." + button.rawValue
        if !isDown { return keyUp(key) }
        switch button {
        case .rightShoulder: return stepFocus(backward: false)
        case .leftShoulder: return stepFocus(backward: true)
        case .a: return activate(key: key)
        case .b: return leave()
        default:
            guard let direction = FocusNavigator.Direction(button: button) else { return false }
            return navigate(direction, key: key)
        }
    }

    mutating func handleGamepadAxis(_ axis: GamepadAxis, value: Double) -> Bool {
        guard let i = engagedIndex, case .stick(let stick) = tree.nodes[i].element.widget,
              axis == .leftX || axis == .leftY else { return false }
        var vector = states[i].stick
        let component = abs(value) < stick.deadZone ? 0 : Swift.min(1, Swift.max(-1, value))
        if axis == .leftX { vector.x = component } else { vector.y = component }
        setStick(i, vector)
        return true
    }

    private var engagedIndex: Int? {
        guard let focusIndex, states[focusIndex].isEngaged else { return nil }
        return focusIndex
    }

    private mutating func moveFocus(to i: Int) {
        if let old = focusIndex, old != i, states[old].isEngaged { disengage(old) }
        focusIndex = i
        focusVisible = true
    }

    private mutating func stepFocus(backward: Bool) -> Bool {
        let order = tree.nodes.indices.filter(isInteractive)
        guard !order.isEmpty else { return false }
        guard focusVisible, let current = focusIndex, let position = order.firstIndex(of: current) else {
            moveFocus(to: backward ? order[order.count - 1] : order[0])
            return true
        }
        let next = backward ? (position + order.count - 1) % order.count : (position + 1) % order.count
        moveFocus(to: order[next])
        return true
    }

    private mutating func leave() -> Bool {
        guard focusVisible, let i = focusIndex else { return false }
        if states[i].isEngaged {
            disengage(i)
        } else {
            focusIndex = nil
            focusVisible = false
        }
        return true
    }

    private mutating func navigate(_ direction: FocusNavigator.Direction, key: String) -> Bool {
        guard focusVisible, let i = focusIndex, let layout else { return false }
        let widget = tree.nodes[i].element.widget
        if states[i].isEngaged {
            switch widget {
            case .stick:
                var vector = states[i].stick
                switch direction {
                case .left: vector.x = -1
                case .right: vector.x = 1
                case .up: vector.y = -1
                case .down: vector.y = 1
                }
                keyHolds[key] = i
                setStick(i, vector)
            case .dragPad(let pad):
                let start = states[i].dragStart ?? layout.frames[i].center
                var current = states[i].dragCurrent ?? start
                let step = pad.fullPowerDistance / 10
                switch direction {
                case .left: current.x -= step
                case .right: current.x += step
                case .up: current.y -= step
                case .down: current.y += step
                }
                states[i].drag = (start, current)
                actions.append(.aimChanged(tree.ids[i], pad.aim(from: start, to: current)))
            default: break
            }
            return true
        }
        if case .slider(let slider) = widget, direction == .left || direction == .right {
            setSliderValue(i, slider.stepped(by: direction == .left ? -1 : 1))
            return true
        }
        let candidates = tree.nodes.indices.compactMap { j in
            j != i && isInteractive(j) ? (index: j, frame: layout.frames[j]) : nil
        }
        if let next = FocusNavigator.next(from: layout.frames[i], direction, among: candidates) {
            moveFocus(to: next)
        }
        return true
    }

    private mutating func activate(key: String) -> Bool {
        guard focusVisible, let i = focusIndex, isInteractive(i), let layout else { return false }
        let id = tree.ids[i]
        switch tree.nodes[i].element.widget {
        case .button:
            states[i].isPressed = true
            keyHolds[key] = i
            actions.append(.tapped(id))
        case .holdButton:
            guard !states[i].isPressed else { return true }
            states[i].isPressed = true
            keyHolds[key] = i
            actions.append(.holdBegan(id))
        case .toggle(var toggle):
            toggle.isOn.toggle()
            tree.nodes[i].element.widget = .toggle(toggle)
            actions.append(.toggled(id, isOn: toggle.isOn))
        case .slider:
            break
        case .stick:
            if states[i].isEngaged { disengage(i) } else { states[i].isEngaged = true }
        case .dragPad(let pad):
            if states[i].isEngaged, let start = states[i].dragStart {
                let aim = pad.aim(from: start, to: states[i].dragCurrent ?? start)
                actions.append(aim.power >= pad.deadZone ? .aimReleased(id, aim) : .aimCancelled(id))
                states[i].drag = nil
                disengage(i)
            } else {
                states[i].isEngaged = true
                states[i].drag = (layout.frames[i].center, layout.frames[i].center)
            }
        default:
            return false
        }
        return true
    }

    private mutating func keyUp(_ key: String) -> Bool {
        guard let i = keyHolds.removeValue(forKey: key) else { return false }
        switch tree.nodes[i].element.widget {
        case .button:
            states[i].isPressed = false
        case .holdButton:
            states[i].isPressed = false
            actions.append(.holdEnded(tree.ids[i]))
        case .stick:
            var vector = states[i].stick
            switch key {
            case "Left", "Right", "gamepad.dpadLeft", "gamepad.dpadRight": vector.x = 0
            default: vector.y = 0
            }
            setStick(i, vector)
        default:
            break
        }
        return true
    }

    /// Ends a stick's or pad's keyboard/gamepad control, recentring it; a pad's unfinished
    /// aim is reported cancelled.
    mutating func disengage(_ i: Int) {
        states[i].isEngaged = false
        if states[i].dragStart != nil, case .dragPad = tree.nodes[i].element.widget {
            actions.append(.aimCancelled(tree.ids[i]))
        }
        states[i].drag = nil
        if states[i].stick != .zero { setStick(i, .zero) }
        keyHolds = keyHolds.filter { $0.value != i }
    }
}
