import Crease
import CreaseHUD

/// A shape's contours mapped to canvas pixels, waiting for the rasterizer: one buffer of
/// points after another and where each contour ends, kept between shapes so that drawing one
/// allocates nothing.
struct StagedContours {
    /// Every contour's corners, one contour after another.
    private(set) var points: [Point] = []
    /// Where each contour ends in `points`.
    private(set) var ends: [Int] = []

    /// Maps contours (in points) to canvas pixels and keeps them; returns their bounding box,
    /// or nil when there is nothing to draw or it is not finite.
    mutating func stage(_ contours: [[Point]], _ t: Transform2D) -> Rect? {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours where contour.count >= 3 {
            for point in contour {
                let mapped = t.apply(point)
                minX = min(minX, mapped.x); maxX = max(maxX, mapped.x)
                minY = min(minY, mapped.y); maxY = max(maxY, mapped.y)
                points.append(mapped)
            }
            ends.append(points.count)
        }
        guard !ends.isEmpty, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rows the contours can cover between two columns (canvas pixels): every edge cut to
    /// that band, the heights its pieces span. A contour cannot surround the band (it runs
    /// from top to bottom), so rows outside hold no coverage there. Nil when none.
    func rows(between left: Double, _ right: Double) -> (top: Double, bottom: Double)? {
        var top = Double.infinity, bottom = -Double.infinity
        var start = 0
        for end in ends {
            var previous = points[end - 1]
            for index in start..<end {
                let point = points[index]
                defer { previous = point }
                let (a, b) = previous.x <= point.x ? (previous, point) : (point, previous)
                guard b.x >= left, a.x <= right else { continue }
                let dx = b.x - a.x
                func y(at x: Double) -> Double { dx > 0 ? a.y + (b.y - a.y) * ((x - a.x) / dx) : a.y }
                let y0 = a.x < left ? y(at: left) : a.y
                let y1 = b.x > right ? y(at: right) : b.y
                top = min(top, y0, y1)
                bottom = max(bottom, y0, y1)
            }
            start = end
        }
        return top <= bottom ? (top, bottom) : nil
    }
}
