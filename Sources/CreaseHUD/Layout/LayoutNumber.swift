import Crease

/// The numbers layout reads from a game's elements and its measured text, made safe to add
/// and multiply: not a number counts as 0, and anything past a million points (a display is
/// a few thousand) as a million, so that no frame comes out not a number or infinite.
enum LayoutNumber {
    /// The largest magnitude layout works with, in points.
    static let limit = 1_000_000.0

    /// The value within ±`limit`, 0 for not a number.
    static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(limit, Swift.max(-limit, value))
    }

    static func clamped(_ point: Point) -> Point { Point(x: clamped(point.x), y: clamped(point.y)) }

    static func clamped(_ size: Size) -> Size { Size(width: clamped(size.width), height: clamped(size.height)) }

    static func clamped(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: clamped(insets.top), leading: clamped(insets.leading), bottom: clamped(insets.bottom), trailing: clamped(insets.trailing))
    }

    static func clamped(_ size: ElementSize) -> ElementSize {
        switch size {
        case .fixed(let fixed): .fixed(clamped(fixed))
        case .content, .fill: size
        case .fillWidth(let height): .fillWidth(height: clamped(height))
        case .fillHeight(let width): .fillHeight(width: clamped(width))
        }
    }

    static func clamped(_ layout: ChildLayout) -> ChildLayout {
        switch layout {
        case .anchored: .anchored
        case .row(let spacing): .row(spacing: clamped(spacing))
        case .column(let spacing): .column(spacing: clamped(spacing))
        case .twoViews(let spacing): .twoViews(spacing: clamped(spacing))
        case .grid(let grid):
            .grid(Grid(columns: clamped(grid.columns), spacing: clamped(grid.spacing), cellHeight: grid.cellHeight.map(clamped)))
        }
    }

    static func clamped(_ columns: Grid.Columns) -> Grid.Columns {
        switch columns {
        case .fixed, .preferred: columns
        case .adaptive(let width): .adaptive(minimumWidth: clamped(width))
        }
    }
}
