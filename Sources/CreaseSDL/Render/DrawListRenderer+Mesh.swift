import Crease
import CreaseHUD

extension DrawListRenderer {
    /// Draws a triangle mesh, one surface at a time (see `surfaces(of:indices:textured:_:)`),
    /// each over the ones before with an antialiased outline.
    ///
    /// A surface fills with the joint coverage of its triangles, so its shared edges leave no
    /// seam: as one shape when it has one flat colour, coloured per pixel from the triangle
    /// under it otherwise (the last in the mesh's order where they overlap). Within a frame a
    /// mesh's surfaces are worked out once, whatever the number of rectangles redrawn.
    func drawMesh(_ mesh: [Vertex], indices: [Int32], texture: String?, _ t: Transform2D) {
        let image = texture.flatMap { images.image(named: $0) }
        for surface in prepareMesh(mesh, indices: indices, textured: image != nil, t) {
            if let color = surface.flatColor {
                fill(surface.staged, box: surface.box, color)
            } else {
                fillShaded(surface, image: image)
            }
        }
    }

    /// The surfaces of the mesh being drawn (`currentItem`): last frame's when it drew the
    /// same mesh, else worked out on its first rectangle of the frame; kept for the others.
    private func prepareMesh(_ mesh: [Vertex], indices: [Int32], textured: Bool, _ t: Transform2D) -> [MeshSurface] {
        guard let hash = currentItem else { return Self.surfaces(of: mesh, indices: indices, textured: textured, t) }
        // Whether its texture could be found is part of what the surfaces were made for.
        let key = textured ? ~hash : hash
        if let prepared = preparedMeshes[key] { return prepared }
        let surfaces = previousMeshes[key] ?? Self.surfaces(of: mesh, indices: indices, textured: textured, t)
        preparedMeshes[key] = surfaces
        return surfaces
    }

    /// Fills a surface whose colour (or texture) varies: its triangles' joint coverage,
    /// coloured per pixel from the triangle under it.
    private func fillShaded(_ surface: MeshSurface, image: ImageCache.Image?) {
        // Read in place: a triangle is a few hundred bytes, and a run looks one up per piece.
        surface.triangles.withUnsafeBufferPointer { triangles in
            rasterize(surface.staged, box: surface.box) {
                let owners = triangleOwners
                owners.prepare(triangles, in: rasterizer.region)
                rasterizer.sweepRuns { y, x, count, coverage, constant in
                    paintShaded(triangles, image: image, row: y, from: x, count: count, coverage: coverage, constant: constant,
                                owners: owners.owners(row: y, triangles), nearby: owners.crossing(row: y))
                }
            }
        }
    }

