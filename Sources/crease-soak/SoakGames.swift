import CreasePlaytest
import CreaseTools
import SampleGames

/// The soak of each game in the sample catalog, made afresh for each match.
enum SoakGames {
    /// Runs the named game's soak.
    ///
    /// - Throws: `UnknownGameError` for a name the catalog does not have, or what the soak throws.
    @MainActor
    static func soak(_ name: String, options: SoakOptions) throws -> SoakResult {
        let entry = try SampleGames.named(name)
        return try soak(entry.make(), entry: entry, options: options)
    }

    /// The soak of one game type: every match a fresh game from the catalog.
    @MainActor
    private static func soak<G: Game>(_ first: G, entry: SampleGames.Entry, options: SoakOptions) throws -> SoakResult {
        try GameSoak(name: entry.name, options: options) { (entry.make() as? G) ?? first }.run()
    }
}
