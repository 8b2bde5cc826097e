import Crease

/// Moves a frame the shortest way out from under occlusions, as a developer would by hand.
///
/// Tries the four moves that clear the first occlusion it overlaps (toward each side of it)
/// and keeps the shortest that stays inside `bounds` and clear of the other occlusions;
/// repeats a few times for neighbouring occlusions (the Duo's camera inside its status area).
/// Leaves the frame where it is when no such move exists: the fold lint then reports it.
public enum OcclusionNudge {
    /// The frame moved clear of `occlusions` (grown by `clearance` on every side), within `bounds`.
    public static func nudge(_ frame: Rect, clearOf occlusions: [Rect], within bounds: Rect, clearance: Double = 0) -> Rect {
        guard !occlusions.isEmpty else { return frame }
        var current = frame
        for _ in 0..<4 {
            guard let blocker = firstBlocker(of: current, in: occlusions, clearance: clearance) else { return current }
            let moves = [
                (blocker.minX - current.maxX, 0.0), (blocker.maxX - current.minX, 0.0),
                (0.0, blocker.minY - current.maxY), (0.0, blocker.maxY - current.minY),
            ]
            var best: Rect?
            var bestDistance = Double.infinity
            var fallback: Rect?
            var fallbackDistance = Double.infinity
            for (dx, dy) in moves {
                let moved = current.offsetBy(dx: dx, dy: dy)
                let distance = abs(dx) + abs(dy)
                guard bounds.contains(moved) else { continue }
                if firstBlocker(of: moved, in: occlusions, clearance: clearance) == nil {
                    if distance < bestDistance { best = moved; bestDistance = distance }
                } else if distance < fallbackDistance {
                    fallback = moved
                    fallbackDistance = distance
                }
            }
            if let best { return best }
            guard let fallback else { return current }
            current = fallback
        }
        return firstBlocker(of: current, in: occlusions, clearance: clearance) == nil ? current : frame
    }

    private static func firstBlocker(of frame: Rect, in occlusions: [Rect], clearance: Double) -> Rect? {
        for occlusion in occlusions {
            let grown = clearance > 0 ? occlusion.insetBy(dx: -clearance, dy: -clearance) : occlusion
            if grown.intersects(frame) { return grown }
        }
        return nil
    }
}
