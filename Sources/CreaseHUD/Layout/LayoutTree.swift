import Crease

/// A HUD's elements flattened once, parents before children, so layout is one pass over
/// plain arrays instead of a walk over a tree of strings and enums.
struct LayoutTree: Sendable, Hashable {
    /// One element without its children, with links to its parent and children.
    struct Node: Sendable, Hashable {
        var element: HUDElement
        var parent: Int?
        var children: [Int]
    }

    /// What layout reads of an element: small values only, so a pass copies no strings.
    struct Spec: Sendable, Hashable {
        var role: Role
        var pane: Pane
        var anchor: Anchor
        var offset: Point
        var insets: EdgeInsets?
        var size: ElementSize
        var childLayout: ChildLayout
        var isRoot: Bool
        /// True when the element turns its children half way round (`HUDElement.isTurned`).
        var isTurned: Bool
        /// True when the game placed the element itself (`HUDElement.isPlaced`).
        var isPlaced: Bool
        /// Where the children's indices start in `childIndices`, and how many there are.
        var firstChild: Int
        var childCount: Int
    }

    var nodes: [Node] = []
    var specs: [Spec] = []
    /// Every node's children, contiguous per node (see `Spec.firstChild`).
    var childIndices: [Int] = []
    /// Node index by element id (the first element with an id wins).
    var index: [String: Int] = [:]
    /// Ids in node order, shared with every layout.
    var ids: [String] = []
    /// Roles in node order.
    var roles: [Role] = []
    /// True for nodes with no children: the ones drawn, hit and linted.
    var isLeaf: [Bool] = []
    /// True for the nodes drawn and linted: leaves and panels.
    var isDrawn: [Bool] = []
    /// True for hidden nodes.
    var isHidden: [Bool] = []
    /// The overlay each node lies in (itself or its nearest overlay ancestor), nil for none.
    var overlay: [Int?] = []
    /// True for nodes that draw facing the far side: turned an odd number of times, by
    /// themselves or their ancestors.
    var facesAway: [Bool] = []

    init(_ elements: [HUDElement]) {
        for element in elements { add(element, parent: nil) }
        ids = nodes.map { $0.element.id }
        isLeaf = nodes.map { $0.children.isEmpty }
        isDrawn = nodes.map { $0.children.isEmpty || $0.element.widget.isPanel }
        isHidden = nodes.map { $0.element.isHidden }
        updateFacing()
        updateOverlays()
        for node in nodes {
            let first = childIndices.count
            childIndices.append(contentsOf: node.children)
            specs.append(Self.spec(of: node.element, role: .decoration, isRoot: node.parent == nil,
                                   firstChild: first, childCount: node.children.count))
        }
        for i in nodes.indices { specs[i].role = role(of: i) }
        roles = specs.map { $0.role }
    }

    /// The elements as declared (children put back), for reading the tree.
    var elements: [HUDElement] {
        nodes.indices.filter { nodes[$0].parent == nil }.map(rebuild)
    }

    /// Takes a changed element (not its children) into the tree.
    mutating func replace(_ i: Int, with element: HUDElement) {
        nodes[i].element = element
        let old = specs[i]
        specs[i] = Self.spec(of: element, role: old.role, isRoot: old.isRoot, firstChild: old.firstChild, childCount: old.childCount)
        specs[i].role = role(of: i)
        roles[i] = specs[i].role
        isHidden[i] = element.isHidden
        if old.isTurned != element.isTurned { updateFacing() }
        if nodes[i].element.isOverlay != (overlay[i] == i) { updateOverlays() }
    }

    /// Works out `overlay`; parents come before their children, so one pass does.
    private mutating func updateOverlays() {
        overlay.removeAll(keepingCapacity: true)
        for (i, node) in nodes.enumerated() {
            overlay.append(node.element.isOverlay ? i : node.parent.flatMap { overlay[$0] })
        }
    }

    /// Works out `facesAway`; parents come before their children, so one pass does.
    private mutating func updateFacing() {
        facesAway.removeAll(keepingCapacity: true)
        for node in nodes {
            facesAway.append(node.element.isTurned != (node.parent.map { facesAway[$0] } ?? false))
        }
    }

    /// Every node below `i`, at any depth.
    func descendants(of i: Int) -> [Int] {
        var result: [Int] = []
        var pending = nodes[i].children
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: nodes[next].children)
        }
        return result
    }

    /// True when node `ancestor` holds node `node`, at any depth (a panel and its text).
    func holds(_ ancestor: Int, _ node: Int) -> Bool {
        var next = nodes[node].parent
        while let parent = next {
            if parent == ancestor { return true }
            next = nodes[parent].parent
        }
        return false
    }

    private func role(of i: Int) -> Role {
        if let role = nodes[i].element.role { return role }
        let widget = nodes[i].element.widget
        guard !nodes[i].children.isEmpty, widget == .empty || widget.isPanel else { return widget.defaultRole }
        let roles = nodes[i].children.map(role(of:))
        if roles.contains(.control) { return .control }
        if roles.contains(.status) { return .status }
        return .decoration
    }

    private static func spec(of element: HUDElement, role: Role, isRoot: Bool, firstChild: Int, childCount: Int) -> Spec {
        // The game's numbers, made safe for layout's arithmetic (`LayoutNumber`).
        let anchor = Anchor(x: LayoutNumber.clamped(element.anchor.x), y: LayoutNumber.clamped(element.anchor.y))
        return Spec(role: role, pane: element.pane, anchor: anchor, offset: LayoutNumber.clamped(element.offset),
             insets: element.insets.map(LayoutNumber.clamped), size: LayoutNumber.clamped(element.size),
             childLayout: LayoutNumber.clamped(element.childLayout), isRoot: isRoot, isTurned: element.isTurned,
             isPlaced: element.isPlaced,
             firstChild: firstChild, childCount: childCount)
    }

    private func rebuild(_ node: Int) -> HUDElement {
        var element = nodes[node].element
        element.children = nodes[node].children.map(rebuild)
        return element
    }

    @discardableResult
    private mutating func add(_ element: HUDElement, parent: Int?) -> Int {
        let position = nodes.count
        var stripped = element
        stripped.children = []
        nodes.append(Node(element: stripped, parent: parent, children: []))
        if index[element.id] == nil { index[element.id] = position }
        for child in element.children {
            let childPosition = add(child, parent: position)
            nodes[position].children.append(childPosition)
        }
        return position
    }
}