    /// Composites one run of a shaded row: each covered pixel takes the colour (and texel) its
    /// triangle interpolates there; a pixel on the outline whose centre lies in no triangle
    /// takes the nearest triangle's colour at its edge. `coverage` holds the run's values, or
    /// is nil when all of it has `constant` (inside the outline).
    ///
    /// The run is walked in pieces owned by one triangle. A piece of one opaque colour (a flat
    /// face, a vertical gradient) is filled whole where its coverage is full; a gradient
    /// steps its colour in fixed point from the column of the triangle's left corner, never
    /// from where the redrawn part of the row begins, so damage tracking gives the same pixels
    /// as a full redraw.
    private func paintShaded(_ triangles: UnsafeBufferPointer<ShadedTriangle>, image: ImageCache.Image?, row y: Int, from x: Int, count: Int,
                             coverage: UnsafeMutablePointer<Float>?, constant: Float, owners: UnsafePointer<Int32>,
                             nearby: UnsafeBufferPointer<Int32>) {
        let clip = canvas.clip
        guard y >= clip.y, y < clip.y + clip.height, let base = triangles.baseAddress else { return }
        let first = max(x, clip.x), last = min(x + count, clip.x + clip.width)
        guard first < last else { return }
        let line = canvas.pixels + y * canvas.width
        let py = Double(y) + 0.5
        @inline(__always) func value(_ column: Int) -> Float { coverage.map { $0[column - x] } ?? constant }
        var start = first
        while start < last {
            let owner = owners[start]
            // Most of a row belongs to few triangles.
            let end = Canvas.runEnd(UnsafeRawPointer(owners), from: start + 1, to: last, equalTo: UInt32(bitPattern: owner))
            defer { start = end }
            guard image == nil, owner >= 0 else {
                for column in start..<end {
                    let amount = value(column)
                    guard amount > 0.001 else { continue }
                    let color = edgeColor(triangles, image: image, column: column, row: y, owner: Int(owner), nearby: nearby)
                    put(color, amount, at: line + column)
                }
                continue
            }
            let triangle = base + Int(owner)
            // Colours step from the column of the triangle's left corner, wherever the redrawn
            // part begins, so a partial redraw gives a full one's pixels.
            let origin = triangle.pointee.originColumn
            let color = triangle.pointee.color(Double(origin) + 0.5, py)
            if triangle.pointee.isLevel, color.3 >= 254.5 {
                let packed = 0xFF00_0000 | Self.channel(color.0) << 16 | Self.channel(color.1) << 8 | Self.channel(color.2)
                // Full where the opacity rounds to 255, as the blend below would have it.
                let full = Float(254.5 / color.3)
                guard let coverage else {
                    if constant >= full {
                        (line + start).update(repeating: packed, count: end - start)
                    } else if constant > 0.001 {
                        Canvas.blend(line, start..<end, packed, UInt32(max(0, min(255, color.3 * Double(constant) + 0.5))))
                    }
                    continue
                }
                var column = start
                while column < end {
                    let amount = coverage[column - x]
                    if amount >= full {
                        var stop = column + 1
                        while stop < end, coverage[stop - x] >= full { stop += 1 }
                        (line + column).update(repeating: packed, count: stop - column)
                        column = stop
                    } else {
                        if amount > 0.001 { put(color, amount, at: line + column) }
                        column += 1
                    }
                }
                continue
            }
            paintGradient(color, triangle.pointee.fixedStep, from: origin, start ..< end, coverage: coverage.map { $0 - x },
                          constant: constant, line: line)
        }
    }

