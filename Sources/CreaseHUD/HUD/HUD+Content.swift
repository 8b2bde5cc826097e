import Crease

/// Reading and changing what elements show while the game runs.
extension HUD {
    /// Whether the HUD has an element with this id now (a game whose elements change by phase
    /// asks before setting one that only some phases have).
    public func contains(_ id: String) -> Bool { tree.index[id] != nil }

    /// The element with an id, as declared (without its children).
    public func element(_ id: String) -> HUDElement? {
        tree.index[id].map { tree.nodes[$0].element }
    }

    /// The widget of an element.
    public func widget(of id: String) -> Widget? { element(id)?.widget }

    /// What an element's widget looks like now (pressed, focused, stick deflection…).
    public func state(of id: String) -> WidgetState? {
        guard let i = tree.index[id] else { return nil }
        var state = states[i]
        state.isFocused = focusVisible && focusIndex == i
        return state
    }

    /// True while a hold button (or any control) is pressed by a finger, the mouse or a key.
    public func isHeld(_ id: String) -> Bool { state(of: id)?.isPressed ?? false }

    /// A stick's deflection, each axis -1…1 (zero when released or unknown).
    public func stickValue(_ id: String) -> Point { state(of: id)?.stick ?? .zero }

    /// A toggle's state.
    public func isOn(_ id: String) -> Bool? {
        if case .toggle(let toggle)? = widget(of: id) { return toggle.isOn }
        return nil
    }

    /// A slider's value, a meter's fill, or a counter's number.
    public func value(of id: String) -> Double? {
        switch widget(of: id) {
        case .slider(let slider)?: slider.value
        case .meter(let meter)?: meter.value
        case .counter(let counter)?: Double(counter.value)
        default: nil
        }
    }

    /// Changes an element in place (anything but its id and children); relayouts next update.
    public mutating func modify(_ id: String, _ body: (inout HUDElement) -> Void) {
        guard let i = index(of: id) else { return }
        var element = tree.nodes[i].element
        body(&element)
        element.id = id
        element.children = []
        tree.replace(i, with: element)
        states[i].isEnabled = element.isEnabled
        if !element.isEnabled || element.isHidden { releaseEverything(of: i) }
        revision &+= 1
    }

    /// Sets the text of a label, or the title of a button, hold button, toggle, counter or meter.
    ///
    /// Only the element is measured again at the next update; the HUD relayouts when its
    /// size changed. An unknown id is reported by `lint()` (and stops a debug build).
    public mutating func setText(_ text: String, for id: String) {
        guard let i = index(of: id) else { return }
        var widget = tree.nodes[i].element.widget
        switch widget {
        case .label(var label): guard label.text != text else { return }; label.text = text; widget = .label(label)
        case .button(var button): guard button.title != text else { return }; button.title = text; widget = .button(button)
        case .holdButton(var hold): guard hold.title != text else { return }; hold.title = text; widget = .holdButton(hold)
        case .toggle(var toggle): guard toggle.title != text else { return }; toggle.title = text; widget = .toggle(toggle)
        case .counter(var counter): guard counter.title != text else { return }; counter.title = text; widget = .counter(counter)
        case .meter(var meter): guard meter.title != text else { return }; meter.title = text; widget = .meter(meter)
        default: return
        }
        tree.nodes[i].element.widget = widget
        textChanged(i)
    }

    /// Notes that a leaf's text changed: measured again at the next update, relayout only
    /// when its size changed (or everything, when nothing is measured yet).
    private mutating func textChanged(_ i: Int) {
        if let cache = contentCache, cache.revision == revision, i < cache.sizes.count {
            changedText.append(i)
        } else {
            revision &+= 1
        }
    }

    /// Sets a meter's fill (0–1), a slider's value, a counter's number or a toggle (non-zero is on).
    /// Only a counter's size can change, so only it is measured again (and relayouts when
    /// its size changed). An unknown id is reported by `lint()` (and stops a debug build).
    public mutating func setValue(_ value: Double, for id: String) {
        guard let i = index(of: id) else { return }
        switch tree.nodes[i].element.widget {
        case .meter(var meter):
            meter.value = value
            tree.nodes[i].element.widget = .meter(meter)
        case .slider(var slider):
            slider.value = Swift.min(slider.range.upperBound, Swift.max(slider.range.lowerBound, value))
            tree.nodes[i].element.widget = .slider(slider)
        case .counter(var counter):
            let number = value.isFinite ? Int(value.rounded()) : 0
            guard counter.value != number else { return }
            counter.value = number
            tree.nodes[i].element.widget = .counter(counter)
            textChanged(i)
        case .toggle(var toggle):
            toggle.isOn = value != 0
            tree.nodes[i].element.widget = .toggle(toggle)
        default:
            return
        }
    }

    /// Enables or disables an element; a disabled control is faded, ignores input and loses focus.
    public mutating func setEnabled(_ isEnabled: Bool, for id: String) {
        guard let i = index(of: id), tree.nodes[i].element.isEnabled != isEnabled else { return }
        tree.nodes[i].element.isEnabled = isEnabled
        states[i].isEnabled = isEnabled
        if !isEnabled { releaseEverything(of: i) }
    }

    /// Hides or shows an element (it keeps its place); a hidden control loses focus.
    public mutating func setHidden(_ isHidden: Bool, for id: String) {
        guard let i = index(of: id), tree.nodes[i].element.isHidden != isHidden else { return }
        var element = tree.nodes[i].element
        element.isHidden = isHidden
        tree.replace(i, with: element)
        if isHidden { releaseEverything(of: i) }
        revision &+= 1
    }
}
