import Crease
import Foundation

/// Where the power ("75%") stands while aiming: beside the drag handle (beside the ball when
/// no handle shows), on a plate that never lies over the ball, the drag line, the handle's
/// ring, the cup or its flag, and keeps off the walls' rails and the preview's dots where it
/// can, inside the room the aim is drawn in.
enum PowerPlate {
    /// The plate's size, in points.
    static let size = Size(width: 46, height: 20)

    /// What the plate keeps off, in display points: the cup and its flag (and the first-shot
    /// hint), the walls' rails (as lines, with their width) and the preview's dots.
    struct Scenery {
        var keepOff: [Rect]
        var walls: [(Point, Point)]
        var wallWidth: Double
        var path: [Point]
    }

    /// The plate's frame for a ball and a handle (display points) among `scenery`, in `area`.
    static func frame(ball: Point, handle: Point?, scenery: Scenery, in area: Rect) -> Rect {
        let anchor = handle ?? ball
        let path = scenery.path
        let ballBox = Rect(x: ball.x - 10, y: ball.y - 10, width: 20, height: 20)
        let ring = handle.map { Rect(x: $0.x - 16, y: $0.y - 16, width: 32, height: 32) }
        // Away from the ball past the handle; with no handle, away from where the putt goes.
        var away = Point(x: anchor.x - ball.x, y: anchor.y - ball.y)
        if handle == nil, path.count >= 2 { away = Point(x: ball.x - path[path.count - 1].x, y: ball.y - path[path.count - 1].y) }
        let heading = away.x == 0 && away.y == 0 ? Double.pi / 2 : atan2(away.y, away.x)
        // Clear of the room's edges (a display's edge among them) by 6 pt.
        let bounds = area.insetBy(dx: 6, dy: 6)
        var candidates: [Rect] = []
        for reach in [34.0, 48, 66, 90, 120] {
            for step in [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6] {
                let angle = heading + Double(step) * Double.pi / 6
                let centre = Point(x: anchor.x + cos(angle) * reach, y: anchor.y + sin(angle) * reach * 0.75)
                let plate = Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
                if bounds.contains(plate) { candidates.append(plate) }
            }
        }
        let rail = scenery.wallWidth / 2 + 2
        // The ball, the handle, its line, the cup and flag always; then the rails; then the dots.
        func isClear(_ plate: Rect, ofWalls: Bool, ofDots: Bool) -> Bool {
            let padded = plate.insetBy(dx: -3, dy: -3)
            if padded.intersects(ballBox) || ring.map(padded.intersects) == true || scenery.keepOff.contains(where: padded.intersects) { return false }
            if let handle, crosses(ball, handle, padded) { return false }
            if ofWalls, scenery.walls.contains(where: { crosses($0.0, $0.1, plate.insetBy(dx: -rail, dy: -rail)) }) { return false }
            guard ofDots else { return true }
            return !zip(path, path.dropFirst()).contains { crosses($0, $1, padded) }
        }
        if let best = candidates.first(where: { isClear($0, ofWalls: true, ofDots: true) }) { return best }
        // Nothing near the handle is clear of everything (a small display): the nearest spot
        // of the whole room that is, on a coarse grid, before giving up the dots, then the rails.
        // Within 160 pt of the anchor, nearest first, so the search stops at the first clear spot.
        var scan: [Rect] = []
        let reach = 160.0
        for y in stride(from: max(bounds.minY, anchor.y - reach), through: min(bounds.maxY, anchor.y + reach) - size.height, by: 10) {
            for x in stride(from: max(bounds.minX, anchor.x - reach), through: min(bounds.maxX, anchor.x + reach) - size.width, by: 10) {
                scan.append(Rect(x: x, y: y, width: size.width, height: size.height))
            }
        }
        scan.sort { a, b in
            let da = a.center.distance(to: anchor), db = b.center.distance(to: anchor)
            return da != db ? da < db : (a.minY, a.minX) < (b.minY, b.minX)
        }
        if let near = scan.first(where: { isClear($0, ofWalls: true, ofDots: true) }), near.center.distance(to: anchor) <= reach {
            return near
        }
        for (walls, dots) in [(true, false), (false, false)] {
            if let best = candidates.first(where: { isClear($0, ofWalls: walls, ofDots: dots) }) { return best }
        }
        // No room anywhere clear (a room smaller than the plate): beside the anchor, inside it.
        let x = min(max(area.minX, anchor.x + 20), area.maxX - size.width), y = min(max(area.minY, anchor.y - size.height / 2), area.maxY - size.height)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// True when the segment from `a` to `b` passes through `rect` (Liang–Barsky).
    static func crosses(_ a: Point, _ b: Point, _ rect: Rect) -> Bool {
        var low = 0.0, high = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
                continue
            }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            if low > high { return false }
        }
        return true
    }
}
