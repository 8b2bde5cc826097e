import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
@testable import MiniGolfScene

/// Helpers shared by the scene's tests.
enum TestSupport {
    static let profileNames = ["duo", "flip", "dual"]

    static func profile(_ name: String) throws -> DeviceProfile {
        try DeviceCatalog().profile(named: name)
    }

    static func device(_ profile: String, _ posture: Posture, direction: LayoutDirection = .leftToRight,
                       camera: Bool = false) throws -> Device {
        var device = Device(profile: try self.profile(profile))
        device.posture = posture
        device.layoutDirection = direction
        device.innerCameraInUse = camera
        return device
    }

    /// A game set up on a device (not autoplay, headless, no best scores), laid out once.
    static func game(on device: Device, autoplay: Bool = false, headless: Bool = true) -> (MiniGolfGame, HUDSnapshot) {
        var game = MiniGolfGame(bestScoresURL: nil)
        game.setUp(GameSetUp(seed: 1, device: device, autoplay: autoplay, headless: headless))
        let snapshot = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        return (game, snapshot)
    }

    /// Runs `count` updates at 60 Hz, laying out after each as the runner does.
    static func run(_ game: inout MiniGolfGame, updates count: Int) {
        for _ in 0..<count {
            FramePhases.update(&game, step: 1.0 / 60)
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("minigolf-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
