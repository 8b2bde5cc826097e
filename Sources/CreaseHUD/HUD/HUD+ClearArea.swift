import Crease

/// Where a playfield goes: the part of a pane, the display or a viewport that the fold, the
/// cameras and the HUD's own elements leave to the game.
extension HUD {
    /// The largest rectangle of `area` clear of the fold, every camera and the HUD's elements,
    /// for placing a playfield; with `content`, the one that fits that aspect ratio largest.
    ///
    /// Call it from `hudDidLayOut()`, after the layout it reads:
    /// ```swift
    /// mutating func hudDidLayOut() {
    ///     guard let viewport = hud.frame(of: ID.board) else { return }
    ///     let clear = hud.clearArea(in: viewport, fitting: Self.boardSize)
    ///     scale = min(clear.width / Self.boardSize.width, clear.height / Self.boardSize.height)
    ///     // … and centre the board, at that scale, in `clear`.
    /// }
    /// ```
    ///
    /// The rectangle keeps clear, on the device the HUD was last laid out for, of:
    /// - the fold. Pre-reserving (the default policy), where it lies once folded, so a flat
    ///   device leaves its seam free too; adaptive, only an active fold.
    /// - every occlusion (cameras, a status area). Pre-reserving, inactive ones too
    ///   (`.includeInactive`), so the playfield does not move when a camera turns on; adaptive,
    ///   only active ones.
    /// - the HUD's elements that show status or take touches, `clearance` points out, hidden
    ///   ones included: a hidden element keeps its place, so a button that comes and goes
    ///   moves nothing. Viewports (room for game content), decorations, containers other than
    ///   panels, an element that holds all of `area` (a plate behind it) and the elements in
    ///   `ignoring`, with everything inside them (a pause menu meant to lie over the
    ///   playfield), are left out.
    /// - `obstacles`, the game's own, in display points.
    ///
    /// **The closed posture.** With no fold, every pane is the whole outer display, so the
    /// raised half's status and the flat half's controls lie over the very rectangle a flat
    /// viewport gets. They are obstacles like any other here, so the result stays clear of
    /// them: a playfield placed by it never sits under the HUD, closed or open.
    ///
    /// - Parameters:
    ///   - area: Where the playfield may go, in display points: a viewport's frame, say.
    ///   - content: The playfield's size, when it keeps its aspect ratio: the rectangle chosen
    ///     is the one that holds it at the largest scale (not necessarily the largest one).
    ///     Nil chooses the rectangle of largest area.
    ///   - obstacles: More rectangles to keep clear of, in display points.
    ///   - ignored: Ids of elements meant to lie over the playfield.
    ///   - clearance: Points kept between the rectangle and the HUD's elements (reserved
    ///     regions already include their margins).
    /// - Returns: A rectangle inside `area`, in display points: `area` itself when nothing
    ///   covers it (and before the first layout), an empty one at its centre when nothing is
    ///   left.
    public func clearArea(in area: Rect, fitting content: Size? = nil, avoiding obstacles: [Rect] = [],
                          ignoring ignored: [String] = [], clearance: Double = 0) -> Rect {
        guard let layout else { return area }
        return ClearArea.largest(in: area, avoiding: reservedFrames(of: layout)
                                    + elementFrames(of: layout, around: area, ignoring: ignored, clearance: clearance)
                                    + obstacles,
                                 fitting: content)
    }

    /// The largest rectangle of a pane clear of the fold, every camera and the HUD's
    /// elements; `.whole` (the default) is the display, or the root view the HUD was laid out
    /// in, and `.automatic` means `.whole` here. See `clearArea(in:fitting:avoiding:ignoring:clearance:)`
    /// with a frame for what it keeps clear of, and for the closed posture, where every pane is
    /// the whole outer display. Before the first layout, an empty rectangle.
    public func clearArea(in pane: Pane = .whole, fitting content: Size? = nil, avoiding obstacles: [Rect] = [],
                          ignoring ignored: [String] = [], clearance: Double = 0) -> Rect {
        guard let layout else { return .zero }
        let frame = displayFrame(layout.regions.frame(of: pane == .automatic ? .whole : pane), in: layout)
        return clearArea(in: frame, fitting: content, avoiding: obstacles, ignoring: ignored, clearance: clearance)
    }

    /// The fold and the occlusions the layout planned around, in display points.
    private func reservedFrames(of layout: HUDLayout) -> [Rect] {
        ([layout.regions.division].compactMap { $0 } + layout.regions.occlusions).map { displayFrame($0, in: layout) }
    }

    /// The frames of the HUD's elements a playfield in `area` keeps clear of, in node order.
    private func elementFrames(of layout: HUDLayout, around area: Rect, ignoring ignored: [String],
                               clearance: Double) -> [Rect] {
        var skipped = Set<Int>()
        for id in ignored {
            guard let i = tree.index[id] else { continue }
            skipped.insert(i)
            skipped.formUnion(tree.descendants(of: i))
        }
        return layout.frames.indices.compactMap { i in
            guard tree.isDrawn[i], !skipped.contains(i), tree.roles[i] != .decoration else { return nil }
            if case .viewport = tree.nodes[i].element.widget { return nil }
            let frame = layout.frames[i]
            return frame.contains(area) ? nil : frame.insetBy(dx: -clearance, dy: -clearance)
        }
    }

    /// A rectangle in the root view's leading coordinates (as `LayoutRegions` holds them), in
    /// display points.
    private func displayFrame(_ rect: Rect, in layout: HUDLayout) -> Rect {
        let root = layout.proxy
        let local = root.layoutDirection == .rightToLeft ? rect.mirrored(inWidth: root.size.width) : rect
        return local.offsetBy(dx: root.frame.minX, dy: root.frame.minY)
    }
}
