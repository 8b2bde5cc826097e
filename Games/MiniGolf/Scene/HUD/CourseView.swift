import Crease
import Foundation
import MiniGolfCore

/// Where the hole is drawn: course units mapped to display points by a scale and an origin.
///
/// The course keeps its aspect ratio and is centred in the largest rectangle of its viewport
/// that no fold, camera or control covers (`HUD.clearArea`), so the ball, the cup and the aim
/// handle can never sit in the fold or under a camera wherever they are on the hole.
struct CourseView: Sendable, Hashable {
    /// The course's frame on the display, in points.
    var frame: Rect
    /// Points per course unit.
    var scale: Double
    /// True when the course is turned a quarter turn clockwise to fit a tall area better (the
    /// outer display of a tall phone): its top edge runs down the right of `frame`.
    var isTurned = false
    /// The course's size, in its own units.
    var courseSize: Size

    /// The course of `size` fitted and centred in `area`, less a small margin; `turned`, a
    /// quarter turn clockwise.
    init(fitting size: Size, in area: Rect, margin: Double = 6, turned: Bool = false) {
        let inner = area.insetBy(dx: margin, dy: margin)
        let shown = turned ? Size(width: size.height, height: size.width) : size
        let scale = max(0.01, min(inner.width / max(1, shown.width), inner.height / max(1, shown.height)))
        let width = shown.width * scale, height = shown.height * scale
        frame = Rect(x: inner.midX - width / 2, y: inner.midY - height / 2, width: width, height: height)
        self.scale = scale
        isTurned = turned
        courseSize = size
    }

    /// The display point of a course point.
    func display(_ point: Point) -> Point {
        isTurned ? Point(x: frame.minX + (courseSize.height - point.y) * scale, y: frame.minY + point.x * scale)
            : Point(x: frame.minX + point.x * scale, y: frame.minY + point.y * scale)
    }

    /// The course point under a display point.
    func course(_ point: Point) -> Point {
        isTurned ? Point(x: (point.y - frame.minY) / scale, y: courseSize.height - (point.x - frame.minX) / scale)
            : Point(x: (point.x - frame.minX) / scale, y: (point.y - frame.minY) / scale)
    }

    /// A direction on the course (radians, 0 along +x, y down) as a direction on the display.
    func displayAngle(_ angle: Double) -> Double {
        isTurned ? angle + Double.pi / 2 : angle
    }

    /// A direction on the display as a direction on the course.
    func courseAngle(_ angle: Double) -> Double {
        isTurned ? remainder(angle - Double.pi / 2, 2 * Double.pi) : angle
    }

    /// A square of `radius` course units round a course point, in display points.
    func square(around point: Point, radius: Double) -> Rect {
        let centre = display(point), half = radius * scale
        return Rect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
    }
}
