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

        init?(_ a: Vertex, _ b: Vertex, _ c: Vertex, _ t: Transform2D) {
            let p0 = t.apply(a.position), p1 = t.apply(b.position), p2 = t.apply(c.position)
            let e1 = Point(x: p1.x - p0.x, y: p1.y - p0.y), e2 = Point(x: p2.x - p0.x, y: p2.y - p0.y)
            let determinant = e1.x * e2.y - e1.y * e2.x
            guard abs(determinant) > 1e-12 else { return nil }
            vertices = (a, b, c)
            self.p0 = p0
            self.e1 = e1
            self.e2 = e2
            inverseDeterminant = 1 / determinant
        }

        /// The barycentric weights of a pixel position.
        func weights(_ x: Double, _ y: Double) -> (Double, Double, Double) {
            let dx = x - p0.x, dy = y - p0.y
            let u = (dx * e2.y - dy * e2.x) * inverseDeterminant
            let v = (e1.x * dy - e1.y * dx) * inverseDeterminant
            return (1 - u - v, u, v)
        }
    }

    /// Draws a triangle mesh: runs of flat, same-coloured triangles fill as one shape (so
    /// shared edges leave no seam and only the run's outline is antialiased); shaded or
    /// textured runs interpolate colour and texture per pixel.
    func drawMesh(_ mesh: [Vertex], indices: [Int32], texture: String?, _ t: Transform2D) {
        let image = texture.flatMap { images.image(named: $0) }
        var order: [Int] = []
        if indices.isEmpty {
            order = Array(0..<(mesh.count - mesh.count % 3))
        } else {
            let valid = indices.lazy.filter { $0 >= 0 && Int($0) < mesh.count }.map { Int($0) }
            order = Array(valid)
            order.removeLast(order.count % 3)
        }
        var index = 0
        var contours: [[Point]] = []
        var shaded: [ShadedTriangle] = []
        var runColor: Color?
        func flushFlat() {
            if let color = runColor, !contours.isEmpty { fillContours(contours, color, t) }
            contours.removeAll(keepingCapacity: true)
            runColor = nil
        }
        func flushShaded() {
            if !shaded.isEmpty { fillShaded(shaded, image: image) }
            shaded.removeAll(keepingCapacity: true)
        }
        while index + 2 < order.count {
            let a = mesh[order[index]], b = mesh[order[index + 1]], c = mesh[order[index + 2]]
            index += 3
            if image == nil, a.color == b.color, b.color == c.color {
                flushShaded()
                if runColor != a.color { flushFlat() }
                runColor = a.color
                var triangle = [a.position, b.position, c.position]
                if Outline.signedArea(triangle) < 0 { triangle.reverse() }
                contours.append(triangle)
            } else {
                flushFlat()
                if let triangle = ShadedTriangle(a, b, c, t) { shaded.append(triangle) }
            }
        }
        flushFlat()
        flushShaded()
    }

    /// Fills triangles whose colour (and texture) varies across them: their joint coverage,
    /// coloured per pixel from the triangle under it.
    private func fillShaded(_ triangles: [ShadedTriangle], image: ImageCache.Image?) {
        var contours: [[Point]] = []
        for triangle in triangles {
            var points = [triangle.p0, Point(x: triangle.p0.x + triangle.e1.x, y: triangle.p0.y + triangle.e1.y),
                          Point(x: triangle.p0.x + triangle.e2.x, y: triangle.p0.y + triangle.e2.y)]
            if Outline.signedArea(points) < 0 { points.reverse() }
            contours.append(points)
        }
        let clip = canvas.clip
        let pixels = canvas.pixels
        let stride = canvas.width
        var owner: [Int32] = []
        rasterize(contours, .identity) {
            // Which triangle each pixel centre of the strip lies in, found a row at a time.
            let region = rasterizer.region
            owner.removeAll(keepingCapacity: true)
            owner.append(contentsOf: repeatElement(-1, count: region.width * region.height))
            for (index, triangle) in triangles.enumerated() {
                let corners = [triangle.p0, Point(x: triangle.p0.x + triangle.e1.x, y: triangle.p0.y + triangle.e1.y),
                               Point(x: triangle.p0.x + triangle.e2.x, y: triangle.p0.y + triangle.e2.y)]
                let top = max(region.y, Int((corners.map(\.y).min() ?? 0).rounded(.down)))
                let bottom = min(region.y + region.height, Int((corners.map(\.y).max() ?? 0).rounded(.up)))
                guard top < bottom else { continue }
                for row in top..<bottom {
                    let py = Double(row) + 0.5
                    var low = Double.infinity, high = -Double.infinity
                    for edge in 0..<3 {
                        let a = corners[edge], b = corners[(edge + 1) % 3]
                        guard (a.y <= py && py < b.y) || (b.y <= py && py < a.y) else { continue }
                        let x = a.x + (py - a.y) * (b.x - a.x) / (b.y - a.y)
                        low = min(low, x); high = max(high, x)
                    }
                    guard low <= high else { continue }
                    let first = max(region.x, Int((low - 0.5).rounded(.up)))
                    let last = min(region.x + region.width - 1, Int((high - 0.5).rounded(.down)))
                    guard first <= last else { continue }
                    let base = (row - region.y) * region.width - region.x
                    for column in first...last { owner[base + column] = Int32(index) }
                }
            }
            rasterizer.sweep { y, x, count, coverage in
            guard y >= clip.y, y < clip.y + clip.height else { return }
            let first = max(x, clip.x), last = min(x + count, clip.x + clip.width)
            guard first < last else { return }
            for column in first..<last {
                let value = coverage[column - x]
                guard value > 0.001 else { continue }
                let px = Double(column) + 0.5, py = Double(y) + 0.5
                let known = Int(owner[(y - region.y) * region.width + column - region.x])
                var chosen = max(0, known)
                var weights = triangles[chosen].weights(px, py)
                var best = min(weights.0, weights.1, weights.2)
                if known < 0 && best < 0 {
                    for index in 1..<triangles.count {
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
                let opacity = UInt32(max(0, min(255, alpha * Double(value) + 0.5)))
                guard opacity > 0 else { continue }
                let packed = 0xFF00_0000 | UInt32(red + 0.5) << 16 | UInt32(green + 0.5) << 8 | UInt32(blue + 0.5)
                let pointer = pixels + y * stride + column
                pointer.pointee = opacity >= 255 ? packed : Canvas.blend(pointer.pointee, packed, opacity)
            }
        } }
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
