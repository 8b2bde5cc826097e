import Crease

/// Moves a frame the shortest way out from under occlusions, as a developer would by hand.
///
/// Candidate places put the frame flush against a side of an occlusion, along one axis or
/// both (a corner); the nearest that stays inside `bounds` and clear of every occlusion wins.
/// With a handful of occlusions that is a few dozen rectangle tests. When no candidate works
/// the frame stays put and the fold lint reports it.
public enum OcclusionNudge {
    /// The frame moved clear of `occlusions` (grown by `clearance` on every side), within `bounds`.
    ///
    /// With an `anchor` on an edge, a move off that edge counts double: a bar along the top
    /// slides sideways past a camera rather than drop below it, so mirroring a layout for
    /// right-to-left keeps it at the height it had.
    public static func nudge(_ frame: Rect, clearOf occlusions: [Rect], within bounds: Rect, clearance: Double = 0,
                             anchor: Anchor? = nil) -> Rect {
        guard clearance <= 0 else {
            return nudge(frame, clearOf: occlusions.map { $0.insetBy(dx: -clearance, dy: -clearance) }, within: bounds, anchor: anchor)
        }
        // The top or bottom edge first, as a developer keeps a status bar at the top.
        let onRow = anchor.map { $0.y == 0 || $0.y == 1 } ?? false
        let onColumn = !onRow && (anchor.map { $0.x == 0 || $0.x == 1 } ?? false)
        let weightX = onColumn ? 2.0 : 1.0, weightY = onRow ? 2.0 : 1.0
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
            let dx = abs(x - frame.minX) * weightX
            guard dx < bestDistance else { continue }
            for y in ys {
                let distance = dx + abs(y - frame.minY) * weightY
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
