import CreaseGameSupport
import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation

/// Helpers shared by the scene's tests: devices, a game set up without a user's save, frames.
enum SceneTestSupport {
    /// Shows every screen of a match against `opponent` in turn (placement, paused, battle,
    /// paused, finished) and calls `check` with the game on each, named.
    static func walkScreens(on device: Device, opponent: Opponent, autoplay: Bool = false,
                            _ check: (_ game: inout BattlefleetGame, _ screen: String) -> Void) {
        var game = Self.game(device: device, autoplay: autoplay)
        game.opponent = opponent
        game.startNewMatch()
        check(&game, "placement")
        game.isPaused = true
        check(&game, "placement paused")
        game.isPaused = false
        game.ready = Set(PlayerID.allCases)
        try? game.match.beginBattle()
        game.handoff = nil
        check(&game, "battle")
        game.isPaused = true
        check(&game, "battle paused")
        game.isPaused = false
        var finished = Match.autoplay(.hard, against: .hard, seed: 3)
        finished.playToEnd()
        game.match = finished
        check(&game, "finished")
    }

    /// The bundled device profiles.
    static func profiles() throws -> [DeviceProfile] {
        let catalog = DeviceCatalog()
        return try ["duo", "flip", "dual"].map { try catalog.profile(named: $0) }
    }

    /// A fresh temporary data folder (the save goes there, never in the user's).
    static func temporaryDataDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("battlefleet-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A game against the AI as a person plays it in a window, set up on a device, with its
    /// save in a temporary folder.
    static func game(device: Device = Device(), seed: UInt64 = 7, autoplay: Bool = false, dataDirectory: URL? = nil,
                     headless: Bool = false) -> BattlefleetGame {
        let folder = dataDirectory ?? temporaryDataDirectory()
        var game = BattlefleetGame(environment: ["CREASE_DATA_DIR": folder.path])
        game.setUp(GameSetUp(seed: seed, device: device, autoplay: autoplay, headless: headless))
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        return game
    }

    /// Runs update steps (input already given), then lays out.
    static func run(_ game: inout BattlefleetGame, steps: Int = 1) {
        for _ in 0..<steps { FramePhases.update(&game, step: 1.0 / 60) }
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
    }

    /// A tap (down and up) at a point.
    static func tap(_ game: inout BattlefleetGame, at point: Point, finger: Int64 = 1) {
        _ = FramePhases.handle(.pointer(PointerEvent(id: PointerID(finger), phase: .began, location: point)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: PointerID(finger), phase: .ended, location: point)), in: &game)
        run(&game)
    }

    /// Taps a HUD button by id.
    static func press(_ game: inout BattlefleetGame, _ id: String) {
        guard let frame = game.hud.frame(of: id) else { return }
        tap(&game, at: Point(x: frame.midX, y: frame.midY), finger: 9)
    }

    static func key(_ game: inout BattlefleetGame, _ name: String) {
        _ = FramePhases.handle(.key(KeyEvent(key: name, isDown: true)), in: &game)
        _ = FramePhases.handle(.key(KeyEvent(key: name, isDown: false)), in: &game)
        run(&game)
    }

    static func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    /// The game's frame as the headless window draws it, at scale 1 with no hardware drawn.
    @MainActor static func pixels(of game: BattlefleetGame) throws -> PixelImage {
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = 1
        options.device = game.device
        let host = try EmulatorWindow(options: options)
        host.emulator.showsHardware = false
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        try host.render(list)
        return try host.readPixels()
    }

    /// The words a HUD label or button shows now (nil for another widget or an unknown id).
    static func text(_ game: BattlefleetGame, _ id: String) -> String? {
        switch game.hud.widget(of: id) {
        case .label(let label): label.text
        case .button(let button): button.title
        default: nil
        }
    }

    /// Two people passing one device held `posture`, both fleets placed and the covers passed:
    /// player one to fire.
    static func passAndPlayBattle(_ posture: Posture = .book, profile: String = "duo") throws -> BattlefleetGame {
        var device = Device(profile: try DeviceCatalog().profile(named: profile))
        device.posture = posture
        var game = game(device: device)
        game.opponent = .human
        game.startNewMatch()
        run(&game)
        for _ in 0..<4 { key(&game, "Return") }
        guard game.match.phase == .battle, game.screen == .battle, game.match.currentPlayer == .one else {
            throw SetUpError(description: "two Readys and two covers should start the battle with player one")
        }
        return game
    }

    /// A set-up step that did not reach the state a test needs.
    struct SetUpError: Error, CustomStringConvertible {
        var description: String
    }
}
