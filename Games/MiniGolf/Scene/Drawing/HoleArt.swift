import Crease
import CreaseHUD
import MiniGolfCore

/// A hole's static shapes made ready to draw: polygons split into triangles once per hole,
/// wall segments listed, so a frame only transforms points.
struct HoleArt: Sendable {
    /// A filled area of the course: its outline and its triangles.
    struct Patch: Sendable {
        var polygon: [Point]
        var triangles: [(Int, Int, Int)]
        var color: Color
        var kind: Surface.Kind?
        var direction: Point?
    }

    /// The course it was made from.
    let course: Course
    /// Grass inside the boundary, then surfaces in listed order (the last on top), then the
    /// islands (closed inner walls).
    let patches: [Patch]
    /// Every wall as segments: the fence, then inner walls (open rails and island edges).
    let segments: [(Point, Point)]
    /// The points where two of `segments` meet (a rail's free ends are not joints).
    let joints: [Point]
    /// Mowing stripes: convex pieces of the grass, every other band across the course, drawn
    /// over the grass and under the surfaces so both views read the ground's depth and slant.
    let stripes: [[Point]]
    /// The width of a mowing band, in course units.
    static let stripeWidth = 25.0
    /// The ground as convex pieces, one mowing band wide (the grass whole, then its stripes,
    /// then the surfaces), for the caddie camera, each in its own flat colour (the camera lays
    /// the fog over them, `CaddieRenderer`). `patch` tells the grass's pieces from each
    /// surface's, so that each is drawn as a mesh of its own (joined without a seam, and a
    /// surface's outline antialiased over the grass).
    let groundTiles: [(polygon: [Point], color: Color, patch: Int)]
    /// The arrows painted down the slopes (`slopeArrows(in:)`).
    let slopeArrows: [SlopeArrow]

    init(course: Course) {
        self.course = course
        var patches = [Patch(polygon: course.boundary, triangles: Triangulation.triangles(of: course.boundary),
                             color: Palette.grass, kind: nil, direction: nil)]
        for surface in course.surfaces {
            patches.append(Patch(polygon: surface.polygon, triangles: Triangulation.triangles(of: surface.polygon),
                                 color: Palette.color(of: surface.kind), kind: surface.kind, direction: surface.direction))
        }
        for wall in course.walls where wall.closed {
            patches.append(Patch(polygon: wall.points, triangles: Triangulation.triangles(of: wall.points),
                                 color: Palette.wall, kind: nil, direction: nil))
        }
        self.patches = patches
        var segments: [(Point, Point)] = []
        func add(_ points: [Point], closed: Bool) {
            guard points.count >= 2 else { return }
            for i in 0..<(closed ? points.count : points.count - 1) {
                segments.append((points[i], points[(i + 1) % points.count]))
            }
        }
        add(course.boundary, closed: true)
        for wall in course.walls { add(wall.points, closed: wall.closed) }
        self.segments = segments
        var ends: [Point: Int] = [:]
        for (a, b) in segments {
            ends[a, default: 0] += 1
            ends[b, default: 0] += 1
        }
        var seen = Set<Point>()
        joints = segments.flatMap { [$0.0, $0.1] }.filter { (ends[$0] ?? 0) >= 2 && seen.insert($0).inserted }
        var stripes: [[Point]] = []
        let grass = patches[0]
        var band = 1
        while Double(band) * Self.stripeWidth < course.size.width {
            let low = Double(band) * Self.stripeWidth, high = low + Self.stripeWidth
            for (a, b, c) in grass.triangles {
                let piece = Self.clip([grass.polygon[a], grass.polygon[b], grass.polygon[c]], low: low, high: high)
                if piece.count >= 3 { stripes.append(piece) }
            }
            band += 2
        }
        self.stripes = stripes
        var tiles: [(polygon: [Point], color: Color, patch: Int)] = []
        // The mowing stripes come right after the grass, as a layer of their own over it
        // (the grass whole beneath them), so their edges are antialiased like any other.
        var stripeTiles: [(polygon: [Point], color: Color, patch: Int)] = []
        let cell = Self.stripeWidth
        for (index, patch) in patches.enumerated() where index == 0 || patch.kind != nil {
            for (a, b, c) in patch.triangles {
                let triangle = [patch.polygon[a], patch.polygon[b], patch.polygon[c]]
                let xs = triangle.map(\.x)
                guard let minX = xs.min(), let maxX = xs.max() else { continue }
                var column = Int((minX / cell).rounded(.down))
                while Double(column) * cell < maxX {
                    let low = Double(column) * cell
                    let band = Self.clip(triangle, low: low, high: low + cell)
                    if band.count >= 3 {
                        tiles.append((band, patch.color, index))
                        if index == 0, column % 2 != 0 { stripeTiles.append((band, Palette.grassStripe, patches.count)) }
                    }
                    column += 1
                }
            }
            if index == 0 { tiles += stripeTiles }
        }
        groundTiles = tiles
        slopeArrows = Self.slopeArrows(in: patches)
    }

