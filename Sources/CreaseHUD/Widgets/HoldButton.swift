import Crease

/// A button that acts while held: `.holdBegan` on press, `.holdEnded` on release (thrust,
/// charge, brake). Return / Space / A hold it from the keyboard or a gamepad.
public struct HoldButton: Sendable, Hashable {
    /// The title.
    public var title: String

    /// Creates a hold button.
    public init(_ title: String) {
        self.title = title
    }

    /// The title plus padding, at least 44 × 44.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        Button.plateSize(for: title, measurer: measurer, theme: theme)
    }

    /// Draws the plate, pill-shaped so it reads differently from a tap button, and the title.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        let radius = Swift.min(frame.width, frame.height) / 2
        theme.drawPlate(frame, state: state, radius: radius, into: &list)
        if state.isPressed {
            list.stroke(frame.insetBy(dx: 3, dy: 3), cornerRadius: radius - 3, theme.accent, width: 2)
        }
        list.text(title, at: Point(x: frame.midX, y: theme.textTop(for: theme.controlFont, centredIn: frame)),
                  font: theme.controlFont, theme.text.fading(state.opacity(in: theme)), alignment: .center)
    }
}
