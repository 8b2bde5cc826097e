import BattlefleetRules
import Crease

/// Who plays and what they see: the layout for how the device is held, the screen showing,
/// whose turn the stations show and whose side a single view shows.
extension BattlefleetGame {
    /// The layout for how the device is held and who plays.
    public var layoutKind: LayoutKind {
        if device.showsOuterDisplay { return .closed }
        if device.foldRunsHorizontally { return .stacked }
        return twoPeople ? .faceToFace : .sideBySide
    }

    /// True when both players are people: two take turns on one device.
    var twoPeople: Bool { !match.players.one.isAI && !match.players.two.isAI }

    /// The person who places next (the first human not ready yet).
    var placingPlayer: PlayerID? {
        PlayerID.allCases.first { !match.players[$0].isAI && !stations.ready.contains($0) }
    }

    /// What is showing.
    public var screen: Screen {
        if let handoff = stations.handoff, layoutKind != .faceToFace { return .handoff(handoff) }
        switch match.phase {
        case .placement: return .placement
        case .battle: return .battle
        case .finished: return .finished
        }
    }

    /// Face to face: whose turn the stations show, the last shooter's until their shot has
    /// landed and been read (`pendingHandoff`).
    var shownTurn: PlayerID { pacing.pendingHandoff != nil ? match.currentPlayer.opponent : match.currentPlayer }

    /// True when an option changed since the match began waits for Restart (or Play again).
    var optionsWaitForRestart: Bool {
        !autoplay && options.differ(from: match)
    }

    /// Whose side a single-view layout shows.
    var viewer: PlayerID {
        guard twoPeople else { return .one }
        switch match.phase {
        case .placement: return placingPlayer ?? .one
        case .battle: return match.currentPlayer
        case .finished: return match.winner ?? .one
        }
    }
}
