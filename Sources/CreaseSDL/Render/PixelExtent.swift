import Crease
import CreaseHUD

/// The whole pixels a shape's points reach on the canvas: what damage tracking hashes a
/// command into, gathered point by point after each is mapped to pixels.
///
/// Never an origin and a size in between: past about 1e16 px their sum loses the near side's
/// pixels (an extent from -1e308 to 100 would end near 0), and a damage rectangle smaller than
/// what is painted makes a damage-tracked frame differ from a full redraw. Each extreme is
/// bounded to ±1e6 px instead, which still reaches past any canvas.
struct PixelExtent {
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity
    private let transform: Transform2D

    /// An empty extent of points in a space `transform` maps to canvas pixels.
    init(_ transform: Transform2D) { self.transform = transform }

    /// Takes in one point; one that maps to no number is passed over (a shape with such a
    /// corner is not painted).
    mutating func add(_ point: Point) {
        let pixel = transform.apply(point)
        guard !pixel.x.isNaN, !pixel.y.isNaN else { return }
        minX = min(minX, pixel.x); maxX = max(maxX, pixel.x)
        minY = min(minY, pixel.y); maxY = max(maxY, pixel.y)
    }

    /// Takes in every point.
    mutating func add<Points: Sequence<Point>>(contentsOf points: Points) {
        for point in points { add(point) }
    }

    /// Takes in the four corners of the box from (`minX`, `minY`) to (`maxX`, `maxY`).
    mutating func add(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        add(Point(x: minX, y: minY)); add(Point(x: maxX, y: minY))
        add(Point(x: maxX, y: maxY)); add(Point(x: minX, y: maxY))
    }

    /// Takes in a rectangle's four corners.
    mutating func add(_ rect: Rect) { add(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY) }

    /// The whole pixels the points reach, `margin` pixels to spare; nil when no point was a
    /// number.
    func pixels(margin: Int = 1) -> PixelRect? {
        guard minX <= maxX, minY <= maxY else { return nil }
        return PixelRect.enclosing(.bounded(minX: minX, minY: minY, maxX: maxX, maxY: maxY), margin: margin)
    }
}
