import Crease

/// Where a drag pad aims: a unit direction (in display points, y down) and a power 0–1.
public struct Aim: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The unit direction the shot goes; zero when there is no drag.
    public var direction: Point
    /// How hard, 0 (no drag) to 1 (dragged the full length or more).
    public var power: Double

    /// Creates an aim.
    public init(direction: Point, power: Double) {
        self.direction = direction
        self.power = power
    }

    /// No aim at all.
    public static let none = Aim(direction: .zero, power: 0)

    /// "aim (dx, dy) × power".
    public var description: String { "aim \(direction) × \(power.pointString)" }
}

/// Drag back to aim (a putt, a slingshot): the shot goes opposite the drag, with power
/// growing with its length. Reports `.aimChanged` while dragging and `.aimReleased` on release.
public struct DragPad: Sendable, Hashable {
    /// The drag length, in points, that gives full power.
    public var fullPowerDistance: Double
    /// Drags shorter than this fraction of full power cancel instead of shooting.
    public var deadZone: Double

    /// Creates a drag pad.
    public init(fullPowerDistance: Double = 120, deadZone: Double = 0.05) {
        self.fullPowerDistance = fullPowerDistance
        self.deadZone = deadZone
    }

    /// 160 × 160 points.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        Size(width: 160, height: 160)
    }

    /// The aim for a drag from `start` to `current`: opposite the drag, power by its length.
    public func aim(from start: Point, to current: Point) -> Aim {
        let dx = start.x - current.x, dy = start.y - current.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, fullPowerDistance > 0 else { return .none }
        return Aim(direction: Point(x: dx / length, y: dy / length), power: Swift.min(1, length / fullPowerDistance))
    }

    /// Draws the pad and, while dragging, the pull line and the aim arrow with its power.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        let opacity = state.opacity(in: theme)
        theme.drawPlate(frame, state: state, radius: Swift.min(frame.width, frame.height) / 2, into: &list)
        list.strokeCircle(center: frame.center, radius: 6, theme.rim.fading(opacity), width: 2)
        guard let drag = state.drag else { return }
        let aim = aim(from: drag.start, to: drag.current)
        list.line(from: drag.start, to: drag.current, theme.rim.fading(opacity), width: 2)
        list.fillCircle(center: drag.current, radius: 8, theme.text.fading(opacity))
        let length = Swift.min(frame.width, frame.height) / 2 * aim.power
        let tip = Point(x: drag.start.x + aim.direction.x * length, y: drag.start.y + aim.direction.y * length)
        list.line(from: drag.start, to: tip, theme.accent.fading(opacity), width: 4)
        list.fillCircle(center: tip, radius: 5, theme.accent.fading(opacity))
    }
}
