import Crease

/// Formats regions as an aligned text table for people.
public enum RegionTable {
    /// One line per region under a header; "(no regions)" when there are none.
    public static func render(_ regions: [ReservedRegion]) -> String {
        guard !regions.isEmpty else { return "  (no regions)" }
        let header = ["id", "kind", "active", "frame (x, y, w × h)", "margins (top/leading/bottom/trailing)"]
        let rows = regions.map { region in
            [region.id, region.kind.rawValue, region.isActive ? "yes" : "no", region.frame.description,
             [region.margins.top, region.margins.leading, region.margins.bottom, region.margins.trailing]
                .map(\.pointString).joined(separator: "/")]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "  " + cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
    }
}
