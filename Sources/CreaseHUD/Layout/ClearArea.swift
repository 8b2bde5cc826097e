import Crease

/// The largest rectangle of an area that none of a set of obstacles covers, optionally the
/// one that fits content of a given aspect ratio at the largest scale.
///
/// The geometry behind `HUD.clearArea(in:fitting:avoiding:ignoring:clearance:)`, which
/// gathers the obstacles (the fold, every camera, the HUD's elements) for a game; call this
/// directly to place something around obstacles of your own.
public enum ClearArea {
    /// The part of `area` that no obstacle covers and that holds `content` at the largest
    /// scale (or, with `content` nil, the part of largest area).
    ///
    /// Splits `area` round each obstacle into the parts above, below, left and right of it
    /// (the maximal rectangles beside it, as MaxRects packing does), so every maximal clear
    /// rectangle is among the pieces. Obstacles are few (a fold, a camera or two, a row of
    /// buttons), so the piece count stays small. Returns `area` itself when nothing overlaps
    /// it, and an empty rectangle at its centre when nothing at least 1 × 1 pt is left.
    public static func largest(in area: Rect, avoiding obstacles: [Rect], fitting content: Size? = nil) -> Rect {
        var pieces = [area]
        for obstacle in obstacles {
            var next: [Rect] = []
            for piece in pieces {
                guard let overlap = piece.intersection(obstacle), !overlap.isEmpty else {
                    next.append(piece)
                    continue
                }
                let candidates = [
                    Rect(minX: piece.minX, minY: piece.minY, maxX: piece.maxX, maxY: overlap.minY),
                    Rect(minX: piece.minX, minY: overlap.maxY, maxX: piece.maxX, maxY: piece.maxY),
                    Rect(minX: piece.minX, minY: piece.minY, maxX: overlap.minX, maxY: piece.maxY),
                    Rect(minX: overlap.maxX, minY: piece.minY, maxX: piece.maxX, maxY: piece.maxY),
                ]
                next.append(contentsOf: candidates.filter { $0.width >= 1 && $0.height >= 1 })
            }
            pieces = maximal(next)
        }
        func score(_ rect: Rect) -> Double {
            guard let content else { return rect.width * rect.height }
            return Swift.min(rect.width / Swift.max(1, content.width), rect.height / Swift.max(1, content.height))
        }
        return pieces.max { score($0) < score($1) } ?? Rect(origin: area.center, size: .zero)
    }

    /// The pieces no other piece holds, in their order (of equal pieces, the first): a
    /// piece inside another never fits more, and dropping it keeps a HUD of many elements
    /// from multiplying the pieces at every split.
    static func maximal(_ pieces: [Rect]) -> [Rect] {
        pieces.indices.compactMap { i in
            let piece = pieces[i]
            let held = pieces.indices.contains { j in
                j != i && pieces[j].contains(piece) && (pieces[j] != piece || j < i)
            }
            return held ? nil : piece
        }
    }
}
