import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Placement and firing through the same input events a window or a script sends.
@Suite struct SceneInputTests {
    func tabletop() -> Device {
        var device = Device()
        device.posture = .tabletop
        return device
    }

    func book() -> Device {
        var device = Device()
        device.posture = .book
        return device
    }

    /// A game whose only placed ship is the carrier, horizontal at A1.
    func loneCarrier(on device: Device) throws -> BattlefleetGame {
        var game = SceneTestSupport.game(device: device)
        for ship in ShipClass.allCases { try game.match.removeShip(ship, for: .one) }
        try game.match.place(Placement(ship: .carrier, origin: Coordinate(column: 0, row: 0), orientation: .horizontal), for: .one)
        game.selectedShip[.one] = .carrier
        SceneTestSupport.run(&game)
        return game
    }

    @Test("Dragging a ship on the fleet board moves it to the cell it is dropped on")
    func dragShip() throws {
        var game = try loneCarrier(on: tabletop())
        let board = try #require(game.geometry(of: .fleet))
        let from = SceneTestSupport.center(board.frame(of: Coordinate(column: 1, row: 0)))
        let to = SceneTestSupport.center(board.frame(of: Coordinate(column: 3, row: 6)))
        _ = FramePhases.handle(.pointer(PointerEvent(id: PointerID(1), phase: .began, location: from)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: PointerID(1), phase: .moved, location: to)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: PointerID(1), phase: .ended, location: to)), in: &game)
        SceneTestSupport.run(&game)
        let placement = try #require(game.match.boards.one.fleet.placement(of: .carrier))
        #expect(placement.origin == Coordinate(column: 2, row: 6), "the carrier grabbed by its second cell should land with its bow one cell left of the drop")
    }

    @Test("R, a tap on the selected ship and the Rotate button each turn it")
    func rotate() throws {
        var game = try loneCarrier(on: tabletop())
        SceneTestSupport.key(&game, "R")
        #expect(game.match.boards.one.fleet.placement(of: .carrier)?.orientation == .vertical, "R should turn the selected ship")
        let board = try #require(game.geometry(of: .fleet))
        SceneTestSupport.tap(&game, at: SceneTestSupport.center(board.frame(of: Coordinate(column: 0, row: 2))))
        #expect(game.match.boards.one.fleet.placement(of: .carrier)?.orientation == .horizontal, "tapping the selected ship should turn it back")
        SceneTestSupport.press(&game, "rotate")
        #expect(game.match.boards.one.fleet.placement(of: .carrier)?.orientation == .vertical, "the Rotate button should turn it")
    }

    @Test("A first tap on a ship that is not selected turns it, as the hint says, and selects it")
    func tapTurnsAnyShip() throws {
        var game = try loneCarrier(on: tabletop())
        try game.match.place(Placement(ship: .destroyer, origin: Coordinate(column: 0, row: 5), orientation: .horizontal), for: .one)
        let board = try #require(game.geometry(of: .fleet))
        SceneTestSupport.tap(&game, at: SceneTestSupport.center(board.frame(of: Coordinate(column: 1, row: 5))))
        #expect(game.match.boards.one.fleet.placement(of: .destroyer)?.orientation == .vertical, "one tap should turn the destroyer")
        #expect(game.selectedShip[.one] == .destroyer, "the tapped ship should be the one the keys move next")
        #expect(game.match.boards.one.fleet.placement(of: .carrier)?.orientation == .horizontal, "the carrier should stay as it was")
    }

    @Test("A Rotate that cannot turn the ship says so where the player looks, on every posture's placing screen",
          arguments: [Posture.tabletop, .book, .flat])
    func blockedRotateSays(posture: Posture) throws {
        var device = Device()
        device.posture = posture
        var game = try loneCarrier(on: device)
        // A destroyer across the carrier's turn: A2 to B2.
        try game.match.place(Placement(ship: .destroyer, origin: Coordinate(column: 0, row: 1), orientation: .horizontal), for: .one)
        SceneTestSupport.run(&game)
        SceneTestSupport.press(&game, "rotate")
        #expect(game.match.boards.one.fleet.placement(of: .carrier)?.orientation == .horizontal, "the carrier has no room to turn")
        let words = [ElementID.hint, .banner].compactMap { game.hud.contains($0) ? SceneTestSupport.text(game, $0.rawValue) : nil }
        #expect(words.contains("No room to turn the Carrier"), "\(posture): the placing screen should say why nothing turned, not \(words)")
        SceneTestSupport.run(&game, steps: 60 * 3)
        #expect(!words.isEmpty && [ElementID.hint, .banner].compactMap { game.hud.contains($0) ? SceneTestSupport.text(game, $0.rawValue) : nil }
            .allSatisfy { $0 != "No room to turn the Carrier" }, "\(posture): the word should pass")
    }

    @Test("Random fills the fleet and Ready starts the battle")
    func randomAndReady() throws {
        var game = try loneCarrier(on: tabletop())
        SceneTestSupport.press(&game, "random")
        #expect(game.match.boards.one.fleet.isComplete, "Random should place the whole fleet")
        SceneTestSupport.press(&game, "ready")
        #expect(game.match.phase == .battle, "Ready should begin the battle")
        #expect(game.hud.frame(of: "fire") != nil, "the battle should show a Fire button")
    }

    func battle(on device: Device) throws -> BattlefleetGame {
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.press(&game, "ready")
        try #require(game.match.phase == .battle, "the battle should begin")
        return game
    }

    @Test("A first tap on the cell the cursor starts on only aims there; a second fires")
    func firstTapOnTheStartingCellAims() throws {
        var game = try battle(on: book())
        let board = try #require(game.geometry(of: .enemy))
        let start = SceneTestSupport.center(board.frame(of: Selection.start))
        #expect(game.cursors[.one] == Selection.start, "the cursor should start on \(Selection.start.label)")
        SceneTestSupport.tap(&game, at: start)
        #expect(game.match.history.isEmpty, "the first tap on the starting cell should only aim")
        SceneTestSupport.tap(&game, at: start)
        #expect(game.match.history.first?.target == Selection.start, "the second tap should fire at it")
    }

    @Test("Tapping an enemy cell aims at it; tapping it again fires (book)")
    func tapToFire() throws {
        var game = try battle(on: book())
        let board = try #require(game.geometry(of: .enemy))
        let cell = SceneTestSupport.center(board.frame(of: Coordinate(column: 6, row: 2)))
        SceneTestSupport.tap(&game, at: cell)
        #expect(game.cursors[.one] == Coordinate(column: 6, row: 2), "the first tap should aim")
        #expect(game.match.history.isEmpty, "the first tap should not fire")
        SceneTestSupport.tap(&game, at: cell)
        #expect(game.match.history.first?.target == Coordinate(column: 6, row: 2), "the second tap should fire at G3")
    }

    @Test("A tap on the enemy waters during the AI's turn fires nothing, aims the next shot, and lights the turn's line")
    @MainActor func tapWhileTheAIPlays() throws {
        var game = try battle(on: book())
        let board = try #require(game.geometry(of: .enemy))
        SceneTestSupport.tap(&game, at: SceneTestSupport.center(board.frame(of: Coordinate(column: 6, row: 2))))
        SceneTestSupport.tap(&game, at: SceneTestSupport.center(board.frame(of: Coordinate(column: 6, row: 2))))
        try #require(game.match.history.count == 1 && game.match.currentPlayer == .two, "the second tap fires, and the AI plays next")
        let banner = game.feedback.banner?.text
        let later = Coordinate(column: 1, row: 8)
        SceneTestSupport.tap(&game, at: SceneTestSupport.center(board.frame(of: later)))
        SceneTestSupport.tap(&game, at: SceneTestSupport.center(board.frame(of: later)))
        #expect(game.match.history.count == 1, "a tap in the AI's turn fires nothing")
        #expect(game.cursors[.one] == later, "it aims the next shot there")
        #expect(game.feedback.banner?.text == banner, "the shot's line is kept, got \(game.feedback.banner?.text ?? "nil")")
        #expect(game.feedback.waitCue != nil, "the tap is answered")
        let line = try #require(game.hud.frame(of: ElementID.turn), "the turn's line shows")
        let image = try SceneTestSupport.pixels(of: game)
        var amber = 0
        for y in Int(line.minY)..<Int(line.maxY) {
            for x in Int(line.minX)..<Int(line.maxX) {
                let pixel = image[x, y]
                if pixel.red > 180, pixel.green > 110, pixel.green < 200, pixel.blue < 140 { amber += 1 }
            }
        }
        #expect(amber > 40, "the turn's line should light up in amber, \(amber) px")
        for _ in 0..<Int(Feedback.waitCueLife * 60) + 2 { SceneTestSupport.run(&game) }
        #expect(game.feedback.waitCue == nil, "the light goes out")
    }

    @Test("The pad on the flat half aims and the Fire button fires (tabletop)")
    func padAndFireButton() throws {
        var game = try battle(on: tabletop())
        let pad = try #require(game.geometry(of: .pad))
        SceneTestSupport.tap(&game, at: SceneTestSupport.center(pad.frame(of: Coordinate(column: 9, row: 9))))
        #expect(game.cursors[.one] == Coordinate(column: 9, row: 9), "a touch on the pad should move the cursor")
        SceneTestSupport.press(&game, "fire")
        #expect(game.match.history.first?.target == Coordinate(column: 9, row: 9), "Fire should shoot at J10")
    }

    @Test("Arrows move the cursor and Space fires")
    func keyboard() throws {
        var game = try battle(on: tabletop())
        let start = try #require(game.cursors[.one])
        SceneTestSupport.key(&game, "Right")
        SceneTestSupport.key(&game, "Down")
        SceneTestSupport.key(&game, "Down")
        let expected = Coordinate(column: start.column + 1, row: start.row + 2)
        #expect(game.cursors[.one] == expected, "arrows should move the cursor one cell each")
        SceneTestSupport.key(&game, "Space")
        #expect(game.match.history.first?.target == expected, "Space should fire at the cursor")
    }

    @Test("The d-pad moves the cursor and A fires")
    func gamepad() throws {
        var game = try battle(on: book())
        let start = try #require(game.cursors[.one])
        _ = FramePhases.handle(.gamepadButton(.dpadLeft, isDown: true, controller: 0), in: &game)
        _ = FramePhases.handle(.gamepadButton(.dpadUp, isDown: true, controller: 0), in: &game)
        _ = FramePhases.handle(.gamepadButton(.a, isDown: true, controller: 0), in: &game)
        SceneTestSupport.run(&game)
        #expect(game.match.history.first?.target == Coordinate(column: start.column - 1, row: start.row - 1),
                "the d-pad should aim and A should fire")
    }

    @Test("The AI answers after its delay, and Escape pauses everything")
    func aiAndPause() throws {
        var game = try battle(on: tabletop())
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.key(&game, "Escape")
        #expect(game.isPaused, "Escape should pause")
        SceneTestSupport.run(&game, steps: 120)
        #expect(game.match.history.count == 1, "nothing should happen while paused")
        SceneTestSupport.key(&game, "Escape")
        SceneTestSupport.run(&game, steps: 150)
        #expect(game.match.history.last?.shooter == .two, "the AI should fire once resumed (after its pause)")
    }

    @Test("Two players in tabletop pass the device between turns")
    func passTheDevice() throws {
        var game = SceneTestSupport.game(device: tabletop())
        game.opponent = .human
        game.startNewMatch()
        SceneTestSupport.run(&game)
        SceneTestSupport.press(&game, "ready")
        #expect(game.screen == .handoff(.two), "player two should be handed the device to place")
        SceneTestSupport.press(&game, "handoff")
        SceneTestSupport.press(&game, "ready")
        #expect(game.screen == .handoff(.one), "the battle should start with player one")
        SceneTestSupport.press(&game, "handoff")
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: 120)
        #expect(game.screen == .handoff(.two), "after player one's shot the device goes to player two")
    }
}