    /// Paints a gradient's pixels: channels (0–255, straight alpha) start at `color` in column
    /// `origin` and change by `step` per column (16.16 fixed point, `ShadedTriangle.fixedStep`),
    /// so every column's colour is exact whichever column a run starts at.
    private func paintGradient(_ color: (Double, Double, Double, Double), _ step: (Int64, Int64, Int64, Int64), from origin: Int,
                               _ columns: Range<Int>, coverage: UnsafeMutablePointer<Float>?, constant: Float,
                               line: UnsafeMutablePointer<UInt32>) {
        let fixed = ShadedTriangle.fixed
        let offset = Int64(columns.lowerBound - origin)
        let (stepRed, stepGreen, stepBlue, stepAlpha) = step
        // Wrapping arithmetic, as the loops' steps below: a run that starts further along gives
        // the same values (modulo 2⁶⁴) as one stepped there, and a step of 1e9 from 1e7
        // columns away does not trap.
        var red = fixed(color.0 + 0.5) &+ stepRed &* offset, green = fixed(color.1 + 0.5) &+ stepGreen &* offset
        var blue = fixed(color.2 + 0.5) &+ stepBlue &* offset, alpha = fixed(color.3) &+ stepAlpha &* offset
        @inline(__always) func byte(_ value: Int64) -> UInt32 { UInt32(clamping: min(255, max(0, value >> 16))) }
        if coverage == nil, stepAlpha == 0 {
            // One opacity for the whole run (inside the outline, opacity not changing): the
            // same value the loop below would work out for each pixel, worked out once.
            let opacity = UInt32(max(0, min(255, Double(alpha) / 65_536 * Double(constant) + 0.5)))
            guard constant > 0.001, opacity > 0 else { return }
            if stepRed == 0, stepGreen == 0, stepBlue == 0 {
                // One colour too (a fog band, a vertical gradient's row).
                return Canvas.blend(line, columns, 0xFF00_0000 | byte(red) << 16 | byte(green) << 8 | byte(blue), opacity)
            }
            if let lanes = Self.gradientLanes((blue, green, red), (stepBlue, stepGreen, stepRed), count: columns.count) {
                // The channels in 32-bit lanes, one pixel a step: the packs that narrow them
                // clamp to 0–255 as `byte` does, and a channel's bytes are memory's order.
                var value = lanes.start
                let step = lanes.step, top = SIMD4<Int32>(repeating: 255)
                for column in columns {
                    let packed = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: pointwiseMax(pointwiseMin(value &>> 16, top), .zero)),
                                               to: UInt32.self)
                    line[column] = opacity >= 255 ? packed : Canvas.blend(line[column], packed, opacity)
                    value &+= step
                }
                return
            }
            var column = columns.lowerBound
            while column < columns.upperBound {
                let packed = 0xFF00_0000 | byte(red) << 16 | byte(green) << 8 | byte(blue)
                line[column] = opacity >= 255 ? packed : Canvas.blend(line[column], packed, opacity)
                red &+= stepRed; green &+= stepGreen; blue &+= stepBlue
                column += 1
            }
            return
        }
        for column in columns {
            defer { red &+= stepRed; green &+= stepGreen; blue &+= stepBlue; alpha &+= stepAlpha }
            let amount = coverage?[column] ?? constant
            guard amount > 0.001 else { continue }
            let packed = 0xFF00_0000 | byte(red) << 16 | byte(green) << 8 | byte(blue)
            let opacity = UInt32(max(0, min(255, Double(alpha) / 65_536 * Double(amount) + 0.5)))
            guard opacity > 0 else { continue }
            line[column] = opacity >= 255 ? packed : Canvas.blend(line[column], packed, opacity)
        }
    }

    /// A gradient's blue, green and red (16.16 fixed point, at the first of `count` columns)
    /// and their steps in 32-bit lanes, alpha full; nil when some column's value does not fit
    /// 32 bits (when every one does, the lanes give exactly what the 64-bit loop gives).
    private static func gradientLanes(_ start: (Int64, Int64, Int64), _ step: (Int64, Int64, Int64), count: Int)
        -> (start: SIMD4<Int32>, step: SIMD4<Int32>)? {
        let steps = Int64(max(0, count - 1))
        // Linear, so its ends bound every column's value.
        func fits(_ first: Int64, _ delta: Int64) -> Bool {
            let (span, overflow) = delta.multipliedReportingOverflow(by: steps)
            let (last, past) = first.addingReportingOverflow(span)
            return !overflow && !past && Int32(exactly: first) != nil && Int32(exactly: delta) != nil && Int32(exactly: last) != nil
        }
        guard fits(start.0, step.0), fits(start.1, step.1), fits(start.2, step.2) else { return nil }
        return (SIMD4(Int32(start.0), Int32(start.1), Int32(start.2), 255 << 16), SIMD4(Int32(step.0), Int32(step.1), Int32(step.2), 0))
    }

    /// Composites one straight-alpha colour (0–255 per channel) at a coverage onto a pixel.
    @inline(__always)
    private func put(_ color: (Double, Double, Double, Double), _ coverage: Float, at pixel: UnsafeMutablePointer<UInt32>) {
        let opacity = UInt32(max(0, min(255, color.3 * Double(coverage) + 0.5)))
        guard opacity > 0 else { return }
        let packed = 0xFF00_0000 | Self.channel(color.0) << 16 | Self.channel(color.1) << 8 | Self.channel(color.2)
        pixel.pointee = opacity >= 255 ? packed : Canvas.blend(pixel.pointee, packed, opacity)
    }

    /// A colour channel rounded into 0–255.
    @inline(__always)
    private static func channel(_ value: Double) -> UInt32 { UInt32(max(0, min(255, value + 0.5))) }

    /// The colour at a pixel the fast path does not take: one on the outline whose centre lies in
    /// no triangle (the nearest triangle's colour at its edge), or any pixel of a textured run.
    ///
    /// The nearest is sought among the triangles whose extent overlaps the pixel's square
    /// (`nearby` holds every one of them, and more): one of them covers part of the pixel,
    /// and which ones they are does not depend on how much of the canvas is redrawn.
    private func edgeColor(_ triangles: UnsafeBufferPointer<ShadedTriangle>, image: ImageCache.Image?, column: Int, row: Int,
                           owner: Int, nearby: UnsafeBufferPointer<Int32>) -> (Double, Double, Double, Double) {
        let px = Double(column) + 0.5, py = Double(row) + 0.5
        var chosen = max(0, owner)
        var weights = triangles[chosen].weights(px, py)
        if owner < 0 {
            var best = -Double.infinity
            let left = Double(column), top = Double(row)
            for entry in nearby {
                let index = Int(entry)
                // Read in place: a copy of the triangle is a few hundred bytes.
                guard triangles[index].minX < left + 1, triangles[index].maxX > left, triangles[index].minY < top + 1,
                      triangles[index].maxY > top else { continue }
                let candidate = triangles[index].weights(px, py)
                let worst = min(candidate.0, candidate.1, candidate.2)
                if worst > best {
                    best = worst
                    chosen = index
                    weights = candidate
                    if worst >= 0 { break }
                }
            }
        }
        var w0 = max(0, weights.0), w1 = max(0, weights.1), w2 = max(0, weights.2)
        let total = w0 + w1 + w2
        if total > 0 { w0 /= total; w1 /= total; w2 /= total } else { w0 = 1 }
        let (a, b, c) = triangles[chosen].vertices
        var red = Double(a.color.red) * w0 + Double(b.color.red) * w1 + Double(c.color.red) * w2
        var green = Double(a.color.green) * w0 + Double(b.color.green) * w1 + Double(c.color.green) * w2
        var blue = Double(a.color.blue) * w0 + Double(b.color.blue) * w1 + Double(c.color.blue) * w2
        var alpha = Double(a.color.alpha) * w0 + Double(b.color.alpha) * w1 + Double(c.color.alpha) * w2
        if let image {
            let u = (a.textureCoordinate.x * w0 + b.textureCoordinate.x * w1 + c.textureCoordinate.x * w2) * Double(image.width)
            let v = (a.textureCoordinate.y * w0 + b.textureCoordinate.y * w1 + c.textureCoordinate.y * w2) * Double(image.height)
            let texel = Self.sample(image, u, v, within: PixelRect(x: 0, y: 0, width: image.width, height: image.height))
            red *= texel.red / 255
            green *= texel.green / 255
            blue *= texel.blue / 255
            alpha *= texel.alpha / 255
        }
        return (red, green, blue, alpha)
    }

    /// An image's colour at a position in its pixels (centres at half-pixels), bilinear,
    /// clamped to `area`; straight alpha, 0–255 per channel.
    static func sample(_ image: ImageCache.Image, _ u: Double, _ v: Double, within area: PixelRect)
        -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let x = min(max(u - 0.5, Double(area.x)), Double(area.x + area.width - 1))
        let y = min(max(v - 0.5, Double(area.y)), Double(area.y + area.height - 1))
        let x0 = Int(x), y0 = Int(y)
        let x1 = min(x0 + 1, area.x + area.width - 1), y1 = min(y0 + 1, area.y + area.height - 1)
        let fx = x - Double(x0), fy = y - Double(y0)
        var result = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
        for (px, py, weight) in [(x0, y0, (1 - fx) * (1 - fy)), (x1, y0, fx * (1 - fy)), (x0, y1, (1 - fx) * fy), (x1, y1, fx * fy)] where weight > 0 {
            let texel = image.pixels[py * image.width + px]
            let alpha = Double(texel >> 24) * weight
            result.alpha += alpha
            result.red += Double((texel >> 16) & 0xFF) * alpha
            result.green += Double((texel >> 8) & 0xFF) * alpha
            result.blue += Double(texel & 0xFF) * alpha
        }
        if result.alpha > 0 {
            result.red /= result.alpha
            result.green /= result.alpha
            result.blue /= result.alpha
        }
        return result
    }
}
