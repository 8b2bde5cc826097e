import BattlefleetRules
import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import MiniGolfScene
import Testing

/// The emulator's note after a posture key ("book · 1350 × 1800 pt") covers none of the
/// game's buttons, and none of its status where a free place exists, in both sample games, on every profile and posture, on every screen the
/// issue found it on: Random/Ready and Fire/My fleet in Battlefleet, Restart/Pause in mini-golf.
@MainActor @Suite struct ToastPlacementTests {
    static let postures: [Posture] = [.tabletop, .flat, .book, .closed]

    func device(_ profile: String, _ posture: Posture, _ direction: LayoutDirection = .leftToRight) throws -> Device {
        var device = Device(profile: try DeviceCatalog().profile(named: profile))
        device.layoutDirection = direction
        if posture == .flat { device.posture = .tabletop }
        device.posture = posture
        return device
    }

    /// The problems of a toast placed over a laid-out HUD: buttons covered, the fold crossed,
    /// and status covered where some place the toast may take covers none.
    func problems(_ snapshot: HUDSnapshot, on device: Device) -> [String] {
        let text = "\(device.posture) · \(device.displaySize) pt"
        let toast = Toast(text: text, shownAt: 0)
        let pill = toast.frame(on: device, measurer: MonospaceTextMeasurer(), avoiding: snapshot.controlFrames, status: snapshot.statusFrames)
        var found = snapshot.controlFrames.filter { $0.intersection(pill) != nil }.map { "covers a button at \($0)" }
        if !OverlayArea.sides(on: device).contains(where: { $0.contains(pill) }) { found.append("\(pill) lies across the fold or off the display") }
        let low = toast.frame(on: device, measurer: MonospaceTextMeasurer(), avoiding: [])
        let anyClear = ([low] + Toast.candidates(near: low, on: device)).contains { place in
            Toast.cover(place, snapshot.controlFrames + snapshot.statusFrames) == 0
        }
        if anyClear { found += snapshot.statusFrames.filter { $0.insetBy(dx: -4, dy: -4).intersection(pill) != nil }.map { "covers status at \($0)" } }
        return found
    }

    @Test("Battlefleet: the toast covers no button while placing and in battle, against the AI or a friend", arguments: ["duo", "flip", "dual"])
    func battlefleet(_ profile: String) throws {
        for posture in Self.postures {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for opponent in ["ai", "human"] {
                    let device = try device(profile, posture, direction)
                    var game = BattlefleetGame(environment: ["CREASE_DATA_DIR": FileManager.default.temporaryDirectory.path])
                    game.setUp(GameSetUp(seed: 3, device: device, autoplay: false, headless: true))
                    if opponent == "human" {
                        for _ in 0..<2 { game.hudDidAct(.tapped("opponent")) }
                    }
                    var snapshot = FramePhases.layOut(&game, on: device, measurer: MonospaceTextMeasurer())
                    #expect(!snapshot.controlFrames.isEmpty, "\(profile) \(posture): placing shows buttons")
                    var found = problems(snapshot, on: device).map { "placing: \($0)" }
                    for _ in 0..<4 where game.screen != .battle { _ = FramePhases.handle(.key(KeyEvent(key: "Return", isDown: true)), in: &game) }
                    snapshot = FramePhases.layOut(&game, on: device, measurer: MonospaceTextMeasurer())
                    found += problems(snapshot, on: device).map { "battle: \($0)" }
                    #expect(found.isEmpty, "\(profile) \(posture) \(direction) against \(opponent): \(found.prefix(3))")
                }
            }
        }
    }

    @Test("Mini-golf: the toast covers neither Restart nor Pause", arguments: ["duo", "flip", "dual"])
    func miniGolf(_ profile: String) throws {
        for posture in Self.postures {
            let device = try device(profile, posture)
            var game = MiniGolfGame(bestScoresURL: nil)
            game.setUp(GameSetUp(seed: 1, device: device, autoplay: false, headless: true))
            let snapshot = FramePhases.layOut(&game, on: device, measurer: MonospaceTextMeasurer())
            #expect(!snapshot.controlFrames.isEmpty, "\(profile) \(posture): mini-golf shows buttons")
            let found = problems(snapshot, on: device)
            #expect(found.isEmpty, "\(profile) \(posture): \(found.prefix(3))")
        }
    }

    @Test("With no buttons the toast sits where it always did, low on the overlay's half")
    func defaultPlace() throws {
        let device = try device("duo", .tabletop)
        let toast = Toast(text: "tabletop", shownAt: 0)
        let pill = toast.frame(on: device, measurer: MonospaceTextMeasurer(), avoiding: [])
        let area = OverlayArea.rect(on: device)
        #expect(abs(pill.maxY - (area.maxY - Toast.bottomClearance)) < 0.5, "low on the flat half, got \(pill)")
        let blocked = toast.frame(on: device, measurer: MonospaceTextMeasurer(), avoiding: [pill.insetBy(dx: -20, dy: -10)])
        #expect(blocked.intersection(pill.insetBy(dx: -20, dy: -10)) == nil, "a button there moves it, got \(blocked)")
    }
}
