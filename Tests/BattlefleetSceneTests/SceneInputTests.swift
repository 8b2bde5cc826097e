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
        SceneTestSupport.run(&game, steps: 90)
        #expect(game.match.history.last?.shooter == .two, "the AI should fire once resumed (after its 1.3 s pause)")
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
    @Test("In salvo, Fire queues cells and the salvo goes off when every ship afloat has a target")
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
        #expect(game.match.history.count == shots, "the full salvo should fire at once")
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

/// Two people face to face in book posture, the far station turned 180°.
@Suite struct FaceToFaceTests {
    @Test("Each player readies and fires on their own half; the far board is turned")
    func faceToFace() throws {
        var device = Device()
        device.posture = .book
        var game = SceneTestSupport.game(device: device)
        game.opponent = .human
        game.startNewMatch()
        SceneTestSupport.run(&game)
        #expect(game.layoutKind == .faceToFace, "two people in book should sit face to face")
        SceneTestSupport.press(&game, "ready.one")
        SceneTestSupport.press(&game, "ready.two")
        try #require(game.match.phase == .battle, "both Ready buttons should start the battle")
        let near = try #require(game.geometry(of: .board(for: .one)))
        let far = try #require(game.geometry(of: .board(for: .two)))
        #expect(far.isTurned && !near.isTurned, "player two's board should be turned 180°")
        let a1 = far.frame(of: Coordinate(column: 0, row: 0))
        let j10 = far.frame(of: Coordinate(column: 9, row: 9))
        #expect(a1.minX > j10.minX && a1.minY > j10.minY, "on the turned board A1 should sit at the bottom right")
        let target = SceneTestSupport.center(near.frame(of: Coordinate(column: 2, row: 3)))
        SceneTestSupport.tap(&game, at: target)
        SceneTestSupport.tap(&game, at: target)
        #expect(game.match.history.last?.shooter == .one, "player one should fire on the near board")
        // The turn passes once player one's shot has landed and been read.
        SceneTestSupport.run(&game, steps: 90)
        if game.match.currentPlayer == .two {
            let far = try #require(game.geometry(of: .board(for: .two)))
            let cell = SceneTestSupport.center(far.frame(of: Coordinate(column: 7, row: 1)))
            SceneTestSupport.tap(&game, at: cell)
            SceneTestSupport.tap(&game, at: cell)
            #expect(game.match.history.last?.target == Coordinate(column: 7, row: 1) && game.match.history.last?.shooter == .two,
                    "player two should fire at H2 on the turned board")
        }
        #expect(game.handoff == nil, "face to face there is no device to pass")
    }
}

/// Face to face in book: the far player's controls face them.
@Suite struct SceneFaceToFaceTests {
    @Test("Face to face, the far player's row is turned to face them and the near one's is not")
    func farControlsFaceTheFarPlayer() throws {
        var device = Device()
        device.posture = .book
        var game = SceneTestSupport.game(device: device)
        game.opponent = .human
        game.startNewMatch()
        SceneTestSupport.run(&game)
        SceneTestSupport.press(&game, "ready.one")
        SceneTestSupport.press(&game, "ready.two")
        let near = (try #require(game.hud.frame(of: "fire.one")), try #require(game.hud.frame(of: "fleet.one")))
        let far = (try #require(game.hud.frame(of: "fire.two")), try #require(game.hud.frame(of: "fleet.two")))
        #expect(near.0.minX < near.1.minX, "expected the near player's Fire before their My fleet button, got \(near)")
        #expect(far.0.minX > far.1.minX, "expected the far player's Fire before My fleet in their own order (right of it for us), got \(far)")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        #expect(list.commands.contains(.pushTransform(.rotation(degrees: 180, around: far.0.center))),
                "expected the far player's Fire drawn half way round")
        #expect(!list.commands.contains(.pushTransform(.rotation(degrees: 180, around: near.0.center))),
                "expected the near player's Fire drawn upright")
    }
}

/// Face to face, the far player's whole station is turned and still answers to touch.
@Suite struct TurnedStationTests {
    @Test("A tap on the far player's turned Fire button fires their shot")
    func tapTurnedFire() throws {
        var game = try SceneTestSupport.faceToFaceBattle()
        game.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.press(&game, "fire.one")
        SceneTestSupport.run(&game, steps: 90)
        try #require(game.match.currentPlayer == .two && game.pacing.pendingHandoff == nil, "after player one's shot has landed it is player two's turn")
        let fire = try #require(game.hud.frame(of: "fire.two"))
        let board = try #require(game.hud.frame(of: "board.two"))
        #expect(fire.maxY <= board.minY, "the far player's Fire should stand beyond their board, at the far edge: \(fire) vs \(board)")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        #expect(list.commands.contains(.pushTransform(.rotation(degrees: 180, around: fire.center))), "their Fire should be drawn half way round")
        let label = try #require(game.hud.frame(of: "turn.two"))
        #expect(list.commands.contains(.pushTransform(.rotation(degrees: 180, around: label.center))), "their status line should face them too")
        game.cursors[.two] = Coordinate(column: 5, row: 5)
        // Off centre, near the corner the far player sees as their Fire button's top left.
        SceneTestSupport.tap(&game, at: Point(x: fire.maxX - 6, y: fire.maxY - 6), finger: 4)
        #expect(game.match.history.last?.shooter == .two && game.match.history.last?.target == Coordinate(column: 5, row: 5),
                "the tap on the turned Fire button should fire player two's shot at F6")
    }

    @Test("Each player sees their own fleet on the other's turn, and My fleet shows it on their own")
    func ownFleetOnTheirHalf() throws {
        var game = try SceneTestSupport.faceToFaceBattle()
        let near = try #require(game.boardSlots.first { $0.id == .board(for: .one) })
        let far = try #require(game.boardSlots.first { $0.id == .board(for: .two) })
        #expect(near.waters == .two && !near.showsFleet, "on their turn player one aims at player two's waters")
        #expect(far.waters == .two && far.showsFleet, "meanwhile player two watches their own fleet")
        SceneTestSupport.press(&game, "fleet.one")
        let checking = try #require(game.boardSlots.first { $0.id == .board(for: .one) })
        #expect(checking.waters == .one && checking.showsFleet, "My fleet should show player one's own ships")
        SceneTestSupport.press(&game, "fleet.one")
        #expect(game.boardSlots.first { $0.id == .board(for: .one) }?.waters == .two, "pressed again it goes back to aiming")
    }
}
