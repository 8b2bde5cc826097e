import SampleGames

/// The games the bench measures: every one in the sample catalog.
enum BenchGames {
    /// Every sample game, made afresh for each run.
    @MainActor static let all: [GameBench.Entry] = SampleGames.all.map { entry in
        GameBench.Entry(name: entry.name) { entry.make() }
    }
}
