import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Every posture × bundled profile × layout direction × screen lays out lint-clean: HUD and cells.
@Suite struct SceneLayoutTests {
    struct Case: CustomStringConvertible {
        var profile: DeviceProfile
        var posture: Posture
        var direction: LayoutDirection
        var description: String { "\(profile.name) \(posture) \(direction)" }
    }

    static func cases() throws -> [Case] {
        var cases: [Case] = []
        for profile in try SceneTestSupport.profiles() {
            for posture in [Posture.tabletop, .flat, .book, .closed] {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    cases.append(Case(profile: profile, posture: posture, direction: direction))
                }
            }
        }
        return cases
    }

    func device(_ c: Case, flatAfter: Posture = .tabletop) -> Device {
        var device = Device(profile: c.profile)
        device.layoutDirection = c.direction
        if c.posture == .flat { device.posture = flatAfter }
        device.posture = c.posture
        return device
    }

    /// Lays out every screen (placement, battle, paused, finished) and collects findings.
    func findings(on device: Device, opponent: Opponent) -> [String] {
        var found: [String] = []
        SceneTestSupport.walkScreens(on: device, opponent: opponent) { game, what in
            let snapshot = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
            found += snapshot.violations.map { "\(what): \($0)" }
            if game.boardSlots.isEmpty, game.screen != .finished, !(game.screen.isHandoff) {
                found.append("\(what): no board shown")
            }
        }
        return found
    }

    @Test("Every posture, profile and direction lays out lint-clean against the AI and two players, camera on or off",
          arguments: try SceneLayoutTests.cases())
    func lintClean(_ c: Case) {
        for opponent in [Opponent.ai(.medium), .human] {
            for camera in [false, true] {
                var device = device(c)
                device.innerCameraInUse = camera
                let found = findings(on: device, opponent: opponent)
                #expect(found.isEmpty, "\(c) with \(opponent.title), camera \(camera ? "on" : "off"), should break no fold rule, but: \(found.prefix(6))")
            }
        }
    }

    @Test("Flat after book (landscape) is lint-clean too", arguments: try SceneTestSupport.profiles())
    func flatAfterBook(_ profile: DeviceProfile) {
        var device = Device(profile: profile)
        device.posture = .book
        device.posture = .flat
        let found = findings(on: device, opponent: .ai(.easy)) + findings(on: device, opponent: .human)
        #expect(found.isEmpty, "\(profile.name) flat after book should break no fold rule, but: \(found.prefix(6))")
    }

    @Test("Folding flat to tabletop moves no HUD element and no board", arguments: try SceneTestSupport.profiles())
    func flatTabletopZeroShift(_ profile: DeviceProfile) {
        var device = Device(profile: profile)
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        let folded = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer()).elementFrames
        device.posture = .flat
        game.deviceDidChange(device)
        let flat = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer()).elementFrames
        #expect(folded == flat, "\(profile.name): unfolding should move nothing")
        #expect(game.boardSlots.allSatisfy { folded["\($0.id.rawValue) grid"] != nil }, "the snapshot should include every board's grid")
        #expect(game.playfield.count >= 100, "the playfield should hold the board cells")
    }

    @Test("Tabletop puts the enemy waters on the raised half and the fleet and fire button on the flat half")
    func tabletopPanes() throws {
        var device = Device()
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        game.ready = [.one]
        try game.match.beginBattle()
        SceneTestSupport.run(&game)
        let fold = try #require(device.displayRegions.first { $0.kind == .division }).frame
        let enemy = try #require(game.hud.frame(of: "enemy"))
        let fleet = try #require(game.hud.frame(of: "fleet"))
        let fire = try #require(game.hud.frame(of: "fire"))
        let pad = try #require(game.hud.frame(of: "pad"))
        let turn = try #require(game.hud.frame(of: "turn"))
        #expect(enemy.maxY <= fold.minY, "the enemy waters should stand on the raised half")
        #expect(turn.maxY <= fold.minY, "the status should be on the raised half")
        #expect(fleet.minY >= fold.maxY && fire.minY >= fold.maxY && pad.minY >= fold.maxY,
                "the fleet, the pad and the fire button should lie on the flat half")
    }
}

extension Screen {
    var isHandoff: Bool { if case .handoff = self { true } else { false } }
}