    /// An arrow painted on a slope, pointing downhill, in course units: a line from `tail` to
    /// `tip` (the top-down view strokes it), and a head (the tip and two barbs); the caddie
    /// view fills `shaft`, the line 2 units wide up to the head.
    struct SlopeArrow: Sendable {
        var tail: Point
        var tip: Point
        var head: [Point]
        var shaft: [Point]
    }

    /// The arrows down every slope: one every 40 course units across each, where it falls
    /// inside the slope, 16 units long. Both views paint them, so a slope reads the same from
    /// above and from behind the ball.
    static func slopeArrows(in patches: [Patch]) -> [SlopeArrow] {
        var arrows: [SlopeArrow] = []
        for patch in patches where patch.kind == .slope {
            guard let direction = patch.direction else { continue }
            let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
            let xs = patch.polygon.map(\.x), ys = patch.polygon.map(\.y)
            guard length > 0, let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { continue }
            let d = Point(x: direction.x / length, y: direction.y / length), side = Point(x: -d.y, y: d.x)
            let step = 40.0
            var y = minY + step / 2
            while y < maxY {
                var x = minX + step / 2
                while x < maxX {
                    let p = Point(x: x, y: y)
                    if TopDownRenderer.contains(patch.polygon, p) {
                        func at(_ along: Double, _ across: Double) -> Point {
                            Point(x: p.x + d.x * along + side.x * across, y: p.y + d.y * along + side.y * across)
                        }
                        arrows.append(SlopeArrow(tail: at(-8, 0), tip: at(8, 0), head: [at(8, 0), at(3, 4), at(3, -4)],
                                                 shaft: [at(-8, 1), at(3, 1), at(3, -1), at(-8, -1)]))
                    }
                    x += step
                }
                y += step
            }
        }
        return arrows
    }

    /// A convex polygon cut to the band `low ≤ x ≤ high` (or `y` when `alongY`).
    ///
    /// Every point where the band's sides cross an edge is worked out from that edge's two
    /// corners, taken in one fixed order, so two pieces that share an edge (neighbouring
    /// bands of one triangle, two triangles along their diagonal) get the same points to the
    /// bit there: the renderer then finds their shared sides, which cancel, and rasterizes
    /// only the outline of what they make together.
    static func clip(_ polygon: [Point], low: Double, high: Double, alongY: Bool = false) -> [Point] {
        func measure(_ point: Point) -> Double { alongY ? point.y : point.x }
        func crossing(_ p: Point, _ q: Point, at value: Double) -> Point {
            let (a, b) = (p.x, p.y) < (q.x, q.y) ? (p, q) : (q, p)
            let t = (value - measure(a)) / (measure(b) - measure(a))
            return alongY ? Point(x: a.x + (b.x - a.x) * t, y: value) : Point(x: value, y: a.y + (b.y - a.y) * t)
        }
        var out: [Point] = []
        for index in polygon.indices {
            let p = polygon[index], q = polygon[(index + 1) % polygon.count]
            let mp = measure(p), mq = measure(q)
            if mp >= low, mp <= high { out.append(p) }
            // Where the edge from p to q crosses the band's sides, in the order it meets them.
            if mp < mq {
                if mp < low, mq > low { out.append(crossing(p, q, at: low)) }
                if mp < high, mq > high { out.append(crossing(p, q, at: high)) }
            } else if mp > mq {
                if mp > high, mq < high { out.append(crossing(p, q, at: high)) }
                if mp > low, mq < low { out.append(crossing(p, q, at: low)) }
            }
        }
        return out.count >= 3 ? out : []
    }
}
