import Crease

/// Rows and columns: children one after another along an axis.
public enum Stack {
    /// The axis children follow.
    public enum Axis: Sendable, Hashable {
        /// Leading to trailing.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The frames of children of the given sizes in `area`, from its leading (or top) edge.
    ///
    /// A child whose main-axis size is zero or less shares what the others leave, equally
    /// (a `.fill` child). Children are centred across the axis.
    public static func arrange(_ sizes: [Size], in area: Rect, axis: Axis, spacing: Double) -> [Rect] {
        guard !sizes.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let mainLength = horizontal ? area.width : area.height
        var fixedTotal = spacing * Double(sizes.count - 1)
        var flexible = 0
        for size in sizes {
            let length = horizontal ? size.width : size.height
            if length > 0 { fixedTotal += length } else { flexible += 1 }
        }
        let share = flexible > 0 ? Swift.max(0, (mainLength - fixedTotal) / Double(flexible)) : 0
        var cursor = horizontal ? area.minX : area.minY
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        for size in sizes {
            if horizontal {
                let width = size.width > 0 ? size.width : share
                let height = size.height > 0 ? size.height : area.height
                frames.append(Rect(x: cursor, y: area.midY - height / 2, width: width, height: height))
                cursor += width + spacing
            } else {
                let height = size.height > 0 ? size.height : share
                let width = size.width > 0 ? size.width : area.width
                frames.append(Rect(x: area.midX - width / 2, y: cursor, width: width, height: height))
                cursor += height + spacing
            }
        }
        return frames
    }

    /// The size that holds children of the given sizes one after another.
    public static func contentSize(of sizes: [Size], axis: Axis, spacing: Double) -> Size {
        guard !sizes.isEmpty else { return .zero }
        let gaps = spacing * Double(sizes.count - 1)
        var main = gaps, cross = 0.0
        for size in sizes {
            main += axis == .horizontal ? size.width : size.height
            cross = Swift.max(cross, axis == .horizontal ? size.height : size.width)
        }
        return axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
