import Crease

/// The pure layout function: (elements, root view, policy, measurer) → frames.
///
/// Works in the root view's leading coordinates (x from the leading edge), where the regions
/// come back from `.mirrors` queries, and converts to display points at the end; so a
/// right-to-left view gets the same layout mirrored, panes and anchors swapping sides.
enum LayoutEngine {
    /// Insets of top-level elements from their pane's edges when they give none.
    static let defaultInsets = EdgeInsets(all: 12)

    static func layout(_ tree: LayoutTree, in proxy: GeometryProxy, policy: LayoutPolicy, theme: Theme,
                       clearance: Double, measurer: some TextMeasurer) -> HUDLayout {
        let regions = LayoutRegions(proxy: proxy, policy: policy)
        let nodes = tree.nodes
        let content = contentSizes(nodes, regions: regions, theme: theme, measurer: measurer)
        var frames = [Rect](repeating: .zero, count: nodes.count)
        for i in nodes.indices {
            let node = nodes[i]
            if node.parent == nil {
                let pane = regions.frame(of: node.element.pane.resolved(for: node.role))
                frames[i] = place(node, content: content[i], in: pane, defaultInsets: defaultInsets,
                                  occlusions: regions.occlusions, clearance: clearance)
            }
            guard !node.children.isEmpty else { continue }
            arrangeChildren(of: node, in: frames[i], nodes: nodes, content: content, regions: regions,
                            clearance: clearance, frames: &frames)
        }
        let mirrors = proxy.layoutDirection == .rightToLeft
        let width = proxy.size.width
        let origin = proxy.frame.origin
        for i in frames.indices {
            let frame = frames[i]
            let x = mirrors ? width - frame.maxX : frame.minX
            frames[i] = Rect(x: x + origin.x, y: frame.minY + origin.y, width: frame.width, height: frame.height)
        }
        return HUDLayout(ids: tree.ids, roles: tree.roles, frames: frames, isLeaf: tree.isLeaf,
                         isHidden: nodes.map(\.element.isHidden), index: tree.index, proxy: proxy, regions: regions)
    }

    /// Places an element by anchor in `area` (less its insets), then nudges it clear of
    /// occlusions within `area` unless it is decoration or fills its area.
    private static func place(_ node: LayoutTree.Node, content: Size, in area: Rect, defaultInsets: EdgeInsets,
                              occlusions: [Rect], clearance: Double) -> Rect {
        let element = node.element
        let inner = area.inset(by: element.insets ?? defaultInsets)
        let size = element.size.resolve(content: content, in: inner.size)
        let frame = element.anchor.place(size, in: inner, offset: element.offset)
        guard node.role != .decoration, !element.size.fillsArea, !occlusions.isEmpty else { return frame }
        return OcclusionNudge.nudge(frame, clearOf: occlusions, within: area, clearance: clearance)
    }

    private static func arrangeChildren(of node: LayoutTree.Node, in frame: Rect, nodes: [LayoutTree.Node],
                                        content: [Size], regions: LayoutRegions, clearance: Double,
                                        frames: inout [Rect]) {
        let children = node.children
        switch node.element.childLayout {
        case .anchored:
            for child in children {
                frames[child] = place(nodes[child], content: content[child], in: frame, defaultInsets: .zero,
                                      occlusions: regions.occlusions, clearance: clearance)
            }
        case .twoViews(let spacing):
            let halves = ArrangementView.frames(in: frame, regions: regions, spacing: spacing)
            for (position, child) in children.enumerated() {
                let area = position == 0 ? halves.first : position == 1 ? halves.second : frame
                frames[child] = place(nodes[child], content: content[child], in: area, defaultInsets: .zero,
                                      occlusions: regions.occlusions, clearance: clearance)
            }
        case .row(let spacing), .column(let spacing):
            let axis: Stack.Axis = if case .row = node.element.childLayout { .horizontal } else { .vertical }
            let sizes = children.map { stackSize(nodes[$0].element.size, content: content[$0]) }
            let slots = Stack.arrange(sizes, in: frame, axis: axis, spacing: spacing)
            for (child, slot) in zip(children, slots) { frames[child] = slot }
        case .grid(let grid):
            let cells = grid.frames(count: children.count, in: frame, regions: regions)
            for (child, cell) in zip(children, cells) { frames[child] = cell }
        }
    }

    /// A child's size for stacking: zero along an axis it fills, so the stack shares space.
    private static func stackSize(_ size: ElementSize, content: Size) -> Size {
        switch size {
        case .fixed(let size): size
        case .content: content
        case .fill: .zero
        case .fillWidth(let height): Size(width: 0, height: height)
        case .fillHeight(let width): Size(width: width, height: 0)
        }
    }

    /// Every node's content size, children first (reverse of the parents-first order).
    private static func contentSizes(_ nodes: [LayoutTree.Node], regions: LayoutRegions, theme: Theme,
                                     measurer: some TextMeasurer) -> [Size] {
        var sizes = [Size](repeating: .zero, count: nodes.count)
        for i in nodes.indices.reversed() {
            let node = nodes[i]
            guard !node.children.isEmpty else {
                sizes[i] = node.element.widget.contentSize(measurer: measurer, theme: theme)
                continue
            }
            let childSizes = node.children.map { stackSize(nodes[$0].element.size, content: sizes[$0]) }
            switch node.element.childLayout {
            case .anchored:
                var width = 0.0, height = 0.0
                for (child, size) in zip(node.children, childSizes) {
                    let insets = nodes[child].element.insets ?? .zero
                    width = Swift.max(width, size.width + insets.leading + insets.trailing)
                    height = Swift.max(height, size.height + insets.top + insets.bottom)
                }
                sizes[i] = Size(width: width, height: height)
            case .row(let spacing):
                sizes[i] = Stack.contentSize(of: childSizes, axis: .horizontal, spacing: spacing)
            case .column(let spacing):
                sizes[i] = Stack.contentSize(of: childSizes, axis: .vertical, spacing: spacing)
            case .grid(let grid):
                let cell = childSizes.reduce(Size.zero) {
                    Size(width: Swift.max($0.width, $1.width), height: Swift.max($0.height, $1.height))
                }
                sizes[i] = grid.contentSize(count: node.children.count, cell: cell, hasDivision: regions.hasAnyDivision)
            case .twoViews:
                sizes[i] = .zero
            }
        }
        return sizes
    }
}
