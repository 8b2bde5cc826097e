import Crease

/// The largest rectangle of an area that none of a set of obstacles covers, for placing
/// content of a given aspect ratio (the course view in a pane with controls and cameras).
enum ClearArea {
    /// Splits `area` round each obstacle (the parts above, below, left and right of it) and
    /// returns the piece that fits `content` at the largest scale; `area` itself when nothing
    /// overlaps it. Obstacles are few (a fold, a camera or two, a row of buttons), so the
    /// piece count stays small.
    static func largest(in area: Rect, avoiding obstacles: [Rect], fitting content: Size) -> Rect {
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
            pieces = next
        }
        func scale(_ rect: Rect) -> Double {
            min(rect.width / max(1, content.width), rect.height / max(1, content.height))
        }
        return pieces.max { scale($0) < scale($1) } ?? Rect(origin: area.center, size: .zero)
    }
}
