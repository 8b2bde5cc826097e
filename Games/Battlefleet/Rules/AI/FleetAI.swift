import Crease
/// The computer opponent: picks cells to fire at from what it can see (a `Chart`), never one it tried before.
///
/// Each level is a hunt/target player:
/// - easy: random untried cells; one time in three, after a hit, one of the cells next to it.
/// - medium: hunts at random among untried cells; after a hit, follows the line of hits out
///   from both ends, else tries the hit's neighbours (`HuntTarget`).
/// - hard: fires at the cell most of the remaining possible ship placements cover, counting
///   only placements through open hits while there are any (`DensityMap`).
///
/// Ties are broken with the generator it is given, so the same seed gives the same shots.
public struct FleetAI: Sendable, Hashable, Codable {
    /// How well it shoots.
    public var difficulty: Difficulty

    /// An AI of a level.
    public init(difficulty: Difficulty) {
        self.difficulty = difficulty
    }

    /// The next cell to fire at, or nil when no cell is left untried.
    ///
    /// - Parameter excluding: cells already chosen this salvo (not fired yet); never chosen again.
    public func chooseTarget(on chart: Chart, excluding: [Coordinate] = [],
                             using generator: inout SeededRandom) -> Coordinate? {
        var open = chart.marks.map { $0 == .unknown }
        for cell in excluding where cell.isOnGrid { open[cell.index] = false }
        let candidates = Coordinate.all.filter { open[$0.index] }
        guard !candidates.isEmpty else { return nil }
        switch difficulty {
        case .easy:
            let followUp = chart.openHits.flatMap(\.neighbours).filter { open[$0.index] }
            if !followUp.isEmpty, generator.int(in: 0..<3) == 0 {
                return Self.pick(followUp, using: &generator)
            }
            return Self.pick(candidates, using: &generator)
        case .medium:
            let choices = HuntTarget(chart: chart, open: open).targets()
            return Self.pick(choices.isEmpty ? candidates : choices, using: &generator)
        case .hard:
            let choices = DensityMap(chart: chart, open: open).bestCells()
            return Self.pick(choices.isEmpty ? candidates : choices, using: &generator)
        }
    }

    /// Up to `count` distinct untried cells for a salvo, chosen before any of them is fired.
    ///
    /// While hunting (no open hit to finish), a shot is kept more than two steps (rows plus
    /// columns) from those already chosen while such a cell is left: a salvo spread over the
    /// waters finds more ships than a tight cluster, and looks like a player's. Around an open
    /// hit the shots stay close.
    public func chooseSalvo(count: Int, on chart: Chart, using generator: inout SeededRandom) -> [Coordinate] {
        let hunting = chart.openHits.isEmpty
        var chosen: [Coordinate] = []
        while chosen.count < count {
            let crowded = hunting ? Coordinate.all.filter { cell in chosen.contains { $0.steps(to: cell) <= 2 } } : []
            guard let next = chooseTarget(on: chart, excluding: chosen + crowded, using: &generator)
                ?? chooseTarget(on: chart, excluding: chosen, using: &generator) else { break }
            chosen.append(next)
        }
        return chosen
    }

    /// One of the cells, drawn uniformly (the first of an empty list is nil).
    static func pick(_ cells: [Coordinate], using generator: inout SeededRandom) -> Coordinate? {
        guard !cells.isEmpty else { return nil }
        return cells[generator.int(in: 0..<cells.count)]
    }
}
