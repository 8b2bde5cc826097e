import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// A shot's result is told as its shell lands, not before: the status line, the counts, the
/// pad, the sound and the turn title wait for the landing; then the board shakes on a hit.
@Suite struct ShotRevealTests {
    func battle(seed: UInt64 = 7) throws -> BattlefleetGame {
        var device = Device()
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device, seed: seed)
        SceneTestSupport.press(&game, "ready")
        try #require(game.match.phase == .battle, "Ready should begin the battle")
        return game
    }

    /// The pad cell's fill colour drawn for `cell`.
    func padColor(_ game: BattlefleetGame, _ cell: Coordinate) -> Color? {
        guard let pad = game.geometry(of: .pad) else { return nil }
        var list = DrawList()
        game.draw(into: &list, interpolation: 0)
        let frame = pad.frame(of: cell).insetBy(dx: 1, dy: 1)
        return list.commands.compactMap { command -> Color? in
            guard case .fillRect(let rect, let color) = command, rect == frame else { return nil }
            return color
        }.last
    }

    @Test("The narrow column names the target while the shell flies, and the result once it lands")
    func shortLineInFlight() {
        var game = SceneTestSupport.game(autoplay: true)
        let e3 = Coordinate(column: 4, row: 2)
        let shot = [ShotRecord(shooter: .two, target: e3, turn: 2, result: .hit)]
        var single = Banner(text: "Orange: E3 hit!", short: "Orange: E3 hit!", inFlight: game.flightLine(for: shot),
                            inFlightShort: game.shortFlightLine(for: shot))
        #expect(single.shownText == "Orange fires at E3", "in flight the line names the shooter and the target, got \(single.shownText)")
        #expect(single.shownShort == "Orange\nfires E3", "in flight the column should name the target, got \(single.shownShort)")
        single.age = Effect.flight
        #expect(single.shownShort == "Orange: E3 hit!")
        game = SceneTestSupport.game()
        game.opponent = .human
        game.startNewMatch()
        let volley = Array(repeating: ShotRecord(shooter: .two, target: e3, turn: 2, result: .miss), count: 3)
        let salvo = Banner(text: "Player 2: 0 of 3 hit", short: "P2: 0/3 hit", inFlight: game.flightLine(for: volley),
                           inFlightShort: game.shortFlightLine(for: volley))
        #expect(salvo.shownText == "Player 2 fires 3 shots", "got \(salvo.shownText)")
        #expect(salvo.shownShort == "P2 fires\n3 shots", "a salvo in flight should read with the short name, got \(salvo.shownShort)")
    }

    @Test("The player's result, counts, pad mark and landing sound wait for the shell; the turn passes when it lands")
    func playersShot() throws {
        var game = try battle()
        let target = try #require(game.match.boards.two.fleet.placements.first?.cells.first)
        game.cursors[.one] = target
        _ = game.takeSoundCues()
        SceneTestSupport.key(&game, "Space")
        try #require(game.match.history.last?.result.isHit == true, "the shot at a ship's cell should hit")
        let flightFrames = Int(Effect.flight * 60)
        var cues: [String] = game.takeSoundCues().map(\.name)
        #expect(cues == ["shot"], "only the shot is heard as it is fired, got \(cues)")
        for frame in 0..<(flightFrames - 1) {
            let banner = SceneTestSupport.text(game, "banner") ?? ""
            #expect(banner == "You fire at \(target.label)", "frame \(frame): the status should not tell the result yet, got \(banner)")
            #expect(SceneTestSupport.text(game, "score")?.hasPrefix("Hits 0 of 0 shots") == true, "frame \(frame): no hit is counted before it lands")
            #expect(padColor(game, target) == Palette.water, "frame \(frame): the pad shows nothing at \(target.label) yet")
            #expect(SceneTestSupport.text(game, "turn") == "Your turn", "frame \(frame): the turn passes only when the shell lands")
            SceneTestSupport.run(&game)
            cues += game.takeSoundCues().map(\.name)
        }
        SceneTestSupport.run(&game, steps: 2)
        cues += game.takeSoundCues().map(\.name)
        #expect(cues == ["shot", "hit"], "the hit is heard as the shell lands, got \(cues)")
        #expect(SceneTestSupport.text(game, "banner") == "You: \(target.label) hit!", "the result shows once the shell is down")
        #expect(SceneTestSupport.text(game, "score")?.hasPrefix("Hits 1 of 1 shot ") == true, "the hit counts once it lands")
        #expect(padColor(game, target) == Palette.fireOuter, "the pad marks the hit once it lands")
        #expect(SceneTestSupport.text(game, "turn") == "Enemy's turn", "then it is the enemy's turn")
    }

    @Test("'Your turn' waits for the enemy's shell to land, and Fire does nothing while it is in the air")
    func enemysShot() throws {
        var game = try battle()
        game.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.key(&game, "Space")
        var frames = 0
        while game.match.history.count < 2 {
            SceneTestSupport.run(&game)
            frames += 1
            try #require(frames < 300, "the AI should answer")
        }
        var inAir = 0
        while game.shellInFlight != nil {
            #expect(SceneTestSupport.text(game, "turn") == "Enemy's turn", "while the enemy's shell flies the title says so")
            game.cursors[.one] = Coordinate(column: 5, row: 5)
            SceneTestSupport.key(&game, "Space")
            #expect(game.match.history.count == 2, "the player cannot fire before the enemy's shell lands")
            inAir += 1
        }
        #expect(inAir >= Int(Effect.flight * 60) - 2, "the enemy's shell should fly for its whole flight, \(inAir) frames")
        #expect(SceneTestSupport.text(game, "turn") == "Your turn", "once it lands it is the player's turn")
        SceneTestSupport.key(&game, "Space")
        #expect(game.match.history.count == 3, "and the player can fire")
    }

    @Test("A hit shakes and flashes the board it lands on, a sinking harder, the same on every replay")
    func impactPunch() throws {
        var effects = [Effect(waters: .two, cell: Coordinate(column: 1, row: 1), kind: .blast, delay: Effect.flight)]
        #expect(Impact(effects: effects, waters: .two) == nil, "nothing shakes before the shell lands")
        effects[0].age = Effect.flight + 1.0 / 60
        let hit = try #require(Impact(effects: effects, waters: .two), "a landed hit shakes its board")
        #expect(hit.flash != nil && Impact(effects: effects, waters: .one) == nil, "it flashes that board only")
        let placement = Placement(ship: .destroyer, origin: Coordinate(column: 1, row: 1), orientation: .horizontal)
        var sunk = effects
        sunk.append(Effect(waters: .two, cell: Coordinate(column: 1, row: 1), kind: .sinking(placement), age: Effect.flight + 1.0 / 60,
                           delay: Effect.flight))
        let sinking = try #require(Impact(effects: sunk, waters: .two))
        #expect(abs(sinking.dx) + abs(sinking.dy) > abs(hit.dx) + abs(hit.dy), "a sinking shakes harder than a hit")
        effects[0].age = Effect.flight + Impact.hitShake + 0.01
        #expect(Impact(effects: effects, waters: .two) == nil, "a hit's shake is over after \(Impact.hitShake) s")
    }

    @Test("The shake and the flash step 20 times a second, so the frames between leave the board alone")
    func impactSteps() throws {
        var effects = [Effect(waters: .two, cell: Coordinate(column: 1, row: 1), kind: .blast, delay: Effect.flight)]
        var offsets: [Impact] = []
        for frame in 0..<12 {
            effects[0].age = Effect.flight + (Double(frame) + 0.5) / 60
            offsets.append(try #require(Impact(effects: effects, waters: .two), "the hit still shakes at frame \(frame)"))
        }
        for step in stride(from: 0, to: 12, by: 3) {
            #expect(offsets[step] == offsets[step + 1] && offsets[step] == offsets[step + 2], "frames \(step)–\(step + 2) share one step")
        }
        #expect(Set(offsets.map { [$0.dx, $0.dy] }).count == 4, "each step moves the board")
    }

    @Test("The same script and seed end in the same state, sound on or off, at either pace")
    func deterministic() throws {
        func run(sound: Bool, pace: Pace) -> (UInt64, Int) {
            var game = (try? battle(seed: 11)) ?? SceneTestSupport.game()
            game.settings.sound = sound
            game.settings.pace = pace
            var heard = 0
            for index in 0..<12 {
                game.cursors[.one] = Coordinate(column: index % 10, row: index / 10 * 3)
                SceneTestSupport.key(&game, "Space")
                SceneTestSupport.run(&game, steps: 90)
                heard += game.takeSoundCues().count
            }
            var hasher = StateHasher()
            game.hashState(into: &hasher)
            return (hasher.value, heard)
        }
        let heard = run(sound: true, pace: .normal)
        let muted = run(sound: false, pace: .normal)
        #expect(heard.0 == muted.0, "muting the game's sound should not change the state")
        #expect(heard.1 > 0 && muted.1 == 0, "sound on plays cues (\(heard.1)), off plays none (\(muted.1))")
        #expect(run(sound: true, pace: .fast).0 == run(sound: false, pace: .fast).0, "the same at the fast pace")
    }
}
