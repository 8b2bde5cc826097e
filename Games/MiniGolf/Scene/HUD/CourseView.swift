import Crease
import Foundation
import MiniGolfCore

/// Where the hole is drawn: the part of the course worth showing (`shown`, in course units)
/// mapped to display points by a scale and an origin.
///
/// The shown part keeps its aspect ratio and is centred in the largest rectangle of its
/// viewport that no fold, camera or control covers (`HUD.clearArea`), so the ball, the cup
/// and the aim handle can never sit in the fold or under a camera wherever they are on the
/// hole.
struct CourseView: Sendable, Hashable {
    /// The shown part's frame on the display, in points.
    var frame: Rect
    /// Points per course unit.
    var scale: Double
    /// True when the course is turned a quarter turn clockwise to fit a tall area better (the
    /// outer display of a tall phone): its top edge runs down the right of `frame`.
    var isTurned = false
    /// The part of the course drawn in `frame`, in its own units: the fence and a little
    /// rough round it, so a narrow hole fills a small display instead of its empty margins.
    var shown: Rect

    /// The whole of a course of `size` fitted and centred in `area`, less a small margin;
    /// `turned`, a quarter turn clockwise.
    init(fitting size: Size, in area: Rect, margin: Double = 6, turned: Bool = false) {
        self.init(showing: Rect(x: 0, y: 0, width: size.width, height: size.height), in: area, margin: margin, turned: turned)
    }

    /// The part `shown` of a course (course units) fitted and centred in `area`, less a small
    /// margin; `turned`, a quarter turn clockwise.
    init(showing shown: Rect, in area: Rect, margin: Double = 6, turned: Bool = false) {
        let inner = area.insetBy(dx: margin, dy: margin)
        let size = turned ? Size(width: shown.height, height: shown.width) : Size(width: shown.width, height: shown.height)
        let scale = max(0.01, min(inner.width / max(1, size.width), inner.height / max(1, size.height)))
        let width = size.width * scale, height = size.height * scale
        frame = Rect(x: inner.midX - width / 2, y: inner.midY - height / 2, width: width, height: height)
        self.scale = scale
        isTurned = turned
        self.shown = shown
    }

    /// This view zoomed in to draw a ball of `ballRadius` course units at least `leastRadius`
    /// points, following the ball: as much of the shown part as `area` holds at that scale,
    /// centred on `ball` as far as the shown part's edges allow; nil when the ball is already
    /// that big.
    func following(_ ball: Point, ballRadius: Double, leastRadius: Double, in area: Rect, margin: Double = 6) -> CourseView? {
        guard ballRadius * scale < leastRadius, ballRadius > 0 else { return nil }
        let zoom = leastRadius / ballRadius
        let inner = area.insetBy(dx: margin, dy: margin)
        let across = inner.width / zoom, down = inner.height / zoom
        let width = min(isTurned ? down : across, shown.width), height = min(isTurned ? across : down, shown.height)
        let x = min(max(ball.x - width / 2, shown.minX), shown.maxX - width)
        let y = min(max(ball.y - height / 2, shown.minY), shown.maxY - height)
        return CourseView(showing: Rect(x: x, y: y, width: width, height: height), in: area, margin: margin, turned: isTurned)
    }

    /// The display point of a course point.
    func display(_ point: Point) -> Point {
        isTurned ? Point(x: frame.minX + (shown.maxY - point.y) * scale, y: frame.minY + (point.x - shown.minX) * scale)
            : Point(x: frame.minX + (point.x - shown.minX) * scale, y: frame.minY + (point.y - shown.minY) * scale)
    }

    /// The course point under a display point.
    func course(_ point: Point) -> Point {
        isTurned ? Point(x: shown.minX + (point.y - frame.minY) / scale, y: shown.maxY - (point.x - frame.minX) / scale)
            : Point(x: shown.minX + (point.x - frame.minX) / scale, y: shown.minY + (point.y - frame.minY) / scale)
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

    /// Course units of rough kept round the fence: room for the fence's rail, the flag over a
    /// cup near it and the ball's shadow.
    static let rough = 12.0

    /// The part of `course` worth showing: its fence and windmill blades, `rough` units out,
    /// within the course's extent.
    static func shownPart(of course: Course) -> Rect {
        var points = course.boundary
        for windmill in course.windmills {
            let r = windmill.bladeLength
            points += [Point(x: windmill.center.x - r, y: windmill.center.y - r), Point(x: windmill.center.x + r, y: windmill.center.y + r)]
        }
        guard let first = points.first else { return Rect(x: 0, y: 0, width: course.size.width, height: course.size.height) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        minX = max(0, minX - rough); minY = max(0, minY - rough)
        maxX = min(course.size.width, maxX + rough); maxY = min(course.size.height, maxY + rough)
        guard maxX > minX, maxY > minY else { return Rect(x: 0, y: 0, width: course.size.width, height: course.size.height) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
