import Crease
import CreaseHUD

extension DrawListRenderer {
    /// A triangle in canvas pixels, ready for barycentric lookups.
    struct ShadedTriangle {
        var vertices: (Vertex, Vertex, Vertex)
        var p0: Point
        var e1: Point
        var e2: Point
        var inverseDeterminant: Double
        /// Its corners in canvas pixels, clockwise on screen (a tuple: a frame makes hundreds
        /// of triangles, and an array each was an allocation each), and their extent.
        var corners: (Point, Point, Point)
        var minX: Double
        var maxX: Double
        var minY: Double
        var maxY: Double

        init?(_ a: Vertex, _ b: Vertex, _ c: Vertex, _ t: Transform2D) {
            let p0 = t.apply(a.position), p1 = t.apply(b.position), p2 = t.apply(c.position)
            let e1 = Point(x: p1.x - p0.x, y: p1.y - p0.y), e2 = Point(x: p2.x - p0.x, y: p2.y - p0.y)
            let determinant = e1.x * e2.y - e1.y * e2.x
            // A triangle whose area is past a Double's reach (a corner near 1e308) is not drawn,
            // nor one with a corner that is not a number: their colours cannot be
            // interpolated (inverting the area gives 0), and their edges drawn whole and in
            // part did not cover the same pixels.
            guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
            vertices = (a, b, c)
            self.p0 = p0
            self.e1 = e1
            self.e2 = e2
            inverseDeterminant = 1 / determinant
            corners = determinant > 0 ? (p0, p1, p2) : (p0, p2, p1)
            minX = min(p0.x, p1.x, p2.x)
            maxX = max(p0.x, p1.x, p2.x)
            minY = min(p0.y, p1.y, p2.y)
            maxY = max(p0.y, p1.y, p2.y)
            let colorStep = Self.step(vertices, e1, e2, inverseDeterminant)
            originColumn = Rounding.down(min(1e7, max(-1e7, minX)))
            fixedStep = (Self.fixed(colorStep.0), Self.fixed(colorStep.1), Self.fixed(colorStep.2), Self.fixed(colorStep.3))
            isLevel = colorStep == (0, 0, 0, 0)
        }

        /// The column its colours step from in a row (that of its left corner), wherever a run
        /// of the row begins.
        let originColumn: Int
        /// How much its colour changes one pixel to the right, in 16.16 fixed point: what a
        /// gradient run adds per column.
        let fixedStep: (Int64, Int64, Int64, Int64)
        /// True when its colour does not change along a row (one colour, or a vertical gradient).
        let isLevel: Bool

        /// A value in 16.16 fixed point, rounded half away from zero (by hand: `rounded()` is
        /// a call into libm on this target); not finite is 0, and it is bounded to ±1e9 first.
        @inline(__always)
        static func fixed(_ value: Double) -> Int64 {
            guard value.isFinite else { return 0 }
            let scaled = min(1e9, max(-1e9, value)) * 65_536
            return Int64(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
        }

        /// Its colour at a pixel position, interpolated (the position is taken to be inside).
        @inline(__always)
        func color(_ x: Double, _ y: Double) -> (Double, Double, Double, Double) {
            let (w0, w1, w2) = weights(x, y)
            let (a, b, c) = vertices
            return (Double(a.color.red) * w0 + Double(b.color.red) * w1 + Double(c.color.red) * w2,
                    Double(a.color.green) * w0 + Double(b.color.green) * w1 + Double(c.color.green) * w2,
                    Double(a.color.blue) * w0 + Double(b.color.blue) * w1 + Double(c.color.blue) * w2,
                    Double(a.color.alpha) * w0 + Double(b.color.alpha) * w1 + Double(c.color.alpha) * w2)
        }

        /// How much its colour changes one pixel to the right, from the corners' colours
        /// (worked out once: every run of a row it owns steps by it, as `fixedStep`).
        private static func step(_ vertices: (Vertex, Vertex, Vertex), _ e1: Point, _ e2: Point,
                                 _ inverseDeterminant: Double) -> (Double, Double, Double, Double) {
            let du = e2.y * inverseDeterminant, dv = -e1.y * inverseDeterminant
            let (a, b, c) = vertices
            func step(_ ca: UInt8, _ cb: UInt8, _ cc: UInt8) -> Double {
                (Double(cb) - Double(ca)) * du + (Double(cc) - Double(ca)) * dv
            }
            return (step(a.color.red, b.color.red, c.color.red), step(a.color.green, b.color.green, c.color.green),
                    step(a.color.blue, b.color.blue, c.color.blue), step(a.color.alpha, b.color.alpha, c.color.alpha))
        }

        /// The columns of row `row` whose pixel centres lie inside, within `first...last`.
        @inline(__always)
        func span(row: Int, within first: Int, _ last: Int) -> ClosedRange<Int>? {
            let y = Double(row) + 0.5
            guard y >= minY, y < maxY else { return nil }
            var low = Double.infinity, high = -Double.infinity
            @inline(__always) func cross(_ a: Point, _ b: Point) {
                guard (a.y <= y && y < b.y) || (b.y <= y && y < a.y) else { return }
                let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                low = min(low, x)
                high = max(high, x)
            }
            cross(corners.0, corners.1)
            cross(corners.1, corners.2)
            cross(corners.2, corners.0)
            guard low <= high else { return nil }
            // Bounded first: a corner far off the canvas must not overflow the conversion.
            let start = max(first, Rounding.up(min(1e7, max(-1e7, low - 0.5))))
            let end = min(last, Rounding.down(min(1e7, max(-1e7, high - 0.5))))
            return start <= end ? start...end : nil
        }

        /// The barycentric weights of a pixel position.
        @inline(__always)
        func weights(_ x: Double, _ y: Double) -> (Double, Double, Double) {
            let dx = x - p0.x, dy = y - p0.y
            let u = (dx * e2.y - dy * e2.x) * inverseDeterminant
            let v = (e1.x * dy - e1.y * dx) * inverseDeterminant
            return (1 - u - v, u, v)
        }
    }
}
