import Crease
import CreaseHUD

/// Placing a frame's commands: the transform and clip in force where each stands, and its
/// shape (`shape(of:_:)`): what it paints, and the pixels it may touch, which the damage grid
/// hashes it into.
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
                guard !clip.isEmpty, let shape = shape(of: command, current), let bounds = shape.bounds.intersection(clip) else { continue }
                placed.append(Placed(index: index, transform: current, clip: clip, bounds: bounds, paint: shape.paint, hole: shape.hole))
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
}
