import Crease

/// Factories: one line per widget, with the widget's default role.
extension HUDElement {
    /// Status text, fitted into its frame by `fit` (one line, shrunk a little, then truncated).
    public static func label(_ id: String, _ text: String, font: Font? = nil, color: Color? = nil,
                             fit: TextFit = .standard) -> HUDElement {
        HUDElement(id, .label(Label(text, font: font, color: color, fit: fit)))
    }

    /// A tap button, its title fitted onto the plate by `fit`.
    public static func button(_ id: String, _ title: String, image: String? = nil, fit: TextFit = .standard) -> HUDElement {
        HUDElement(id, .button(Button(title, image: image, fit: fit)))
    }

    /// A press-and-hold button.
    public static func holdButton(_ id: String, _ title: String) -> HUDElement {
        HUDElement(id, .holdButton(HoldButton(title)))
    }

    /// An on/off switch.
    public static func toggle(_ id: String, _ title: String, isOn: Bool = false) -> HUDElement {
        HUDElement(id, .toggle(Toggle(title, isOn: isOn)))
    }

    /// A slider.
    public static func slider(_ id: String, value: Double, in range: ClosedRange<Double> = 0...1,
                              step: Double? = nil) -> HUDElement {
        HUDElement(id, .slider(Slider(value: value, in: range, step: step)))
    }

    /// An on-screen thumbstick.
    public static func stick(_ id: String, deadZone: Double = 0.1) -> HUDElement {
        HUDElement(id, .stick(VirtualStick(deadZone: deadZone)))
    }

    /// A drag-back-to-aim pad.
    public static func dragPad(_ id: String, fullPowerDistance: Double = 120) -> HUDElement {
        HUDElement(id, .dragPad(DragPad(fullPowerDistance: fullPowerDistance)))
    }

    /// A filled bar.
    public static func meter(_ id: String, value: Double, tint: Color? = nil, title: String? = nil) -> HUDElement {
        HUDElement(id, .meter(Meter(value: value, tint: tint, title: title)))
    }

    /// A titled number.
    public static func counter(_ id: String, _ title: String, value: Int = 0) -> HUDElement {
        HUDElement(id, .counter(Counter(title, value: value)))
    }

    /// An image.
    public static func icon(_ id: String, _ image: String, tint: Color = .white) -> HUDElement {
        HUDElement(id, .icon(Icon(image, tint: tint)))
    }

    /// Room for game content, filling its pane unless sized otherwise.
    public static func viewport(_ id: String, background: Color? = nil) -> HUDElement {
        HUDElement(id, .viewport(Viewport(background: background)), size: .fill)
    }

    /// Children side by side, moving together.
    public static func row(_ id: String, spacing: Double = 8, _ children: [HUDElement]) -> HUDElement {
        HUDElement(id, .empty, children: children, childLayout: .row(spacing: spacing))
    }

    /// Children stacked top to bottom, moving together.
    public static func column(_ id: String, spacing: Double = 8, _ children: [HUDElement]) -> HUDElement {
        HUDElement(id, .empty, children: children, childLayout: .column(spacing: spacing))
    }

    /// Children in a grid that splits cleanly at the fold; fills its pane unless sized otherwise.
    public static func grid(_ id: String, _ grid: Grid = Grid(), _ children: [HUDElement]) -> HUDElement {
        HUDElement(id, .empty, size: .fill, children: children, childLayout: .grid(grid))
    }

    /// Two views on opposite sides of the fold (the articles' `ArrangementView`); fills the
    /// whole view unless placed otherwise.
    public static func arrangement(_ id: String, spacing: Double = 0, _ first: HUDElement,
                                   _ second: HUDElement) -> HUDElement {
        HUDElement(id, .empty, role: .decoration, pane: .whole, insets: .zero, size: .fill,
                   children: [first, second], childLayout: .twoViews(spacing: spacing))
    }

    /// Children each anchored inside this one: a group that moves together.
    public static func group(_ id: String, _ children: [HUDElement]) -> HUDElement {
        HUDElement(id, .empty, children: children, childLayout: .anchored)
    }

    /// A plate behind `child`, `padding` wider on every side: a status block that reads over
    /// the playfield. Anchor and place the panel; the child sits inside it. The lint checks the
    /// plate's whole frame.
    public static func panel(_ id: String, padding: EdgeInsets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
                             panel: Panel = Panel(), _ child: HUDElement) -> HUDElement {
        HUDElement(id, .panel(panel), children: [child.inset(padding)], childLayout: .anchored)
    }
}
