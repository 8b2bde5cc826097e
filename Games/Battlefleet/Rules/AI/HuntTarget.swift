/// The medium AI's rules of thumb: follow a line of hits, else try a hit's neighbours, else
/// hunt anywhere untried (as a casual player does, no parity grid: about 59 shots a fleet,
/// between easy's 67 and hard's 44).
struct HuntTarget {
    /// What the shooter sees.
    let chart: Chart
    /// Whether each cell may be chosen (untried and not already in this salvo), row-major.
    let open: [Bool]

    /// The cells this rule of thumb finds equally good, row by row (never empty while a cell is open).
    func targets() -> [Coordinate] {
        let hits = chart.openHits
        if !hits.isEmpty {
            let alongLines = lineEnds(of: hits)
            if !alongLines.isEmpty { return alongLines }
            let around = unique(hits.flatMap(\.neighbours).filter(isOpen))
            if !around.isEmpty { return around }
        }
        return Coordinate.all.filter(isOpen)
    }

    /// The open cells just past either end of every run of two or more hits in a row or column.
    private func lineEnds(of hits: [Coordinate]) -> [Coordinate] {
        var ends: [Coordinate] = []
        for hit in hits {
            for (dc, dr) in [(1, 0), (0, 1)] {
                let before = hit.offset(columns: -dc, rows: -dr)
                // Start only at the first hit of a run, and only runs of two or more.
                guard chart.mark(at: before) != .hit, chart.mark(at: hit.offset(columns: dc, rows: dr)) == .hit else { continue }
                var end = hit
                while chart.mark(at: end.offset(columns: dc, rows: dr)) == .hit { end = end.offset(columns: dc, rows: dr) }
                ends += [before, end.offset(columns: dc, rows: dr)].filter(isOpen)
            }
        }
        return unique(ends)
    }

    private func isOpen(_ cell: Coordinate) -> Bool { cell.isOnGrid && open[cell.index] }

    /// The cells without repeats, row by row.
    private func unique(_ cells: [Coordinate]) -> [Coordinate] {
        var seen = Array(repeating: false, count: Coordinate.cellCount)
        return cells.sorted().filter { cell in
            defer { seen[cell.index] = true }
            return !seen[cell.index]
        }
    }
}
