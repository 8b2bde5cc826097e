import Crease
import CreaseHUD

/// Placing a frame's commands: the transform and clip in force where each stands, and the
/// pixels each may touch, which the damage grid hashes it into.
extension DrawListRenderer {
    /// The transform from display points to canvas pixels.
    private var baseTransform: Transform2D {
        Transform2D(a: transform.scale, b: 0, c: 0, d: transform.scale, tx: transform.offset.x, ty: transform.offset.y)
    }

    /// Walks the list once: each drawing command gets the transform and clip in force and its
    /// bounds on the canvas (nothing outside the display or the clip is drawn).
    func resolve(_ list: DrawList) {
        placed.removeAll(keepingCapacity: true)
        transformStack.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        var current = baseTransform
        let display = snappedRect(displayBounds, current)?.intersection(canvas.bounds) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        var clip = display
        for (index, command) in list.commands.enumerated() {
            switch command {
            case .pushTransform(let next):
                transformStack.append(current)
                current = current.concatenating(next)
            case .popTransform:
                current = transformStack.popLast() ?? baseTransform
            case .pushClip(let rect):
                clipStack.append(clip)
                let mapped = snappedRect(rect, current) ?? PixelRect.enclosing(current.apply(rect), margin: 0)
                clip = clip.intersection(mapped) ?? PixelRect(x: clip.x, y: clip.y, width: 0, height: 0)
            case .popClip:
                clip = clipStack.popLast() ?? display
            default:
                guard !clip.isEmpty, let bounds = self.bounds(of: command, current)?.intersection(clip) else { continue }
                placed.append(Placed(index: index, transform: current, clip: clip, bounds: bounds, hole: hole(of: command, current)))
            }
        }
    }

    /// The whole pixels a rectangle covers under a transform that keeps it axis-aligned (a
    /// move, a scale, or a quarter turn); nil for any other transform.
    func snappedRect(_ rect: Rect, _ t: Transform2D) -> PixelRect? {
        guard (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0) else { return nil }
        let mapped = t.apply(rect)
        guard mapped.minX.isFinite, mapped.maxX.isFinite, mapped.minY.isFinite, mapped.maxY.isFinite else { return nil }
        return PixelRect(snapping: mapped)
    }

    /// Where a command may put pixels (conservatively), or nil when nowhere.
    private func bounds(of command: DrawCommand, _ t: Transform2D) -> PixelRect? {
        let local: Rect
        switch command {
        case .fillRect(let rect, let color):
            guard color.alpha > 0 else { return nil }
            // On whole pixels it touches exactly those: a veil's fade dirties no cell beside it.
            if let pixels = snappedRect(rect, t) { return pixels.isEmpty ? nil : pixels }
            local = rect
        case .fillRoundedRect(let rect, _, let color):
            guard color.alpha > 0 else { return nil }
            local = rect
        case .strokeRect(let rect, let color, _), .strokeRoundedRect(let rect, _, let color, _):
            guard color.alpha > 0 else { return nil }
            local = rect
        case .line(let from, let to, let color, let width):
            guard color.alpha > 0 else { return nil }
            local = Rect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
                .insetBy(dx: -width / 2 - 1, dy: -width / 2 - 1)
        case .fillCircle(let center, let radius, let color), .strokeCircle(let center, let radius, let color, _):
            guard color.alpha > 0 else { return nil }
            local = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).insetBy(dx: -1, dy: -1)
        case .fillPolygon(let points, let color):
            guard color.alpha > 0, points.count >= 3 else { return nil }
            local = Self.boundingBox(points)
        case .triangles(let vertices, _, _):
            guard vertices.count >= 3 else { return nil }
            local = Self.boundingBox(vertices.lazy.map(\.position))
        case .image(_, _, let destination, _):
            local = destination
        case .text(let string, let origin, let font, let color, let alignment):
            guard color.alpha > 0, font.size > 0, !string.isEmpty else { return nil }
            // The measurer's cache answers for every label the HUD already measured.
            let size = measurer.measure(string, font: font)
            let start = alignment == .left ? origin.x : alignment == .center ? origin.x - size.width / 2 : origin.x - size.width
            let pad = font.size * 0.35 + 1
            local = Rect(x: start - pad, y: origin.y - pad, width: size.width + 2 * pad, height: size.height + 2 * pad)
        case .pushClip, .popClip, .pushTransform, .popTransform:
            return nil
        }
        let bounds = PixelRect.enclosing(t.apply(local), margin: 1)
        return bounds.isEmpty ? nil : bounds
    }

    /// The inside of an outline (a stroked rectangle, rounded rectangle or circle), shrunk by
    /// a pixel, when the transform keeps it axis-aligned: a pulsing rim then dirties only
    /// the cells along the rim.
    private func hole(of command: DrawCommand, _ t: Transform2D) -> PixelRect? {
        if Self.offHole { return nil }
        let inside: Rect
        switch command {
        case .strokeRect(let rect, _, let width):
            inside = rect.insetBy(dx: width, dy: width)
        case .strokeRoundedRect(let rect, let radius, _, let width):
            let inset = max(width, radius)
            inside = rect.insetBy(dx: inset, dy: inset)
        case .strokeCircle(let center, let radius, _, let width):
            let half = (radius - width) / 2.squareRoot()
            inside = Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
        default:
            return nil
        }
        guard inside.width > 4, inside.height > 4, let pixels = snappedRect(inside, t) else { return nil }
        let shrunk = PixelRect(x: pixels.x + 1, y: pixels.y + 1, width: pixels.width - 2, height: pixels.height - 2)
        return shrunk.isEmpty ? nil : shrunk
    }

    /// The smallest rectangle holding every point (a lazy sequence, so that a mesh bounded
    /// every frame has its positions read, not copied out).
    static func boundingBox<Points: Sequence<Point>>(_ points: Points) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
