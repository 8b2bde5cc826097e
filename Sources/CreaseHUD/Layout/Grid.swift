import Crease

/// A grid of equal cells that splits cleanly at the fold.
///
/// Whenever a division exists (active or not) it prefers an even column count, so half the
/// columns sit on each side of a vertical fold; when a division band crosses the grid, the
/// columns (or rows, for a horizontal fold) jump over it instead of straddling it.
public struct Grid: Sendable, Hashable {
    /// How many columns.
    public enum Columns: Sendable, Hashable {
        /// Exactly this many, even with a division (an explicit choice is respected).
        case fixed(Int)
        /// This many, rounded up to an even count whenever a division exists.
        case preferred(Int)
        /// As many as fit at this minimum width, rounded down to an even count (at least 2)
        /// whenever a division exists.
        case adaptive(minimumWidth: Double)
    }

    /// The column rule.
    public var columns: Columns
    /// Points between neighbouring cells.
    public var spacing: Double
    /// Each row's height; nil makes cells square.
    public var cellHeight: Double?

    /// Creates a grid.
    public init(columns: Columns = .adaptive(minimumWidth: 64), spacing: Double = 8, cellHeight: Double? = nil) {
        self.columns = columns
        self.spacing = spacing
        self.cellHeight = cellHeight
    }

    /// The most columns a grid has, whatever it asks for.
    static let maximumColumns = 256

    /// The column count for a grid `width` points wide; `hasDivision` asks for an even count.
    /// It is at least one and at most `maximumColumns`.
    public func columnCount(forWidth width: Double, hasDivision: Bool) -> Int {
        switch columns {
        case .fixed(let count):
            return Swift.min(Self.maximumColumns, Swift.max(1, count))
        case .preferred(let count):
            let count = Swift.min(Self.maximumColumns, Swift.max(1, count))
            return hasDivision && count % 2 == 1 ? count + 1 : count
        case .adaptive(let minimum):
            let columns = ((width + spacing) / (minimum + spacing)).rounded(.down)
            let fit = minimum > 0 && columns >= 1 ? Int(Swift.min(Double(Self.maximumColumns), columns)) : 1
            let count = Swift.max(1, fit)
            return hasDivision ? Swift.max(2, count - count % 2) : count
        }
    }

    /// The frames of `count` cells, row by row from the leading edge, in `area`.
    ///
    /// - Parameters:
    ///   - count: How many cells.
    ///   - area: The rectangle the grid fills.
    ///   - regions: `hasAnyDivision` picks an even count; a `division` band (or,
    ///     with none, the inactive `foldLine`) that crosses the area splits it, all in the
    ///     area's coordinate space.
    public func frames(count: Int, in area: Rect, regions: LayoutRegions) -> [Rect] {
        guard count > 0 else { return [] }
        let columnCount = columnCount(forWidth: area.width, hasDivision: regions.hasAnyDivision)
        let band = (regions.division ?? regions.foldLine).flatMap { crossing($0, area) }
        // Columns: one run of cells, or two runs beside a vertical band.
        var columnSpans: [(minX: Double, width: Double)] = []
        if let band, !(band.width > band.height) {
            let gap = band.width < spacing ? (spacing - band.width) / 2 : 0
            let leftCount = (columnCount + 1) / 2
            columnSpans = spans(count: leftCount, from: area.minX, to: band.minX - gap)
                + spans(count: columnCount - leftCount, from: band.maxX + gap, to: area.maxX)
        } else {
            columnSpans = spans(count: columnCount, from: area.minX, to: area.maxX)
        }
        let rowHeight = cellHeight ?? (columnSpans.first?.width ?? 0)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var y = area.minY
        var column = 0
        for _ in 0..<count {
            if let band, band.width > band.height, y + rowHeight > band.minY, y < band.maxY {
                y = band.maxY + (band.height < spacing ? (spacing - band.height) / 2 : 0)
            }
            let span = columnSpans[column]
            frames.append(Rect(x: span.minX, y: y, width: span.width, height: rowHeight))
            column += 1
            if column == columnSpans.count {
                column = 0
                y += rowHeight + spacing
            }
        }
        return frames
    }

    /// The size of `count` cells of `cell` size (for `.content` sizing): fixed and preferred
    /// counts as given, adaptive up to four columns.
    func contentSize(count: Int, cell: Size, hasDivision: Bool) -> Size {
        guard count > 0 else { return .zero }
        var columns: Int
        switch self.columns {
        case .fixed, .preferred: columns = columnCount(forWidth: 0, hasDivision: hasDivision)
        case .adaptive:
            columns = Swift.min(count, 4)
            if hasDivision { columns = Swift.max(2, columns - columns % 2) }
        }
        let rows = (count + columns - 1) / columns
        let height = cellHeight ?? cell.width
        return Size(width: Double(columns) * cell.width + Double(columns - 1) * spacing,
                    height: Double(rows) * height + Double(rows - 1) * spacing)
    }

    private func spans(count: Int, from start: Double, to end: Double) -> [(minX: Double, width: Double)] {
        guard count > 0 else { return [] }
        let width = Swift.max(0, (end - start - spacing * Double(count - 1)) / Double(count))
        return (0..<count).map { (start + Double($0) * (width + spacing), width) }
    }

    /// The division band when it runs through the area's interior.
    private func crossing(_ band: Rect, _ area: Rect) -> Rect? {
        band.intersects(area) ? band : nil
    }
}
