import BattlefleetRules
import Crease

/// Who plays and what they see: the layout for how the device is held, the screen showing,
/// whose turn the stations show and whose side a single view shows.
extension BattlefleetGame {
    /// The layout for how the device is held and who plays.
    public var layoutKind: LayoutKind {
        if device.showsOuterDisplay { return .closed }
        if device.foldRunsHorizontally { return .stacked }
        return .sideBySide
    }

    /// True when both players are people: two take turns on one device.
    var twoPeople: Bool { !match.players.one.isAI && !match.players.two.isAI }

    /// The person who places next (the first human not ready yet).
    var placingPlayer: PlayerID? {
        PlayerID.allCases.first { !match.players[$0].isAI && !stations.ready.contains($0) }
    }

    /// What is showing.
    public var screen: Screen {
        if stations.offeringResume { return .resume }
        if let handoff = stations.handoff { return .handoff(handoff) }
        switch match.phase {
        case .placement: return .placement
        case .battle: return .battle
        // The last shot's shell lands before the end is told.
        case .finished: return shellInFlight == nil ? .finished : .battle
        }
    }

    /// Whose turn the screen shows: the last shooter's until their shell has landed and, with
    /// two people, until their result has been read (`pendingHandoff`); then the next player's.
    /// The rules pass the turn the moment a shot is fired; the screen passes it only then, so
    /// no frame shows the next player's fleet or tells a result before the shell lands. On the
    /// closed display the AI's turn lasts while its shot is shown landing (`showsIncomingShot`),
    /// so "Your turn" never stands over your own waters.
    var shownTurn: PlayerID {
        if let last = shellInFlight?.opponent { return last }
        if showsIncomingShot { return viewer.opponent }
        return pacing.pendingHandoff != nil ? match.currentPlayer.opponent : match.currentPlayer
    }

    /// True when an option changed since the match began waits for Restart (or Play again).
    var optionsWaitForRestart: Bool {
        !autoplay && options.differ(from: match)
    }

    /// Whose side a single-view layout shows.
    var viewer: PlayerID {
        guard twoPeople else { return .one }
        switch match.phase {
        case .placement: return placingPlayer ?? .one
        case .battle: return shownTurn
        case .finished: return match.winner ?? .one
        }
    }
}
