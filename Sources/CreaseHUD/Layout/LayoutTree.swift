import Crease

/// A HUD's elements flattened once, parents before children, so layout is one pass over
/// arrays instead of a walk over a tree.
struct LayoutTree: Sendable, Hashable {
    /// One element without its children, with links to its parent and children.
    struct Node: Sendable, Hashable {
        var element: HUDElement
        var role: Role
        var parent: Int?
        var children: [Int]
    }

    var nodes: [Node] = []
    /// Node index by element id (the first element with an id wins).
    var index: [String: Int] = [:]
    /// Ids in node order, shared with every layout.
    var ids: [String] = []
    /// Roles in node order.
    var roles: [Role] = []
    /// True for nodes with no children: the ones drawn, hit and linted.
    var isLeaf: [Bool] = []

    init(_ elements: [HUDElement]) {
        for element in elements { add(element, parent: nil) }
        ids = nodes.map(\.element.id)
        roles = nodes.map(\.role)
        isLeaf = nodes.map(\.children.isEmpty)
    }

    /// The elements as declared (children put back), for reading the tree.
    var elements: [HUDElement] {
        nodes.indices.filter { nodes[$0].parent == nil }.map(rebuild)
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
        nodes.append(Node(element: stripped, role: element.resolvedRole, parent: parent, children: []))
        if index[element.id] == nil { index[element.id] = position }
        for child in element.children {
            let childPosition = add(child, parent: position)
            nodes[position].children.append(childPosition)
        }
        return position
    }
}
