import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// A hit feels like a hit and a sinking like a bigger one: the blast flashes white, the fire
/// stays and smokes, the sunk hull is lit as it goes and "You sank their" stands over the
/// ship's name; none of it shows before the shell lands.
@Suite struct ShotPunchTests {
    static func commands(_ game: BattlefleetGame) -> [DrawCommand] {
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        return list.commands
    }

    static func texts(_ game: BattlefleetGame) -> [String] {
        commands(game).compactMap { if case .text(let text, _, _, _, _, _) = $0 { text } else { nil } }
    }

    /// The fills of `color` that overlap `frame`.
    static func fills(of color: Color, over frame: Rect, in game: BattlefleetGame) -> Int {
        commands(game).filter { command in
            switch command {
            case .fillCircle(let center, _, let fill): fill.withAlpha(255) == color.withAlpha(255) && frame.contains(center)
            case .fillRoundedRect(let rect, _, let fill): fill.withAlpha(255) == color.withAlpha(255) && rect.intersection(frame) != nil
            default: false
            }
        }.count
    }

    @Test("A hit flashes white as the shell lands, and its cell keeps burning and smoking afterwards")
    func hitBurns() throws {
        var game = try BattleLayoutTests.battle("duo", .tabletop)
        let carrier = try #require(game.match.boards.two.fleet.placement(of: .carrier))
        let cell = try #require(carrier.cells.first)
        let frame = try #require(game.geometry(of: .enemy)?.frame(of: cell))
        game.cursors[.one] = cell
        SceneTestSupport.key(&game, "Space")
        #expect(Self.fills(of: .white, over: frame, in: game) == 0, "no flash while the shell flies")
        #expect(Self.fills(of: Palette.scorch, over: frame, in: game) == 0, "no fire while the shell flies")
        SceneTestSupport.run(&game, steps: Int(Effect.flight * 60) + 1)
        #expect(Self.fills(of: .white, over: frame, in: game) > 0, "the blast flashes white as the shell lands")
        SceneTestSupport.run(&game, steps: 300)
        #expect(Self.fills(of: Palette.scorch, over: frame, in: game) > 0, "five seconds on, the hit cell is still scorched")
        #expect(Self.fills(of: Palette.smokePuff, over: frame.insetBy(dx: -1, dy: -1), in: game) > 0, "and still smoking")
    }

    @Test("A wreck's cells smoulder as still embers, while a hit on a ship afloat flickers and smokes")
    func wrecksSmoulder() throws {
        var game = try BattleLayoutTests.battle("duo", .tabletop)
        let destroyer = try #require(game.match.boards.two.fleet.placement(of: .destroyer))
        let carrier = try #require(game.match.boards.two.fleet.placement(of: .carrier))
        for cell in destroyer.cells + [carrier.origin] {
            game.cursors[.one] = cell
            SceneTestSupport.key(&game, "Space")
            SceneTestSupport.run(&game, steps: 180)
        }
        try #require(game.match.boards.two.isSunk(.destroyer) && !game.match.boards.two.isSunk(.carrier))
        let geometry = try #require(game.geometry(of: .enemy))
        let wreck = geometry.frame(of: destroyer.origin), burning = geometry.frame(of: carrier.origin)
        /// The commands drawn over `frame`, by their centres and corners.
        func drawn(over frame: Rect) -> [DrawCommand] {
            Self.commands(game).filter { command in
                switch command {
                case .fillCircle(let center, _, _): frame.contains(center)
                case .fillRoundedRect(let rect, _, _): frame.contains(Point(x: rect.midX, y: rect.midY))
                default: false
                }
            }
        }
        let wreckBefore = drawn(over: wreck), burningBefore = drawn(over: burning)
        SceneTestSupport.run(&game, steps: 7)
        #expect(!wreckBefore.isEmpty && drawn(over: wreck) == wreckBefore, "a wreck's cell draws the same embers on every frame")
        #expect(Self.fills(of: Palette.smokePuff, over: wreck, in: game) == 0, "and no smoke")
        #expect(drawn(over: burning) != burningBefore, "a hit on the carrier, still afloat, flickers")
        #expect(Self.fills(of: Palette.smokePuff, over: burning.insetBy(dx: -1, dy: -1), in: game) > 0, "and smokes")
    }

