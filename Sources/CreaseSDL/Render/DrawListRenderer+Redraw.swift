import Crease
import CreaseHUD

extension DrawListRenderer {
    /// Redraws one rectangle of the frame, drawing every command that crosses it from the
    /// first one that shows there. `kind` says what lies under the rectangle's veil, as
    /// `Underlay.kind(of:)` worked it out.
    func redraw(_ rect: PixelRect, kind: Int, _ list: DrawList, clearColor: Color) {
        canvas.clip = rect
        let first: Int?
        if kind > 0 {
            // Nothing under the veil changed: its pixels are copied back, and drawing starts
            // with the veil (or, once the veil has gone, nothing is drawn over them).
            restoredPixels += underlay.restore(rect, into: canvas)
            first = kind - 1
        } else if kind < 0 {
            // The veil came over pixels that did not change: drawing starts with it, over them.
            first = -kind - 1
        } else {
            // An opaque rectangle over the whole of `rect` hides everything drawn before it
            // there, the clear too: drawing starts with the last such one.
            first = lastCover(of: rect, in: list)
            if first == nil { canvas.fill(rect, clearColor.withAlpha(255)) }
        }
        rectCells.removeAll(keepingCapacity: true)
        // A local, as in `lastCover`: no exclusivity check a read.
        let placed = self.placed
        for position in (first ?? 0)..<placed.count where placed[position].bounds.intersects(rect) {
            redraw(position, in: rect, kind: kind, list)
        }
    }

    /// Draws the placed command at `position` within `rect` (keeping what lies under it first
    /// when it is a veil).
    private func redraw(_ position: Int, in rect: PixelRect, kind: Int, _ list: DrawList) {
        let item = placed[position]
        if kind <= 0, damageTracking, underlay.isVeil(at: position) {
            // What lies under this veil is kept for the frames in which only the veil changes.
            if rectCells.isEmpty { damage.eachCell(inside: rect) { cell, _ in rectCells.append((cell, damage.rect(ofCell: cell))) } }
            underlay.copy(rectCells, veil: position, from: canvas, into: &keptCells)
        }
        guard let clip = item.clip.intersection(rect) else { return }
        canvas.clip = clip
        currentItem = item.index
        currentHash = placedHashes[position]
        draw(list.commands[item.index], item.transform)
    }

    /// The position in `placed` of the last command that paints every pixel of `rect` opaquely
    /// (a solid rectangle on whole pixels), or nil when none does.
    private func lastCover(of rect: PixelRect, in list: DrawList) -> Int? {
        if Self.offCover { return nil }
        // Read through a local copy (no copy is made): the class's own is checked for
        // exclusive access at every read.
        let placed = self.placed
        func covers(_ position: Int) -> Bool {
            let item = placed[position]
            guard item.bounds.contains(rect), case .fillRect(let shape, let color) = list.commands[item.index], color.alpha == 255,
                  let pixels = snappedRect(shape, item.transform)?.intersection(item.clip) else { return false }
            return pixels.contains(rect)
        }
        return placed.indices.last(where: covers)
    }
}
