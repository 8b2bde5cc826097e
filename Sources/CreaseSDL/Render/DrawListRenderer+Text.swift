import Crease
import CreaseHUD

extension DrawListRenderer {
    /// Draws one line of text, shaped (`TextShaper`: bidirectional order, HarfBuzz), glyph
    /// by glyph from the atlas.
    ///
    /// Upright or turned by quarter turns, each glyph's pixels map one to one onto the canvas,
    /// so rotated text is exactly as crisp as upright text; under any other transform each
    /// canvas pixel samples the glyph's coverage bilinearly.
    func drawText(_ string: String, origin: Point, font: Font, color: Color, alignment: TextAlignment, direction: LayoutDirection,
                  _ t: Transform2D) {
        guard color.alpha > 0, font.size > 0, !string.isEmpty else { return }
        guard let shaper = glyphs.shaper else {
            let key = String(string.prefix(40))
            if failedTexts.insert(key).inserted { images.report("cannot draw text '\(key)': no font was loaded for this drawing") }
            return
        }
        if !shaper.fonts.knows(font.family), let family = font.family, failedTexts.insert("family \(family)").inserted {
            let known = shaper.fonts.gameFamilies
            images.report("no font family '\(family)' among the game's fonts (\(known.isEmpty ? "it ships none" : known.joined(separator: ", "))); drawing it in DejaVu Sans")
        }
        guard let pixelSize = Self.glyphPixelSize(font, t) else { return }
        let scale = t.areaScale.squareRoot()
        let pixelsPerPoint = Double(pixelSize) / font.size
        let exact = t.isQuarterTurn
        let inverse = t.inverted
        let packed = Canvas.pack(color)
        let alpha = UInt32(color.alpha)
        forEachGlyph(of: string, origin: origin, font: font, alignment: alignment, direction: direction, pixelSize: pixelSize,
                     shaper: shaper) { shaped, pen, box in
            // A glyph whose face's ink box misses the clip is not rasterized: a long line of huge
            // text costs only what can show (a 2,048 px glyph takes FreeType milliseconds).
            guard PixelRect.enclosing(t.apply(box), margin: 3).intersection(canvas.clip) != nil else { return }
            guard let glyph = glyphs.glyph(shaped.glyph, face: shaped.face, pixelSize: pixelSize) else { return }
            let corner = Point(x: pen.x + Double(glyph.left) / pixelsPerPoint, y: pen.y + Double(glyph.top) / pixelsPerPoint)
            let page = glyphs.pages[glyph.page]
            if exact {
                blitExact(glyph, page: page, corner: t.apply(corner), t, scale: scale, packed: packed, alpha: alpha)
            } else if let inverse {
                blitSampled(glyph, page: page, corner: corner, pixelsPerPoint: pixelsPerPoint, t, inverse, packed: packed, alpha: alpha)
            }
        }
    }

    /// Walks a line of text glyph by glyph as it is drawn at `pixelSize`: each shaped glyph,
    /// its pen on the baseline, and its face's ink box there (in the text's own points), which
    /// holds every pixel the glyph paints. `drawText` draws by it, and damage tracking bounds
    /// the text by it, so marks stacked far above the line are redrawn where they are painted.
    func forEachGlyph(of string: String, origin: Point, font: Font, alignment: TextAlignment, direction: LayoutDirection,
                      pixelSize: Int, shaper: TextShaper, _ body: (ShapedLine.Glyph, Point, Rect) -> Void) {
        let line = shaper.line(string, font: font, fallback: direction)
        let width = line.width * font.size
        let start = alignment == .left ? origin.x : alignment == .center ? origin.x - width / 2 : origin.x - width
        // Every face sits on the primary face's baseline.
        let baseline = origin.y + Double(shaper.fonts.faces[line.primaryFace].ascent(pixelSize: pixelSize)) * font.size / Double(pixelSize)
        for shaped in line.glyphs {
            let ink = shaper.fonts.faces[shaped.face].inkBounds
            let pen = Point(x: start + shaped.x * font.size, y: baseline - shaped.y * font.size)
            body(shaped, pen, Rect(x: pen.x + ink.minX * font.size, y: pen.y - ink.maxY * font.size,
                                   width: (ink.maxX - ink.minX) * font.size, height: (ink.maxY - ink.minY) * font.size))
        }
    }

