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
        var weights = Array(repeating: 0, count: Coordinate.cellCount)
        for ship in chart.shipsAfloat {
            for origin in Coordinate.all {
                for orientation in Orientation.allCases {
                    let cells = Placement(ship: ship, origin: origin, orientation: orientation).cells
                    guard cells.allSatisfy(\.isOnGrid) else { continue }
                    var hits = 0
                    var possible = true
                    for cell in cells {
                        switch chart.marks[cell.index] {
                        case .miss, .sunk: possible = false
                        case .hit: hits += 1
                        case .unknown: break
                        }
                    }
                    guard possible, !targeting || hits > 0 else { continue }
                    // A placement through two hits explains more than one through one.
                    let weight = targeting ? Self.hitWeight[min(hits, Self.hitWeight.count - 1)] : 1
                    for cell in cells where open[cell.index] { weights[cell.index] += weight }
                }
            }
        }
        return weights
    }

    private static let hitWeight = [1, 10, 100, 1_000, 10_000, 100_000]
}
