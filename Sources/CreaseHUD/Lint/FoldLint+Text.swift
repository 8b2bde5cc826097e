import Crease

/// The rules a laid-out HUD breaks beyond the fold's: words outside their element or the
/// display after fitting, and elements drawn over each other.
extension FoldLint {
    /// One `textOverflow` per visible element whose fitted lines (turned with it when it
    /// faces the far side) are not inside its frame and the display, to within half a point.
    static func textOverflows(_ layout: HUDLayout, texts: [FittedText?], tree: LayoutTree, theme: Theme) -> [FoldViolation] {
        let display = GeometryProxy(device: layout.proxy.device).frame.insetBy(dx: -0.5, dy: -0.5)
        var violations: [FoldViolation] = []
        for i in layout.frames.indices where i < texts.count && layout.isLeaf[i] && !layout.isHidden[i] {
            guard let text = texts[i], !text.lines.isEmpty else { continue }
            let frame = layout.frames[i]
            guard let slot = tree.nodes[i].element.widget.textSlot(in: frame, theme: theme) else { continue }
            var lines = text.frame(in: slot.box, alignment: slot.alignment)
            if tree.facesAway[i] {
                lines = Rect(x: 2 * frame.midX - lines.maxX, y: 2 * frame.midY - lines.maxY, width: lines.width, height: lines.height)
            }
            if !frame.insetBy(dx: -0.5, dy: -0.5).contains(lines) || !display.contains(lines) {
                violations.append(FoldViolation(frame: lines, element: layout.ids[i], rule: .textOverflow))
            }
        }
        return violations
    }

    /// One `overlapsElement` per pair of visible elements that are not decoration (nor icons)
    /// and overlap by more than half a point each way, unless one holds the other or only one
    /// lies in an overlay; reported on the later (drawn over the earlier), with its frame.
    static func overlaps(_ layout: HUDLayout, tree: LayoutTree) -> [FoldViolation] {
        let candidates = layout.frames.indices.filter { i in
            layout.isLeaf[i] && !layout.isHidden[i] && layout.roles[i] != .decoration && tree.nodes[i].element.widget.isForeground
        }
        var violations: [FoldViolation] = []
        for (position, later) in candidates.enumerated() {
            let frame = layout.frames[later]
            for earlier in candidates[..<position] {
                // An overlay (a pause menu) lies over what is outside it by design.
                guard tree.overlay[earlier] == tree.overlay[later],
                      let overlap = layout.frames[earlier].intersection(frame), overlap.width > 0.5, overlap.height > 0.5,
                      !tree.holds(earlier, later) else { continue }
                violations.append(FoldViolation(frame: frame, element: layout.ids[later], rule: .overlapsElement))
            }
        }
        return violations
    }
}
