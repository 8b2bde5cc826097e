import Crease

/// A button that acts while held: `.holdBegan` on press, `.holdEnded` on release (thrust,
/// charge, brake). Return / Space / A hold it from the keyboard or a gamepad.
public struct HoldButton: Sendable, Hashable {
    /// The title.
    public var title: String
    /// How the title fits the plate: wrapped, shrunk, then truncated.
    public var fit: TextFit

    /// Creates a hold button.
    public init(_ title: String, fit: TextFit = .standard) {
        self.title = title
        self.fit = fit
    }

    /// The title plus padding, at least 44 × 44, at most `width` wide.
    public func contentSize(measurer: some TextMeasurer, theme: Theme, width: Double = .infinity) -> Size {
        Button.plateSize(for: title, fit: fit, measurer: measurer, theme: theme, width: width)
    }

    /// Where the title goes on a plate of `frame`.
    public func textSlot(in frame: Rect, theme: Theme) -> TextSlot {
        Button.titleSlot(title, fit: fit, in: frame, theme: theme)
    }

    /// Draws the plate, pill-shaped so it reads differently from a tap button, and the title.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, text fitted: FittedText? = nil, into list: inout DrawList) {
        let radius = Swift.min(frame.width, frame.height) / 2
        theme.drawPlate(frame, state: state, radius: radius, into: &list)
        if state.isPressed {
            list.stroke(frame.insetBy(dx: 3, dy: 3), cornerRadius: radius - 3, theme.accent, width: 2)
        }
        Button.drawTitle(title, fitted: fitted, in: frame, state: state, theme: theme, into: &list)
    }
}
