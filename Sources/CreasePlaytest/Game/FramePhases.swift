import Crease
import CreaseHUD

/// The phases of a frame as the runner runs them for any game, the HUD's part included for
/// a `HUDGame`.
///
/// `PlaytestDriver` calls these; a test that drives a game by hand calls them too, so the
/// game sees exactly what it sees under the runner.
public enum FramePhases {
    /// Offers one event: to the HUD first for a `HUDGame`, then to `Game.handle(_:)`.
    /// Returns true when it was used.
    public static func handle<G: Game>(_ event: InputEvent, in game: inout G) -> Bool {
        guard let type = G.self as? any HUDGame.Type else { return game.handle(event) }
        return handleWithHUD(type, event, &game)
    }

    /// Runs one fixed step: a `HUDGame`'s HUD moves its transitions on and hands over its
    /// actions, then `Game.update(step:)` runs.
    public static func update<G: Game>(_ game: inout G, step: Double) {
        guard let type = G.self as? any HUDGame.Type else { return game.update(step: step) }
        updateWithHUD(type, step, &game)
    }

    /// Lays the frame out on `device`: `Game.layOut(on:)`, then for a `HUDGame` the HUD in
    /// its own layout direction, `hudDidLayOut()`, and the lint with the playfield (against
    /// idle cameras too when the HUD pre-reserves them).
    /// Returns what layout shift and the lint read (empty for a game without a HUD).
    public static func layOut<G: Game>(_ game: inout G, on device: Device, measurer: any TextMeasurer) -> HUDSnapshot {
        game.layOut(on: device)
        guard let type = G.self as? any HUDGame.Type else { return .empty }
        return layOutHUD(type, device, measurer, &game)
    }

    /// Draws the frame: `Game.draw(into:interpolation:)`, then a `HUDGame`'s HUD over it.
    public static func draw<G: Game>(_ game: G, into list: inout DrawList, interpolation: Double) {
        game.draw(into: &list, interpolation: interpolation)
        guard let type = G.self as? any HUDGame.Type else { return }
        drawHUD(type, game, &list)
    }

    // Each helper below is called with `G.self` as a `HUDGame` type, so `H` is `G` and the
    // game's memory is the `H` it reads as.

    private static func handleWithHUD<H: HUDGame, G: Game>(_: H.Type, _ event: InputEvent, _ game: inout G) -> Bool {
        withUnsafeMutablePointer(to: &game) { pointer in
            pointer.withMemoryRebound(to: H.self, capacity: 1) { $0.pointee.hud.handle(event) || $0.pointee.handle(event) }
        }
    }

    private static func updateWithHUD<H: HUDGame, G: Game>(_: H.Type, _ step: Double, _ game: inout G) {
        withUnsafeMutablePointer(to: &game) { pointer in
            pointer.withMemoryRebound(to: H.self, capacity: 1) { game in
                game.pointee.hud.advance(by: step)
                for action in game.pointee.hud.drainActions() { game.pointee.hudDidAct(action) }
                game.pointee.update(step: step)
            }
        }
    }

    private static func layOutHUD<H: HUDGame, G: Game>(_: H.Type, _ device: Device, _ measurer: any TextMeasurer,
                                                       _ game: inout G) -> HUDSnapshot {
        withUnsafeMutablePointer(to: &game) { pointer in
            pointer.withMemoryRebound(to: H.self, capacity: 1) { game in
                game.pointee.hud.update(in: GeometryProxy(device: device), measurer: measurer)
                game.pointee.hudDidLayOut()
                let items = game.pointee.playfield
                // Linted as the HUD plans: pre-reserving, idle cameras count too.
                let violations = items.isEmpty ? []
                    : FoldLint.lint(items, device: device, policy: game.pointee.hud.policy)
                        + FoldLint.lint(playfield: items, under: game.pointee.hud)
                var snapshot = HUDSnapshot(game.pointee.hud, playfieldViolations: violations)
                snapshot.elementFrames.merge(game.pointee.layoutFrames) { _, own in own }
                return snapshot
            }
        }
    }

    private static func drawHUD<H: HUDGame, G: Game>(_: H.Type, _ game: G, _ list: inout DrawList) {
        withUnsafePointer(to: game) { pointer in
            pointer.withMemoryRebound(to: H.self, capacity: 1) { $0.pointee.hud.draw(into: &list) }
        }
    }
}
