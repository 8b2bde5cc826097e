import BattlefleetScene
import CreasePlaytest
import MiniGolfScene

/// The one list of Crease's sample games: the bench, the soak, the fuzzers and the tests
/// iterate it, so a new game is added in one place and an unknown name is an error everywhere.
public enum SampleGames {
    /// One sample game: its name (also its executable's) and a way to make a fresh one.
    public struct Entry: Sendable {
        /// The name, as the command line and reports spell it ("battlefleet").
        public let name: String
        /// What it is, in a few words.
        public let summary: String
        /// A new game, before `setUp`.
        public let make: @MainActor @Sendable () -> any Game
    }

    /// Every sample game, in the order tools list them.
    public static let all: [Entry] = [
        Entry(name: "battlefleet", summary: "fleet battle against the AI or a friend") { BattlefleetGame() },
        Entry(name: "minigolf", summary: "nine holes, putted on the flat half, watched on the raised one") { MiniGolfGame() },
    ]

    /// The names, in order.
    public static var names: [String] { all.map(\.name) }

    /// The game with this name.
    ///
    /// - Throws: `UnknownGameError` naming it and the games there are.
    public static func named(_ name: String) throws(UnknownGameError) -> Entry {
        guard let entry = all.first(where: { $0.name == name }) else { throw UnknownGameError(name: name) }
        return entry
    }
}

/// A game name that is not in `SampleGames`.
public struct UnknownGameError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name asked for.
    public var name: String

    /// "unknown game 'chess' (battlefleet, minigolf)".
    public var description: String {
        "unknown game '\(name.escapingControlCharacters)' (\(SampleGames.names.joined(separator: ", ")))"
    }
}
