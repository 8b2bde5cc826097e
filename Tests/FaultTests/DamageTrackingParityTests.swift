import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import MiniGolfScene
import Testing

/// Damage tracking redraws only the cells that changed; its frames must be the frames a full
/// redraw gives, pixel for pixel, through a whole fold cycle of each game.
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
        let full = try HostedGame(make(), device: device, scale: 1, autoplay: true, damageTracking: false)
        var redrawn = 0, total = 0
        for frame in 0..<270 {
            for step in Self.cycle where step.frame == frame {
                for game in [tracked, full] { game.window.perform(step.action) }
            }
            for game in [tracked, full] { try game.run() }
            let a = try tracked.window.readPixels(), b = try full.window.readPixels()
            guard a == b else {
                var differing = 0
                for index in stride(from: 0, to: min(a.bytes.count, b.bytes.count), by: 4) where a.bytes[index..<index + 3] != b.bytes[index..<index + 3] { differing += 1 }
                Issue.record("\(name) frame \(frame) (\(tracked.window.device.posture)): \(differing) pixels differ between damage tracking and a full redraw")
                return
            }
            redrawn += tracked.window.lastFrame.pixelsRedrawn
            total += full.window.lastFrame.pixelsRedrawn
        }
        #expect(redrawn < total, "expected damage tracking to redraw fewer pixels than full redraws (\(redrawn) of \(total))")
    }

    @Test func battlefleetsFoldCycleIsIdenticalEitherWay() throws {
        try compare({ BattlefleetGame() }, name: "battlefleet")
    }

    @Test func miniGolfsFoldCycleIsIdenticalEitherWay() throws {
        try compare({ MiniGolfGame() }, name: "minigolf")
    }
}
