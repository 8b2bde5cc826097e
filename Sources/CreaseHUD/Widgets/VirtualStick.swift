import Crease

/// An on-screen thumbstick: drag from its centre; reports `.stickMoved` with each axis in
/// -1…1 (y grows downward) and springs back to zero on release.
public struct VirtualStick: Sendable, Hashable {
    /// Deflections smaller than this fraction read as zero.
    public var deadZone: Double

    /// Creates a stick.
    public init(deadZone: Double = 0.1) {
        self.deadZone = deadZone
    }

    /// 128 × 128 points.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        Size(width: 128, height: 128)
    }

    /// The deflection for a finger at `point` on a stick in `frame`: inside the unit circle,
    /// with the dead zone removed.
    public func deflection(at point: Point, in frame: Rect) -> Point {
        let radius = Swift.max(1, Swift.min(frame.width, frame.height) / 2 - VirtualStick.knobRadius / 2)
        var x = (point.x - frame.midX) / radius
        var y = (point.y - frame.midY) / radius
        let length = (x * x + y * y).squareRoot()
        if length > 1 { x /= length; y /= length }
        return length < deadZone ? .zero : Point(x: x, y: y)
    }

    /// Draws the base ring and the knob at the current deflection.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        let opacity = state.opacity(in: theme)
        let radius = Swift.min(frame.width, frame.height) / 2
        let center = frame.center
        list.fillCircle(center: center, radius: radius, theme.plate.fading(opacity))
        list.strokeCircle(center: center, radius: radius, theme.rim.fading(opacity), width: theme.rimWidth)
        let reach = Swift.max(0, radius - VirtualStick.knobRadius / 2)
        let knob = Point(x: center.x + state.stick.x * reach, y: center.y + state.stick.y * reach)
        list.fillCircle(center: knob, radius: VirtualStick.knobRadius,
                        (state.isPressed || state.isEngaged ? theme.platePressed : theme.plateHovered).fading(opacity))
        list.strokeCircle(center: knob, radius: VirtualStick.knobRadius, theme.text.fading(opacity), width: 2)
    }

    static let knobRadius: Double = 24
}
