import Crease
import Foundation

/// An affine map of the plane: translate, rotate by any angle, scale, or any mix of them.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). `DrawList.transformed(by:_:)`
/// pushes one onto the list's transform stack; it applies to every later command (shapes,
/// meshes, images, text and clips) until the matching pop, composed with the ones below it.
public struct Transform2D: Sendable, Hashable, CustomStringConvertible {
    /// The linear part's first column (where the x axis goes).
    public var a: Double
    public var b: Double
    /// The linear part's second column (where the y axis goes).
    public var c: Double
    public var d: Double
    /// The translation.
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (dx, dy).
    public static func translation(dx: Double, dy: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale about the origin.
    public static func scale(x: Double, y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `degrees` (clockwise on screen, where y grows downwards) about `center`.
    public static func rotation(degrees: Double, around center: Point = .zero) -> Transform2D {
        let turns = (degrees / 90).rounded()
        // Quarter turns are exact, so 180° text maps pixel for pixel.
        let (cosine, sine): (Double, Double)
        if abs(degrees - turns * 90) < 1e-9 {
            // The remainder in Double: a turn of 1e300° is a whole number of quarters past an Int's reach.
            let quarter = Int((turns.truncatingRemainder(dividingBy: 4) + 4).truncatingRemainder(dividingBy: 4))
            (cosine, sine) = [(1.0, 0.0), (0, 1), (-1, 0), (0, -1)][quarter]
        } else {
            let radians = degrees * Double.pi / 180
            (cosine, sine) = (Foundation.cos(radians), Foundation.sin(radians))
        }
        let turn = Transform2D(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        return translation(dx: center.x, dy: center.y).concatenating(turn).concatenating(translation(dx: -center.x, dy: -center.y))
    }

    /// `self` after `inner`: the point goes through `inner` first, then through `self`.
    public func concatenating(_ inner: Transform2D) -> Transform2D {
        Transform2D(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                    c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                    tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// Where a point goes.
    public func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The transform that undoes this one, or nil when it squashes the plane flat.
    public var inverted: Transform2D? {
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-12 else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return Transform2D(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// How much it scales areas (the determinant's magnitude).
    public var areaScale: Double { abs(a * d - b * c) }

    /// True when it only moves and scales along the axes (no rotation, no shear, no flip), so
    /// rectangles stay rectangles on whole pixels.
    public var isAxisAligned: Bool { b == 0 && c == 0 && a > 0 && d > 0 }

    /// True when it is a rotation by a whole number of quarter turns with equal scale on both
    /// axes: glyphs and images then map pixel to pixel.
    public var isQuarterTurn: Bool {
        ((b == 0 && c == 0 && abs(a) == abs(d)) || (a == 0 && d == 0 && abs(b) == abs(c))) && a * d - b * c > 0
    }

    /// The smallest axis-aligned rectangle holding a rectangle's image; not a number
    /// throughout when a corner is not one.
    public func apply(_ rect: Rect) -> Rect {
        let corners = [apply(Point(x: rect.minX, y: rect.minY)), apply(Point(x: rect.maxX, y: rect.minY)),
                       apply(Point(x: rect.maxX, y: rect.maxY)), apply(Point(x: rect.minX, y: rect.maxY))]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        // `min` and `max` pass over a NaN, which would make a finite box of a rectangle
        // that is not one (a width of NaN gave a box 0 wide that a stroke drawn 14 pt wide
        // was tracked by).
        guard !xs.contains(where: \.isNaN), !ys.contains(where: \.isNaN) else { return Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// "[a b c d | tx ty]".
    public var description: String {
        "[\(a.pointString) \(b.pointString) \(c.pointString) \(d.pointString) | \(tx.pointString) \(ty.pointString)]"
    }
}
