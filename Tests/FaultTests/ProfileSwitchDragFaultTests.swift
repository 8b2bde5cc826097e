import BattlefleetRules
@testable import BattlefleetScene
import Crease
@testable import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
@testable import MiniGolfScene
import Testing

/// A device-profile switch (the emulator's Ctrl+D, duo → dual → flip → duo) in the middle of a
/// drag, in each game on a real headless window: pointer down on a draggable thing (a ship, the
/// course for an aim, a HUD button), switch, move, release. Nothing may crash, the stale drag
/// must do nothing (it belonged to the old layout), nothing may stay captured, and the next
/// tap or drag must work in the new layout.
@MainActor
@Suite struct ProfileSwitchDragFaultTests {
    static let finger = PointerID(7)

    static func pointer(_ phase: PointerPhase, _ point: Point, id: PointerID = finger) -> InputEvent {
        .pointer(PointerEvent(id: id, phase: phase, location: point))
    }

    /// Down, switch profile, move, up; returns the profile switched to.
    static func dragAcrossASwitch<G: Game>(_ host: HostedGame<G>, from start: Point, to end: (Device) -> Point) throws -> String {
        try host.run(events: [pointer(.began, start)])
        host.window.perform(.cycleDevice)
        try host.run()
        try host.run(events: [pointer(.moved, end(host.driver.device))])
        try host.run(events: [pointer(.ended, end(host.driver.device))])
        try host.run(frames: 2)
        return host.driver.device.profile.name
    }

