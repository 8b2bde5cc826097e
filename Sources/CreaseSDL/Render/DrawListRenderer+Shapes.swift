import Crease
import CreaseHUD

extension DrawListRenderer {
    /// Corners a quarter circle of this radius needs at the transform's scale.
    func segments(_ radius: Double, _ t: Transform2D) -> Int {
        Outline.segmentsPerQuarter(radiusInPixels: radius * t.areaScale.squareRoot())
    }

    /// A rectangle: whole pixels when it stays axis-aligned, an antialiased polygon otherwise.
    func fillRect(_ rect: Rect, _ color: Color, _ t: Transform2D) {
        guard color.alpha > 0 else { return }
        if let pixels = snappedRect(rect, t) { return canvas.fill(pixels, color) }
        fillContours([Outline.rectangle(rect)], color, t)
    }

    /// Fills the shape the contours (in points) enclose, antialiased by exact coverage.
    func fillContours(_ contours: [[Point]], _ color: Color, _ t: Transform2D) {
        guard color.alpha > 0, let box = rasterizer.staged.stage(contours, t) else { return }
        fill(rasterizer.staged, box: box, color, masked: true)
    }

    /// Fills the shape of contours already staged in canvas pixels (`box` their extent),
    /// antialiased by exact coverage; `masked`, through the `CoverageCache` (for 2D shapes,
    /// which mostly stay put: a mesh's surfaces move whenever its camera does, so they are
    /// rasterized each time).
    func fill(_ staged: StagedContours, box: Rect, _ color: Color, masked: Bool = false) {
        guard color.alpha > 0 else { return }
        let packed = Canvas.pack(color)
        let alpha = Float(color.alpha)
        let opaque = color.alpha == 255
        let clip = canvas.clip
        let pixels = canvas.pixels
        let stride = canvas.width
        sweep(staged, box: box, masked: masked) { y, x, count, coverage, constant in
            guard y >= clip.y, y < clip.y + clip.height else { return }
            let first = max(x, clip.x), last = min(x + count, clip.x + clip.width)
            guard first < last else { return }
            let line = pixels + y * stride
            guard let coverage else {
                // Between edges: one value for the whole run.
                if constant > 0.998 && opaque {
                    (line + first).update(repeating: packed, count: last - first)
                } else if constant > 0.001 {
                    Canvas.blend(line, first..<last, packed, UInt32(constant * alpha + 0.5))
                }
                return
            }
            var column = first
            while column < last {
                let value = coverage[column - x]
                if value > 0.998 && opaque {
                    // A run of full coverage is one fill at memset speed.
                    var end = column + 1
                    while end < last, coverage[end - x] > 0.998 { end += 1 }
                    (line + column).update(repeating: packed, count: end - column)
                    column = end
                    continue
                }
                if value > 0.001 {
                    line[column] = Canvas.blend(line[column], packed, UInt32(value * alpha + 0.5))
                }
                column += 1
            }
        }
    }

    /// Hands `body` a staged shape's coverage over the part of the clip it covers, as
    /// `CoverageRasterizer.sweepRuns` runs. When `masked`: replayed from the shape's
    /// `CoverageMask` when the `CoverageCache` keeps one, swept over the whole shape into a
    /// new mask the second time the shape is drawn; otherwise rasterized over that part alone
    /// (`rasterize`). The values are the same every way.
    func sweep(_ staged: StagedContours, box: Rect, masked: Bool,
               _ body: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<Float>?, _ value: Float) -> Void) {
        guard masked else { return rasterize(staged, box: box) { rasterizer.sweepRuns(body) } }
        let pixels = PixelRect.enclosing(box, margin: 0)
        guard let area = pixels.intersection(canvas.clip) else { return }
        let key = staged.geometryKey(width: canvas.width, height: canvas.height)
        if let mask = coverageCache.mask(key) { return mask.replay(within: area, body) }
        if coverageCache.wasSeen(key), let whole = pixels.intersection(canvas.bounds),
           whole.area <= CoverageCache.largestArea {
            rasterizer.begin(whole)
            rasterizer.add(staged)
            let mask = CoverageMask(sweeping: rasterizer, over: whole)
            coverageCache.store(mask, for: key)
            return mask.replay(within: area, body)
        }
        rasterize(staged, box: box) { rasterizer.sweepRuns(body) }
    }

    /// Maps contours to pixels and rasterizes them over the part of the clip they cover.
    /// A pixel's coverage depends only on the shape (see `CoverageRasterizer`), never on how
    /// much else is redrawn: damage tracking gives the pixels of a full redraw, bit for bit,
    /// and a small redraw under a large shape costs only its own pixels. `paint` composites
    /// the coverage.
    func rasterize(_ contours: [[Point]], _ t: Transform2D, _ paint: () -> Void) {
        guard let box = rasterizer.staged.stage(contours, t) else { return }
        rasterize(rasterizer.staged, box: box, paint)
    }

    /// Rasterizes contours already staged in canvas pixels (`box` their extent) over the part
    /// of the clip they cover; `paint` composites the coverage.
    func rasterize(_ staged: StagedContours, box: Rect, _ paint: () -> Void) {
        guard var area = PixelRect.enclosing(box, margin: 0).intersection(canvas.clip) else { return }
        // A slanted shape crosses a narrow redraw in a few of its rows (a row to spare each
        // side: rows outside hold no coverage, so a full redraw and this one still agree).
        if area.height > 8 {
            guard let rows = staged.rows(between: Double(area.x), Double(area.x + area.width)) else { return }
            // Bounded on both sides: the rows may lie wholly past 1e18 px, out of an Int's reach.
            let top = max(area.y, Rounding.down(min(1e7, max(-1e7, rows.top))) - 1)
            let bottom = min(area.y + area.height, Rounding.up(max(-1e7, min(1e7, rows.bottom))) + 1)
            guard top < bottom else { return }
            area = PixelRect(x: area.x, y: top, width: area.width, height: bottom - top)
        }
        rasterizer.begin(area)
        rasterizer.add(staged)
        paint()
    }
}