    /// The pixel size a font's glyphs are rasterized at under a transform (its scale times
    /// the font's size), or nil when the transform squashes text to nothing.
    static func glyphPixelSize(_ font: Font, _ t: Transform2D) -> Int? {
        let scale = t.areaScale.squareRoot()
        guard scale > 0, scale.isFinite else { return nil }
        // Capped before it becomes an Int: a font of 1e300 pt is past an Int's reach.
        return max(1, Int(min(2048, (font.size * scale).rounded())))
    }

    /// A glyph under a quarter turn: mask pixel (i, j) lands on exactly one canvas pixel.
    private func blitExact(_ glyph: GlyphAtlas.Glyph, page: GlyphAtlas.Page, corner: Point, _ t: Transform2D,
                           scale: Double, packed: UInt32, alpha: UInt32) {
        let ex = (Int((t.a / scale).rounded()), Int((t.b / scale).rounded()))
        let ey = (Int((t.c / scale).rounded()), Int((t.d / scale).rounded()))
        guard corner.x.isFinite, corner.y.isFinite, abs(corner.x) < 1e6, abs(corner.y) < 1e6 else { return }
        // The canvas pixel under mask pixel (0, 0)'s centre.
        // Ties round the same way in the text's own frame, so a half-turned run is the upright
        // run turned, pixel for pixel.
        let nudgeX = 1e-6 * Double(ex.0 + ey.0), nudgeY = 1e-6 * Double(ex.1 + ey.1)
        let baseX = Int((corner.x + nudgeX).rounded()) + Rounding.down(0.5 * Double(ex.0 + ey.0))
        let baseY = Int((corner.y + nudgeY).rounded()) + Rounding.down(0.5 * Double(ex.1 + ey.1))
        let clip = canvas.clip
        let pixels = canvas.pixels
        let stride = canvas.width
        // One mask pixel over one canvas pixel: the glyph's colour at its coverage, times the run's alpha.
        @inline(__always) func composite(_ coverage: UInt32, onto pixel: UnsafeMutablePointer<UInt32>) {
            let opacity = (coverage * alpha + 127) / 255
            pixel.pointee = opacity >= 255 ? packed : Canvas.blend(pixel.pointee, packed, opacity)
        }
        page.pixels.withUnsafeBufferPointer { mask in
            if ex == (1, 0), ey == (0, 1) {
                // Upright: the glyph's rows are the canvas's, cut to the clip once.
                let firstI = max(0, clip.x - baseX), endI = min(glyph.width, clip.x + clip.width - baseX)
                let firstJ = max(0, clip.y - baseY), endJ = min(glyph.height, clip.y + clip.height - baseY)
                guard firstI < endI, firstJ < endJ, let base = mask.baseAddress else { return }
                for j in firstJ..<endJ {
                    let source = base + (glyph.y + j) * page.size + glyph.x
                    let target = pixels + (baseY + j) * stride + baseX
                    for i in firstI..<endI {
                        let coverage = UInt32(source[i])
                        guard coverage > 0 else { continue }
                        composite(coverage, onto: target + i)
                    }
                }
                return
            }
            for j in 0..<glyph.height {
                let row = (glyph.y + j) * page.size + glyph.x
                for i in 0..<glyph.width {
                    let coverage = UInt32(mask[row + i])
                    guard coverage > 0 else { continue }
                    let x = baseX + i * ex.0 + j * ey.0
                    let y = baseY + i * ex.1 + j * ey.1
                    guard x >= clip.x, x < clip.x + clip.width, y >= clip.y, y < clip.y + clip.height else { continue }
                    composite(coverage, onto: pixels + y * stride + x)
                }
            }
        }
    }

