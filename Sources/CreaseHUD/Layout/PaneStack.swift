import Crease

/// Top-level elements the game did not place (no `anchored(_:offset:)`) that share a pane
/// stand one after another instead of on top of each other: a stack along the pane, 8 pt apart.
///
/// Two `.label(…).in(.raised)` both sit at the centre by default; stacked, the first stands
/// above the second. An element the game anchored itself (`HUDElement.isPlaced`) is left
/// where it put it, and the lint reports it if it lies over another. Decoration and elements
/// that fill their area (a viewport, a background) are meant to lie under others and never
/// stack. Hidden elements keep their place in a stack, so showing one moves nothing.
enum PaneStack {
    /// Points between stacked elements.
    static let spacing: Double = 8

    /// What makes elements one stack: the pane they resolve to and their anchor.
    private struct Key: Hashable {
        var pane: Pane
        var anchor: Anchor
    }

    /// The frames of stacked top-level elements, by node index (nil for the rest), in the
    /// root view's leading coordinates.
    ///
    /// The stack runs down the pane (members centred on their anchor across it), or across
    /// it when the column would not fit the pane's height and a row would fit its width. The
    /// whole stack is placed by the shared anchor and nudged clear of occlusions as one.
    static func frames(_ tree: LayoutTree, regions: LayoutRegions, content: [Size], defaultInsets: EdgeInsets,
                       occlusions: [Rect]) -> [Rect?] {
        var frames = [Rect?](repeating: nil, count: tree.specs.count)
        var groups: [Key: [Int]] = [:]
        var order: [Key] = []
        for i in tree.specs.indices where stacks(tree.specs[i]) {
            let key = Key(pane: tree.specs[i].pane.resolved(for: tree.specs[i].role), anchor: tree.specs[i].anchor)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(i)
        }
        for key in order {
            guard let members = groups[key], members.count > 1 else { continue }
            let area = regions.frame(of: key.pane)
            let inner = area.inset(by: tree.specs[members[0]].insets ?? defaultInsets)
            let sizes = members.map { tree.specs[$0].size.resolve(content: content[$0], in: inner.size) }
            let gaps = spacing * Double(members.count - 1)
            let column = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(gaps) { $0 + $1.height })
            let row = Size(width: sizes.reduce(gaps) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
            let across = column.height > inner.height && row.width <= inner.width
            let block = across ? row : column
            var placed = key.anchor.place(block, in: inner)
            if !occlusions.isEmpty {
                placed = OcclusionNudge.nudge(placed, clearOf: occlusions, within: area, anchor: key.anchor)
            }
            var cursor = across ? placed.minX : placed.minY
            for (member, size) in zip(members, sizes) {
                if across {
                    let y = placed.minY + key.anchor.y * (placed.height - size.height)
                    frames[member] = Rect(x: cursor, y: y, width: size.width, height: size.height)
                    cursor += size.width + spacing
                } else {
                    let x = placed.minX + key.anchor.x * (placed.width - size.width)
                    frames[member] = Rect(x: x, y: cursor, width: size.width, height: size.height)
                    cursor += size.height + spacing
                }
            }
        }
        return frames
    }

    /// True for a top-level element that joins a stack: not placed by the game, neither
    /// decoration nor filling its area.
    private static func stacks(_ spec: LayoutTree.Spec) -> Bool {
        spec.isRoot && !spec.isPlaced && spec.role != .decoration && !spec.size.fillsArea
    }
}
