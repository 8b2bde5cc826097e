import Crease

/// The pure layout function: (elements, root view, policy, measurer) → frames.
///
/// Works in the root view's leading coordinates (x from the leading edge), where the regions
/// come back from `.mirrors` queries, and converts to display points at the end; so a
/// right-to-left view gets the same layout mirrored, panes and anchors swapping sides.
/// One pass children-first for content sizes, one pass parents-first for frames, over plain
/// arrays: no per-element allocation, so 256 elements lay out in microseconds.
enum LayoutEngine {
    /// Insets of top-level elements from their pane's edges when they give none.
    static let defaultInsets = EdgeInsets(all: 12)

    /// Lays out `tree` in `proxy`. `regions` and `content` may be passed in when the caller
    /// already has them (the HUD keeps content sizes across posture changes: text does not
    /// change size when the device folds).
    static func layout(_ tree: LayoutTree, in proxy: GeometryProxy, regions: LayoutRegions, theme: Theme,
                       clearance: Double, content: [Size]) -> HUDLayout {
        var frames = [Rect](repeating: .zero, count: tree.specs.count)
        // What a placed element is nudged clear of: occlusions (grown by the clearance) and the
        // seam, which matters only to elements placed in the whole view across it.
        var occlusions = clearance > 0 ? regions.occlusions.map { $0.insetBy(dx: -clearance, dy: -clearance) } : regions.occlusions
        if let seam = regions.division { occlusions.append(seam) }
        let stacked = PaneStack.frames(tree, regions: regions, content: content, defaultInsets: defaultInsets, occlusions: occlusions)
        tree.specs.withUnsafeBufferPointer { specs in
            tree.childIndices.withUnsafeBufferPointer { childIndices in
                for i in 0..<specs.count {
                    let spec = specs[i]
                    if let frame = stacked[i] {
                        frames[i] = frame
                    } else if spec.isRoot {
                        let pane = regions.frame(of: spec.pane.resolved(for: spec.role))
                        frames[i] = place(spec, content: content[i], in: pane, defaultInsets: defaultInsets, occlusions: occlusions)
                    }
                    guard spec.childCount > 0 else { continue }
                    let children = childIndices[spec.firstChild..<(spec.firstChild + spec.childCount)]
                    arrange(children, of: spec, in: frames[i], specs: specs, content: content, regions: regions,
                            occlusions: occlusions, frames: &frames)
                }
            }
        }
        // A turned element's children stand where the player across the table sees them:
        // turned half way round about its centre (parents come first, so turns compose).
        for i in frames.indices where tree.specs[i].isTurned {
            let center = frames[i].center
            for child in tree.descendants(of: i) {
                let frame = frames[child]
                frames[child] = Rect(x: 2 * center.x - frame.maxX, y: 2 * center.y - frame.maxY, width: frame.width, height: frame.height)
            }
        }
        let mirrors = proxy.layoutDirection == .rightToLeft
        let width = proxy.size.width
        let origin = proxy.frame.origin
        for i in frames.indices {
            let frame = frames[i]
            let x = mirrors ? width - frame.maxX : frame.minX
            frames[i] = Rect(x: x + origin.x, y: frame.minY + origin.y, width: frame.width, height: frame.height)
        }
        return HUDLayout(ids: tree.ids, roles: tree.roles, frames: frames, isLeaf: tree.isDrawn,
                         isHidden: tree.isHidden, index: tree.index, proxy: proxy, regions: regions)
    }

    /// Places an element by anchor in `area` (less its insets), then nudges it clear of
    /// occlusions and the seam within `area` unless it is decoration or fills its area.
    static func place(_ spec: LayoutTree.Spec, content: Size, in area: Rect, defaultInsets: EdgeInsets,
                              occlusions: [Rect]) -> Rect {
        let inner = area.inset(by: spec.insets ?? defaultInsets)
        let size = spec.size.resolve(content: content, in: inner.size)
        let frame = spec.anchor.place(size, in: inner, offset: spec.offset)
        guard spec.role != .decoration, !spec.size.fillsArea, !occlusions.isEmpty else { return frame }
        return OcclusionNudge.nudge(frame, clearOf: occlusions, within: area, anchor: spec.anchor)
    }