/// Salvo queueing and the shot animations.
@Suite struct SceneSalvoAndEffectsTests {
    @Test("In salvo, Fire queues cells, and once every ship afloat has a target Fire fires them")
    func salvo() throws {
        var device = Device()
        device.posture = .book
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.press(&game, "rules")
        #expect(game.match.rules.salvo, "the Rules button should switch to salvo")
        SceneTestSupport.press(&game, "ready")
        let shots = game.match.shotsLeftInTurn
        try #require(shots == 5, "a full fleet fires five shots")
        for column in 0..<(shots - 1) {
            game.cursors[.one] = Coordinate(column: column, row: 0)
            SceneTestSupport.key(&game, "Space")
        }
        #expect(game.match.history.isEmpty && game.salvoQueue.count == shots - 1, "shots should wait in the queue")
        game.cursors[.one] = Coordinate(column: 9, row: 9)
        SceneTestSupport.key(&game, "Return")
        #expect(game.match.history.isEmpty && game.salvoQueue.count == shots, "the last mark should wait for Fire too")
        SceneTestSupport.key(&game, "Return")
        #expect(game.match.history.count == shots, "Fire should then fire the full salvo at once")
    }

    @Test("A shot starts an animation that the fixed steps age and end")
    func effects() throws {
        var game = SceneTestSupport.game()
        SceneTestSupport.press(&game, "ready")
        SceneTestSupport.key(&game, "Space")
        #expect(!game.feedback.effects.isEmpty, "a shot should splash or blast")
        SceneTestSupport.run(&game, steps: 30)
        #expect(game.feedback.effects.allSatisfy { $0.age > 0.4 }, "effects should age with the fixed steps")
        SceneTestSupport.run(&game, steps: 40)
        #expect(game.feedback.effects.allSatisfy { $0.cell != game.match.history[0].target || $0.waters != .two },
                "the first shot's animation should be over after a second and more")
    }
}
