import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Nothing crowds a display edge: on every bundled profile in every posture, each HUD
/// element, each board (and every cell) and the end's result plate keep 12 pt from the edges
/// of the display.
@Suite struct EdgeClearanceTests {
    static let clearance = 12.0

    struct Case: CustomStringConvertible, Sendable {
        var profile: String
        var posture: Posture
        var description: String { "\(profile) \(posture)" }
    }

    static let cases: [Case] = ["duo", "flip", "dual"].flatMap { profile in
        [Posture.flat, .tabletop, .book, .closed].map { Case(profile: profile, posture: $0) }
    }

    /// The frames closer than `clearance` to an edge of a display of `size`.
    func crowding(_ frames: [String: Rect], size: Size, _ what: String) -> [String] {
        frames.compactMap { id, frame in
            let gaps = [frame.minX, frame.minY, size.width - frame.maxX, size.height - frame.maxY]
            guard let gap = gaps.min(), gap < Self.clearance - 0.001 else { return nil }
            return "\(what): \(id) is \(gap) pt from an edge (\(frame))"
        }.sorted()
    }

    /// Every screen of a match (placement, battle, paused, finished) against `opponent`.
    func findings(on device: Device, opponent: Opponent) -> [String] {
        var found: [String] = []
        SceneTestSupport.walkScreens(on: device, opponent: opponent) { game, what in
            var frames = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer()).elementFrames
            for slot in game.boardSlots { frames["grid of " + slot.id.rawValue] = game.geometry(of: slot.id)?.gridFrame }
            if game.screen == .finished { frames["the result's plate"] = game.resultPlate }
            found += crowding(frames, size: device.displaySize, what)
        }
        return found
    }

    @Test("Every HUD element and board keeps 12 pt from the display's edges", arguments: EdgeClearanceTests.cases)
    func clearOfEdges(_ c: Case) throws {
        let profile = try DeviceCatalog().profile(named: c.profile)
        var device = Device(profile: profile)
        device.posture = c.posture
        for opponent in [Opponent.ai(.medium), .human] {
            let found = findings(on: device, opponent: opponent)
            #expect(found.isEmpty, "\(c) against \(opponent.title): \(found.count) frames too near an edge, e.g. \(found.prefix(6))")
        }
    }
}