    @Test("Battlefleet: a ship drag, a button press and an aim survive a profile switch mid-drag; the next tap works")
    func battlefleet() throws {
        let host = try HostedGame(BattlefleetGame(environment: [:]))
        try host.run(frames: 3)
        for round in 0..<3 {
            // A ship grabbed on the player's fleet board.
            let game = host.driver.game
            let slot = try #require(game.boardSlots.first { $0.purpose == .place(.one) }, "expected a fleet board in placement")
            let board = try #require(game.geometry(of: slot.id), "expected the fleet board laid out")
            let carrier = try #require(game.match.boards.one.fleet.placement(of: .carrier))
            let fleet = game.match.boards.one.fleet
            let profile = try Self.dragAcrossASwitch(host, from: board.frame(of: carrier.cells[0]).center) { _ in
                board.gridFrame.center
            }
            #expect(host.driver.game.match.boards.one.fleet == fleet, "round \(round): the drag begun before the switch to \(profile) should move no ship")
            #expect(host.driver.game.input.pointers.isEmpty && host.driver.game.hud.captures.isEmpty,
                    "round \(round): nothing should stay captured after the release on \(profile)")
            // The next drag, in the new layout, moves the carrier one cell down or up.
            let newBoard = try #require(host.driver.game.geometry(of: slot.id), "expected the fleet board on \(profile)")
            let from = carrier.cells[0]
            let to = Coordinate(column: from.column, row: from.row < 5 ? from.row + 1 : from.row - 1)
            try host.run(events: [Self.pointer(.began, newBoard.frame(of: from).center, id: PointerID(20))])
            try host.run(events: [Self.pointer(.moved, newBoard.frame(of: to).center, id: PointerID(20))])
            try host.run(events: [Self.pointer(.ended, newBoard.frame(of: to).center, id: PointerID(20))])
            let moved = host.driver.game.match.boards.one.fleet.placement(of: .carrier)
            #expect(moved?.origin != carrier.origin || host.driver.game.feedback.banner?.text.contains("does not fit") == true,
                    "round \(round): the next drag on \(profile) should move the carrier (or say it does not fit)")
        }

        // A HUD button held across a switch: the press ends cleanly and the next tap works.
        let random = try #require(host.driver.hud.elementFrames["random"], "expected the Random button")
        _ = try Self.dragAcrossASwitch(host, from: random.center) { _ in Point(x: 1, y: 1) }
        #expect(host.driver.game.hud.captures.isEmpty, "the button held across the switch should not stay captured")
        let ready = try #require(host.driver.hud.elementFrames["ready"], "expected the Ready button on \(host.driver.device.profile.name)")
        try host.run(events: [Self.pointer(.began, ready.center, id: PointerID(21))])
        try host.run(events: [Self.pointer(.ended, ready.center, id: PointerID(21))])
        try host.run(frames: 2)
        #expect(host.driver.game.match.phase == .battle, "the next tap, on Ready, should start the battle")

        // An aim on the enemy board across a switch fires nothing; two taps on a cell then fire.
        let aimSlot = try #require(host.driver.game.boardSlots.first { $0.purpose == .aim(.one) }, "expected the enemy board on \(host.driver.device.profile.name)")
        let enemy = try #require(host.driver.game.geometry(of: aimSlot.id))
        let shots = host.driver.game.match.history.count
        let cell = Coordinate(column: 4, row: 4)
        _ = try Self.dragAcrossASwitch(host, from: enemy.frame(of: cell).center) { _ in enemy.frame(of: cell).center }
        #expect(host.driver.game.match.history.count == shots, "an aim begun before the switch should fire nothing")
        #expect(host.driver.game.input.pointers.isEmpty && host.driver.game.hud.captures.isEmpty, "nothing should stay captured after the aim")
        // The next taps in the new layout: on the enemy board (aim, then fire on the aimed
        // cell), or where the enemy board is only shown, on the pad and then Fire.
        func tap(_ point: Point, _ id: Int64) throws {
            try host.run(events: [Self.pointer(.began, point, id: PointerID(id))])
            try host.run(events: [Self.pointer(.ended, point, id: PointerID(id))])
        }
        let game = host.driver.game
        if let slot = game.boardSlots.first(where: { $0.purpose == .aim(.one) }), let board = game.geometry(of: slot.id) {
            try tap(board.frame(of: cell).center, 30)
            try tap(board.frame(of: cell).center, 31)
        } else {
            let pad = try #require(game.geometry(of: .pad), "expected the enemy board or the pad to aim with on \(host.driver.device.profile.name)")
            let fire = try #require(host.driver.hud.elementFrames["fire"], "expected the Fire button on \(host.driver.device.profile.name)")
            try tap(pad.frame(of: cell).center, 30)
            try tap(fire.center, 31)
        }
        #expect(host.driver.game.match.history.count == shots + 1, "aiming and tapping again on \(host.driver.device.profile.name) should fire once")
        #expect(host.problems.isEmpty, "expected no problems reported, got \(host.problems)")
    }

    @Test("Mini-golf: an aim drag and a button press survive a profile switch mid-drag; the next drag putts")
    func minigolf() throws {
        let host = try HostedGame(MiniGolfGame(bestScoresURL: nil))
        try host.run(frames: 3)
        for round in 0..<3 {
            let start = host.driver.game.courseView.frame.center
            let profile = try Self.dragAcrossASwitch(host, from: start) { _ in Point(x: start.x - 60, y: start.y) }
            #expect(host.driver.game.match.strokes == 0, "round \(round): the aim begun before the switch to \(profile) should not putt")
            #expect(host.driver.game.input.drag == nil && host.driver.game.hud.captures.isEmpty,
                    "round \(round): nothing should stay captured after the release on \(profile)")
        }
        let pause = try #require(host.driver.hud.elementFrames[MiniGolfHUD.ID.pause.rawValue], "expected the Pause button")
        _ = try Self.dragAcrossASwitch(host, from: pause.center) { _ in Point(x: 1, y: 1) }
        #expect(host.driver.game.hud.captures.isEmpty, "the button held across the switch should not stay captured")
        if host.driver.game.isPaused {
            // The release landed on the button in the new layout and toggled it: that is a tap.
            try host.run(events: [Self.pointer(.began, pause.center, id: PointerID(40)), Self.pointer(.ended, pause.center, id: PointerID(40))])
        }
        let course = host.driver.game.courseView.frame.center
        try host.run(events: [Self.pointer(.began, course, id: PointerID(41))])
        try host.run(events: [Self.pointer(.moved, Point(x: course.x - 60, y: course.y), id: PointerID(41))])
        try host.run(events: [Self.pointer(.ended, Point(x: course.x - 60, y: course.y), id: PointerID(41))])
        #expect(host.driver.game.match.strokes == 1, "the next drag on \(host.driver.device.profile.name) should putt once")
        #expect(host.problems.isEmpty, "expected no problems reported, got \(host.problems)")
    }
}
