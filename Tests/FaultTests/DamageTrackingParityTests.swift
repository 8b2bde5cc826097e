import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import MiniGolfScene
import Testing

/// Damage tracking redraws only the cells that changed, and draws them on two threads; its
/// frames must be the frames a full redraw on one thread gives, pixel for pixel, through a
/// whole fold cycle of each game, and so must those of damage tracking on one thread.
@MainActor
@Suite struct DamageTrackingParityTests {
    /// Flat → tabletop → book → closed → flat, a posture every 45 frames, with autoplay moving
    /// the game along, the region overlay on, and a turn of the layout direction.
    private static let cycle: [(frame: Int, action: EmulatorAction)] = [
        (45, .tabletop), (90, .book), (120, .toggleLayoutDirection), (135, .closed), (180, .flat), (200, .toggleInnerCamera), (225, .tabletop),
    ]

    private func compare<G: Game>(_ make: () -> G, name: String) throws {
        var device = Device(profile: .duo)
        device.posture = .flat
        let tracked = try HostedGame(make(), device: device, scale: 1, autoplay: true, damageTracking: true)
        let oneThread = try HostedGame(make(), device: device, scale: 1, autoplay: true, damageTracking: true, parallelRedraw: false)
        let full = try HostedGame(make(), device: device, scale: 1, autoplay: true, damageTracking: false, parallelRedraw: false)
        var redrawn = 0, total = 0, helperBands = 0
        for frame in 0..<270 {
            for step in Self.cycle where step.frame == frame {
                for game in [tracked, oneThread, full] { game.window.perform(step.action) }
            }
            for game in [tracked, oneThread, full] { try game.run() }
            let b = try full.window.readPixels()
            for (game, way) in [(tracked, "damage tracking on two threads"), (oneThread, "damage tracking on one thread")] {
                let a = try game.window.readPixels()
                guard a == b else {
                    var differing = 0
                    for index in stride(from: 0, to: min(a.bytes.count, b.bytes.count), by: 4) where a.bytes[index..<index + 3] != b.bytes[index..<index + 3] { differing += 1 }
                    Issue.record("\(name) frame \(frame) (\(game.window.device.posture)): \(differing) pixels differ between \(way) and a full redraw on one thread")
                    return
                }
            }
            redrawn += tracked.window.lastFrame.pixelsRedrawn
            total += full.window.lastFrame.pixelsRedrawn
            helperBands += tracked.window.lastFrame.helperBands
            #expect(oneThread.window.lastFrame.bands == 0 && full.window.lastFrame.bands == 0)
        }
        #expect(helperBands > 0, "expected the helper thread to draw some of the bands")
        #expect(redrawn < total, "expected damage tracking to redraw fewer pixels than full redraws (\(redrawn) of \(total))")
    }

    @Test func battlefleetsFoldCycleIsIdenticalEitherWay() throws {
        try compare({ BattlefleetGame() }, name: "battlefleet")
    }

    @Test func miniGolfsFoldCycleIsIdenticalEitherWay() throws {
        try compare({ MiniGolfGame() }, name: "minigolf")
    }
}