    @Test("A sinking says 'You sank their' over the ship's name and lights its hull, only once the shell lands, and shakes harder")
    func sinkingIsAMoment() throws {
        var game = try BattleLayoutTests.battle("duo", .tabletop)
        let destroyer = try #require(game.match.boards.two.fleet.placement(of: .destroyer))
        let hull = try #require(game.geometry(of: .enemy)?.frame(of: destroyer))
        for cell in destroyer.cells {
            game.cursors[.one] = cell
            SceneTestSupport.key(&game, "Space")
            if cell != destroyer.cells.last { SceneTestSupport.run(&game, steps: 180) }
        }
        try #require(game.match.boards.two.isSunk(.destroyer), "the destroyer should be sunk")
        #expect(!Self.texts(game).contains("You sank their"), "nothing is told while the last shell flies")
        func litHull() -> Bool {
            Self.commands(game).contains { command in
                guard case .fillRoundedRect(let rect, _, let color) = command else { return false }
                return color.withAlpha(255) == Palette.fireOuter && rect.intersection(hull) != nil
            }
        }
        #expect(!litHull(), "the hull is not lit before the shell lands")
        SceneTestSupport.run(&game, steps: Int(Effect.flight * 60) + 3)
        let words = Self.texts(game)
        #expect(words.contains("You sank their") && words.contains("Destroyer!"), "the callout names the ship sunk, got \(words)")
        let outlined = Self.commands(game).contains { command in
            guard case .strokeRoundedRect(let rect, _, let color, _) = command else { return false }
            return color.withAlpha(255) == Palette.fireCore && rect.intersection(hull) != nil
        }
        #expect(litHull() && outlined, "the sunk hull is lit and outlined in fire as it goes down")
        let sinking = try #require(Impact(effects: game.feedback.effects, waters: .two), "the board shakes")
        var hit = [Effect(waters: .two, cell: destroyer.origin, kind: .blast, delay: Effect.flight)]
        hit[0].age = Effect.flight + 3.0 / 60
        let single = try #require(Impact(effects: hit, waters: .two))
        #expect(abs(sinking.dx) + abs(sinking.dy) > abs(single.dx) + abs(single.dy) || sinking.flash != single.flash,
                "a sinking shakes or flashes harder than a hit")
        // The bigger moment stays up longer than a hit's word.
        #expect(game.feedback.banner?.calloutLife ?? 0 > Banner.calloutLife, "the sinking's callout outlasts a hit's")
        // Good news for the one who fired: gold, not the red of a ship of theirs going down.
        let plated = Self.commands(game).contains { command in
            guard case .fillRoundedRect(_, _, let color) = command else { return false }
            return color.withAlpha(255) == Palette.victoryPlate
        }
        #expect(plated, "the player's sinking stands on the victory's gold plate")
        let ours = try #require(Impact(effects: game.feedback.effects, waters: .two, isViewersShot: true))
        let theirs = try #require(Impact(effects: game.feedback.effects, waters: .two, isViewersShot: false))
        #expect(ours.flash?.withAlpha(255) == Palette.fireCore && theirs.flash?.withAlpha(255) == Palette.sunkFlash,
                "a sinking flashes gold for the one who fired, red for the one who lost the ship")
    }

    @Test("Against the AI a sinking is 'You sank their'; autoplay names both sides")
    func calloutLeads() throws {
        let game = try BattleLayoutTests.battle("duo", .tabletop)
        let sink = ShotRecord(shooter: .one, target: Coordinate(column: 0, row: 0), turn: 1, result: .sunk(.cruiser))
        #expect(game.calloutLead(for: [sink]) == "You sank their" && game.callout(for: [sink]) == "Cruiser!")
        let miss = ShotRecord(shooter: .one, target: Coordinate(column: 0, row: 0), turn: 1, result: .miss)
        #expect(game.calloutLead(for: [miss]) == nil && game.callout(for: [miss]) == "Miss")
        let autoplay = SceneTestSupport.game(autoplay: true)
        #expect(autoplay.calloutLead(for: [sink]) == "Blue sank Orange's")
    }

    @Test("Two players: after a sinking the device passes later (2 s, 1 s fast), so the callout is read first", arguments: Pace.allCases)
    func sinkingHoldsThePass(pace: Pace) throws {
        var game = try SceneTestSupport.passAndPlayBattle(.tabletop)
        game.settings.pace = pace
        let destroyer = try #require(game.match.boards.two.fleet.placement(of: .destroyer))
        let answer = Coordinate(column: 9, row: 9)
        for cell in destroyer.cells {
            game.cursors[.one] = cell
            SceneTestSupport.key(&game, "Space")
            guard cell != destroyer.cells.last else { break }
            SceneTestSupport.run(&game, steps: Int(pace.handoffDelay * 60) + 2)
            try #require(game.screen == .handoff(.two), "\(pace): the pass screen for player two")
            SceneTestSupport.key(&game, "Return")
            game.cursors[.two] = answer
            SceneTestSupport.key(&game, "Space")
            SceneTestSupport.run(&game, steps: Int(pace.handoffDelay * 60) + 2)
            SceneTestSupport.key(&game, "Return")
            try #require(game.screen == .battle && game.match.currentPlayer == .one, "\(pace): back to player one")
        }
        try #require(game.match.boards.two.isSunk(.destroyer), "\(pace): the destroyer should be sunk")
        SceneTestSupport.run(&game, steps: Int(pace.handoffDelay * 60) + 2)
        #expect(game.screen == .battle && Self.texts(game).contains("You sank their"),
                "\(pace): past the usual pass, the sinking should still be called out, screen \(game.screen)")
        SceneTestSupport.run(&game, steps: Int((pace.sinkingHandoffDelay - pace.handoffDelay) * 60) + 2)
        #expect(game.screen == .handoff(.two), "\(pace): then the device passes, screen \(game.screen)")
    }
}