    /// A glyph under any other transform: each canvas pixel it may touch samples the mask.
    private func blitSampled(_ glyph: GlyphAtlas.Glyph, page: GlyphAtlas.Page, corner: Point, pixelsPerPoint: Double,
                             _ t: Transform2D, _ inverse: Transform2D, packed: UInt32, alpha: UInt32) {
        let local = Rect(x: corner.x, y: corner.y, width: Double(glyph.width) / pixelsPerPoint, height: Double(glyph.height) / pixelsPerPoint)
        guard let area = PixelRect.enclosing(t.apply(local), margin: 1).intersection(canvas.clip) else { return }
        let pixels = canvas.pixels
        let stride = canvas.width
        page.pixels.withUnsafeBufferPointer { mask in
            func coverage(_ i: Int, _ j: Int) -> Double {
                guard i >= 0, j >= 0, i < glyph.width, j < glyph.height else { return 0 }
                return Double(mask[(glyph.y + j) * page.size + glyph.x + i])
            }
            for y in area.y..<(area.y + area.height) {
                for x in area.x..<(area.x + area.width) {
                    let point = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    let u = (point.x - corner.x) * pixelsPerPoint - 0.5
                    let v = (point.y - corner.y) * pixelsPerPoint - 0.5
                    guard u > -1, v > -1, u < Double(glyph.width), v < Double(glyph.height) else { continue }
                    let i = Rounding.down(u), j = Rounding.down(v)
                    let fx = u - Double(i), fy = v - Double(j)
                    let value = coverage(i, j) * (1 - fx) * (1 - fy) + coverage(i + 1, j) * fx * (1 - fy)
                        + coverage(i, j + 1) * (1 - fx) * fy + coverage(i + 1, j + 1) * fx * fy
                    let opacity = UInt32((value * Double(alpha) / 255).rounded())
                    guard opacity > 0 else { continue }
                    let pointer = pixels + y * stride + x
                    pointer.pointee = opacity >= 255 ? packed : Canvas.blend(pointer.pointee, packed, opacity)
                }
            }
        }
    }

    /// The width, in points, of the lines of the magenta box and cross drawn for a missing image.
    static let placeholderLineWidth = 2.0

    /// Draws an image (or the magenta placeholder for a missing one) into a rectangle,
    /// sampled bilinearly, with antialiased edges under any transform.
    func drawImage(_ name: String, source: Rect?, destination: Rect, tint: Color, _ t: Transform2D) {
        guard let image = images.image(named: name) else {
            let magenta = Color.lintMagenta, width = Self.placeholderLineWidth
            draw(.strokeRect(destination, magenta, width: width), t)
            draw(.line(from: destination.origin, to: Point(x: destination.maxX, y: destination.maxY), magenta, width: width), t)
            draw(.line(from: Point(x: destination.maxX, y: destination.minY), to: Point(x: destination.minX, y: destination.maxY), magenta, width: width), t)
            return
        }
        guard tint.alpha > 0, destination.width > 0, destination.height > 0, let inverse = t.inverted else { return }
        let full = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        let part = source.flatMap { $0.intersection(full) } ?? full
        let area = PixelRect.enclosing(part, margin: 0).intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
            ?? PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        let clip = canvas.clip
        let pixels = canvas.pixels
        let stride = canvas.width
        rasterize([Outline.rectangle(destination)], t) { rasterizer.sweepRuns { y, x, count, coverage, constant in
            guard y >= clip.y, y < clip.y + clip.height else { return }
            let first = max(x, clip.x), last = min(x + count, clip.x + clip.width)
            guard first < last else { return }
            for column in first..<last {
                let value = Double(coverage?[column - x] ?? constant)
                guard value > 0.001 else { continue }
                let point = inverse.apply(Point(x: Double(column) + 0.5, y: Double(y) + 0.5))
                let u = part.minX + (point.x - destination.minX) / destination.width * part.width
                let v = part.minY + (point.y - destination.minY) / destination.height * part.height
                let texel = Self.sample(image, u, v, within: area)
                let opacity = UInt32(max(0, min(255, texel.alpha * Double(tint.alpha) / 255 * value + 0.5)))
                guard opacity > 0 else { continue }
                let red = UInt32(texel.red * Double(tint.red) / 255 + 0.5)
                let green = UInt32(texel.green * Double(tint.green) / 255 + 0.5)
                let blue = UInt32(texel.blue * Double(tint.blue) / 255 + 0.5)
                let packed = 0xFF00_0000 | red << 16 | green << 8 | blue
                let pointer = pixels + y * stride + column
                pointer.pointee = opacity >= 255 ? packed : Canvas.blend(pointer.pointee, packed, opacity)
            }
        } }
    }
}
