import Crease

/// A value picked along a track by dragging, or with Left / Right while focused;
/// reports `.valueChanged`. Runs left to right in both layout directions.
public struct Slider: Sendable, Hashable {
    /// The current value, within `range`.
    public var value: Double
    /// The values it spans.
    public var range: ClosedRange<Double>
    /// How far one arrow key press moves it; nil moves a twentieth of the range.
    public var step: Double?

    /// Creates a slider; the value is clamped into the range.
    public init(value: Double, in range: ClosedRange<Double> = 0...1, step: Double? = nil) {
        self.range = range
        self.step = step
        self.value = Swift.min(range.upperBound, Swift.max(range.lowerBound, value))
    }

    /// 200 × 44: a comfortable track and a full-height touch target.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        Size(width: 200, height: theme.minimumTouchTarget)
    }

    /// The value at a point's x in `frame` (the thumb's travel stops short of each end).
    public func value(at point: Point, in frame: Rect) -> Double {
        let travel = Swift.max(1, frame.width - 2 * Slider.thumbRadius)
        let fraction = Swift.min(1, Swift.max(0, (point.x - frame.minX - Slider.thumbRadius) / travel))
        return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
    }

    /// The value moved by `steps` arrow presses, clamped.
    public func stepped(by steps: Double) -> Double {
        let delta = (step ?? (range.upperBound - range.lowerBound) / 20) * steps
        return Swift.min(range.upperBound, Swift.max(range.lowerBound, value + delta))
    }

    /// Draws the track, its filled part and the thumb.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        let opacity = state.opacity(in: theme)
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        let left = frame.minX + Slider.thumbRadius
        let travel = Swift.max(0, frame.width - 2 * Slider.thumbRadius)
        let track = Rect(x: left, y: frame.midY - 3, width: travel, height: 6)
        list.fill(track, cornerRadius: 3, theme.track.fading(opacity))
        list.fill(Rect(x: left, y: track.minY, width: travel * fraction, height: 6), cornerRadius: 3, theme.accent.fading(opacity))
        list.stroke(track, cornerRadius: 3, theme.rim.fading(opacity), width: 1)
        let thumb = Point(x: left + travel * fraction, y: frame.midY)
        list.fillCircle(center: thumb, radius: Slider.thumbRadius, (state.isPressed ? theme.platePressed : theme.plate).fading(opacity))
        list.strokeCircle(center: thumb, radius: Slider.thumbRadius, theme.text.fading(opacity), width: 2)
    }

    static let thumbRadius: Double = 14
}