    private static func arrange(_ children: Slice<UnsafeBufferPointer<Int>>, of spec: LayoutTree.Spec, in frame: Rect,
                                specs: UnsafeBufferPointer<LayoutTree.Spec>, content: [Size], regions: LayoutRegions,
                                occlusions: [Rect], frames: inout [Rect]) {
        switch spec.childLayout {
        case .anchored:
            for child in children {
                frames[child] = place(specs[child], content: content[child], in: frame, defaultInsets: .zero, occlusions: occlusions)
            }
        case .twoViews(let spacing):
            let halves = ArrangementView.frames(in: frame, regions: regions, spacing: spacing)
            for (position, child) in children.enumerated() {
                let area = position == 0 ? halves.first : position == 1 ? halves.second : frame
                frames[child] = place(specs[child], content: content[child], in: area, defaultInsets: .zero, occlusions: occlusions)
            }
        case .row(let spacing), .column(let spacing):
            let axis: Stack.Axis = if case .row = spec.childLayout { .horizontal } else { .vertical }
            let sizes = children.map { stackSize(specs[$0].size, content: content[$0]) }
            let slots = Stack.arrange(sizes, in: frame, axis: axis, spacing: spacing)
            for (child, slot) in zip(children, slots) { frames[child] = slot }
        case .grid(let grid):
            let cells = grid.frames(count: children.count, in: frame, regions: regions)
            for (child, cell) in zip(children, cells) { frames[child] = cell }
        }
    }

    /// A child's size for stacking: zero along an axis it fills, so the stack shares space.
    static func stackSize(_ size: ElementSize, content: Size) -> Size {
        switch size {
        case .fixed(let size): size
        case .content: content
        case .fill: .zero
        case .fillWidth(let height): Size(width: 0, height: height)
        case .fillHeight(let width): Size(width: width, height: 0)
        }
    }

    /// The width each node is offered, parents first: a top-level element its pane's less its
    /// insets, a child what its parent was offered less the child's insets (a fixed or filling
    /// parent, its own width). Text-bearing widgets measure themselves no wider than this, so
    /// a label never runs out of its pane.
    static func proposedWidths(_ tree: LayoutTree, regions: LayoutRegions) -> [Double] {
        var widths = [Double](repeating: .infinity, count: tree.specs.count)
        for i in tree.specs.indices {
            let spec = tree.specs[i]
            if spec.isRoot {
                let insets = spec.insets ?? defaultInsets
                widths[i] = regions.frame(of: spec.pane.resolved(for: spec.role)).width - insets.leading - insets.trailing
            }
            let own: Double = switch spec.size {
            case .fixed(let size): size.width
            case .fillHeight(let width): width
            case .content, .fill, .fillWidth: widths[i]
            }
            for child in tree.childIndices[spec.firstChild..<(spec.firstChild + spec.childCount)] {
                let insets = tree.specs[child].insets ?? .zero
                widths[child] = Swift.max(0, own - insets.leading - insets.trailing)
            }
        }
        return widths
    }

    /// Every node's content size, children first (the reverse of the parents-first order),
    /// each leaf measured no wider than its `proposedWidths` entry.
    static func contentSizes(_ tree: LayoutTree, regions: LayoutRegions, theme: Theme,
                             measurer: some TextMeasurer, proposed: [Double]? = nil) -> [Size] {
        let proposed = proposed ?? proposedWidths(tree, regions: regions)
        var sizes = [Size](repeating: .zero, count: tree.specs.count)
        for i in tree.specs.indices.reversed() {
            let spec = tree.specs[i]
            guard spec.childCount > 0 else {
                sizes[i] = LayoutNumber.clamped(tree.nodes[i].element.widget.contentSize(measurer: measurer, theme: theme, width: proposed[i]))
                continue
            }
            let children = tree.childIndices[spec.firstChild..<(spec.firstChild + spec.childCount)]
            switch spec.childLayout {
            case .anchored:
                var width = 0.0, height = 0.0
                for child in children {
                    let size = stackSize(tree.specs[child].size, content: sizes[child])
                    let insets = tree.specs[child].insets ?? .zero
                    width = Swift.max(width, size.width + insets.leading + insets.trailing)
                    height = Swift.max(height, size.height + insets.top + insets.bottom)
                }
                sizes[i] = Size(width: width, height: height)
            case .row(let spacing), .column(let spacing):
                let horizontal = if case .row = spec.childLayout { true } else { false }
                var main = spacing * Double(children.count - 1), cross = 0.0
                for child in children {
                    let size = stackSize(tree.specs[child].size, content: sizes[child])
                    main += horizontal ? size.width : size.height
                    cross = Swift.max(cross, horizontal ? size.height : size.width)
                }
                sizes[i] = horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
            case .grid(let grid):
                var cell = Size.zero
                for child in children {
                    let size = stackSize(tree.specs[child].size, content: sizes[child])
                    cell = Size(width: Swift.max(cell.width, size.width), height: Swift.max(cell.height, size.height))
                }
                sizes[i] = grid.contentSize(count: children.count, cell: cell, hasDivision: regions.hasAnyDivision)
            case .twoViews:
                sizes[i] = .zero
            }
        }
        return sizes
    }
}
