import Crease
import MiniGolfCore

/// Where the hole is drawn: course units mapped to display points by a scale and an origin.
///
/// The course keeps its aspect ratio and is centred in the largest rectangle of its viewport
/// that no fold, camera or control covers (`ClearArea`), so the ball, the cup and the aim
/// handle can never sit in the fold or under a camera wherever they are on the hole.
struct CourseView: Sendable, Hashable {
    /// The course's frame on the display, in points.
    var frame: Rect
    /// Points per course unit.
    var scale: Double

    /// The course of `size` fitted and centred in `area`, less a small margin.
    init(fitting size: Size, in area: Rect, margin: Double = 6) {
        let inner = area.insetBy(dx: margin, dy: margin)
        let scale = max(0.01, min(inner.width / max(1, size.width), inner.height / max(1, size.height)))
        let width = size.width * scale, height = size.height * scale
        frame = Rect(x: inner.midX - width / 2, y: inner.midY - height / 2, width: width, height: height)
        self.scale = scale
    }

    /// The display point of a course point.
    func display(_ point: Point) -> Point {
        Point(x: frame.minX + point.x * scale, y: frame.minY + point.y * scale)
    }

    /// The course point under a display point.
    func course(_ point: Point) -> Point {
        Point(x: (point.x - frame.minX) / scale, y: (point.y - frame.minY) / scale)
    }

    /// A square of `radius` course units round a course point, in display points.
    func square(around point: Point, radius: Double) -> Rect {
        let centre = display(point), half = radius * scale
        return Rect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
    }
}
