/// The hard AI's heat map: for every cell, how many placements of the ships afloat could cover it.
///
/// A placement is possible when none of its cells is a miss or part of a sunk ship. While there
/// are open hits (hit ships not yet sunk), only placements through them count, weighted by how
/// many hits they explain, so the AI finishes a wounded ship before hunting on.
struct DensityMap {
    /// What the shooter sees.
    let chart: Chart
    /// Whether each cell may be chosen (untried and not already in this salvo), row-major.
    let open: [Bool]

    /// The open cells of the highest weight, row by row (empty only when no cell is open).
    func bestCells() -> [Coordinate] {
        let hasOpenHits = !chart.openHits.isEmpty
        var weights = self.weights(targeting: hasOpenHits)
        if hasOpenHits, weights.allSatisfy({ $0 == 0 }) { weights = self.weights(targeting: false) }
        let best = Coordinate.all.filter { open[$0.index] }.map { weights[$0.index] }.max() ?? 0
        return Coordinate.all.filter { open[$0.index] && weights[$0.index] == best }
    }

    /// Each cell's weight, row-major.
    func weights(targeting: Bool) -> [Int] {
        let size = Coordinate.gridSize
        // What each cell allows: 0 blocked (miss or sunk), 1 open water, 2 an open hit.
        let cellState: [Int] = chart.marks.map { mark in
            switch mark {
            case .miss, .sunk: 0
            case .unknown: 1
            case .hit: 2
            }
        }
        var weights = Array(repeating: 0, count: Coordinate.cellCount)
        for ship in chart.shipsAfloat {
            let length = ship.length
            for orientation in Orientation.allCases {
                // Row-major index step between a ship's cells; the origins that keep it on the grid.
                let step = orientation == .horizontal ? 1 : size
                let columns = orientation == .horizontal ? size - length + 1 : size
                let rows = orientation == .vertical ? size - length + 1 : size
                for row in 0..<rows {
                    for column in 0..<columns {
                        let first = row * size + column
                        var hits = 0
                        var possible = true
                        for offset in 0..<length {
                            switch cellState[first + offset * step] {
                            case 0: possible = false
                            case 2: hits += 1
                            default: break
                            }
                            if !possible { break }
                        }
                        guard possible, !targeting || hits > 0 else { continue }
                        // A placement through two hits explains more than one through one.
                        let weight = targeting ? Self.hitWeight[min(hits, Self.hitWeight.count - 1)] : 1
                        for offset in 0..<length where open[first + offset * step] {
                            weights[first + offset * step] += weight
                        }
                    }
                }
            }
        }
        return weights
    }

    private static let hitWeight = [1, 10, 100, 1_000, 10_000, 100_000]
}
