import Crease

/// Where every element of a HUD goes for one view: frames in display points, keyed by id.
///
/// Frames are stored in element order and looked up through an index shared with the HUD,
/// so a layout of 256 elements is a few arrays, not a dictionary built per frame.
public struct HUDLayout: Sendable, Hashable {
    /// Element ids, in declaration order (parents before their children).
    public let ids: [String]
    /// Each element's role, in the same order.
    public let roles: [Role]
    /// Each element's frame in display points, in the same order.
    public internal(set) var frames: [Rect]
    /// True for elements drawn and linted: leaves and panels (not other containers).
    let isLeaf: [Bool]
    /// True for hidden elements.
    let isHidden: [Bool]
    let index: [String: Int]
    /// The view the layout was made for.
    public let proxy: GeometryProxy
    /// The regions it was planned around, in the view's leading coordinates.
    public let regions: LayoutRegions

    /// The frame of an element, in display points.
    public subscript(id: String) -> Rect? {
        index[id].map { frames[$0] }
    }

    /// Every frame by id (builds a dictionary: for tests and tools, not per frame).
    public var framesByID: [String: Rect] {
        Dictionary(zip(ids, frames), uniquingKeysWith: { first, _ in first })
    }

    /// The drawn elements as lint items (containers other than panels, and hidden elements,
    /// left out).
    public var lintItems: [LintItem] {
        ids.indices.compactMap { i in
            isLeaf[i] && !isHidden[i] ? LintItem(id: ids[i], role: roles[i], frame: frames[i]) : nil
        }
    }

    /// One line per element, "id role frame", for snapshot tests and debugging.
    public var snapshot: String {
        ids.indices.map { "\(ids[$0]) \(roles[$0]) \(frames[$0])" }.joined(separator: "\n")
    }
}
