import Crease

/// Moves a frame the shortest way out from under occlusions, as a developer would by hand.
///
/// Candidate places put the frame flush against a side of an occlusion, along one axis or
/// both (a corner); the nearest that stays inside `bounds` and clear of every occlusion wins.
/// With a handful of occlusions that is a few dozen rectangle tests. When no candidate works
/// the frame stays put and the fold lint reports it.
public enum OcclusionNudge {
    /// The frame moved clear of `occlusions` (grown by `clearance` on every side), within `bounds`.
    public static func nudge(_ frame: Rect, clearOf occlusions: [Rect], within bounds: Rect, clearance: Double = 0) -> Rect {
        guard clearance <= 0 else {
            return nudge(frame, clearOf: occlusions.map { $0.insetBy(dx: -clearance, dy: -clearance) }, within: bounds)
        }
        let grown = occlusions
        guard isBlocked(frame, by: grown) else { return frame }
        var xs = [frame.minX], ys = [frame.minY]
        for occlusion in grown {
            xs.append(occlusion.minX - frame.width)
            xs.append(occlusion.maxX)
            ys.append(occlusion.minY - frame.height)
            ys.append(occlusion.maxY)
        }
        var best = frame
        var bestDistance = Double.infinity
        for x in xs {
            let dx = abs(x - frame.minX)
            guard dx < bestDistance else { continue }
            for y in ys {
                let distance = dx + abs(y - frame.minY)
                guard distance < bestDistance else { continue }
                let candidate = Rect(x: x, y: y, width: frame.width, height: frame.height)
                guard bounds.contains(candidate), !isBlocked(candidate, by: grown) else { continue }
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }

    private static func isBlocked(_ frame: Rect, by occlusions: [Rect]) -> Bool {
        occlusions.contains { $0.intersects(frame) }
    }
}
