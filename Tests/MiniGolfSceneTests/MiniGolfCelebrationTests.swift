import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL
import Foundation
@testable import MiniGolfCore
import Testing
@testable import MiniGolfScene

/// The moment a ball drops and the round's end: the ball goes out of sight before its score
/// is called, confetti is for par or better, and the last card stays up.
@Suite struct MiniGolfCelebrationTests {
    /// The texts a frame draws.
    static func texts(_ game: MiniGolfGame) -> [String] {
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        return list.commands.compactMap { command in
            if case .text(let text, _, _, _, _, _) = command { return text }
            return nil
        }
    }

    /// The bot's game on `device` the moment its ball has dropped into the first hole's cup.
    static func holed(on device: Device) -> MiniGolfGame {
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        game.pacing.framesPerUpdate = 1
        for _ in 0..<6_000 where game.match.phase != .holeComplete { TestSupport.run(&game, updates: 1) }
        while game.effects.isDropping { TestSupport.run(&game, updates: 1) }
        return game
    }

    @Test("the score's name stands clear of the flag in the caddie view, in tabletop and book", arguments: [Posture.tabletop, .book])
    func theNameLeavesTheFlagInSight(posture: Posture) throws {
        let device = try TestSupport.device("duo", posture)
        var game = Self.holed(on: device)
        TestSupport.run(&game, updates: 30)
        let name = try #require(game.effects.celebration?.text, "the bot should hole the first hole and say so")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let origin = try #require(list.commands.lazy.compactMap { command -> (Point, Font)? in
            if case .text(name, let origin, let font, _, _, _) = command { (origin, font) } else { nil }
        }.first, "\"\(name)\" should show")
        let plate = Rect(x: 0, y: origin.0.y - origin.1.size * 0.2, width: device.displaySize.width, height: origin.1.size * 1.5)
        // The flag: its pole from the cup's near rim up to its top, a little either side.
        let caddie = try #require(game.caddieRenderer())
        let cup = game.match.course.cup
        let rows = [0.0, CaddieRenderer.flagHeight].map { z in
            caddie.projection.toScreen(caddie.projection.toCamera(Vector3(x: cup.x, y: cup.y, z: z))).y
        }
        let flag = Rect(minX: 0, minY: rows[1], maxX: device.displaySize.width, maxY: rows[0])
        #expect(!plate.intersects(flag), "\(posture): the name's plate \(plate) should leave the flag (rows \(rows)) in sight")
    }

    @Test("a holed ball drops out of sight before its score's name shows")
    func theBallDropsBeforeTheName() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        game.pacing.framesPerUpdate = 1
        for _ in 0..<6_000 where game.match.phase != .holeComplete { TestSupport.run(&game, updates: 1) }
        #expect(game.match.phase == .holeComplete, "the bot should hole the first hole")
        let name = try #require(game.effects.celebration?.text)
        var dropping = 0
        while game.effects.isDropping {
            #expect(!Self.texts(game).contains(name), "\"\(name)\" shows while the ball is still dropping")
            #expect(game.effects.flashLevel == 0 && game.effects.ringAge == nil, "the cup flashes while the ball is still dropping")
            dropping += 1
            TestSupport.run(&game, updates: 1)
        }
        #expect(dropping >= HoleEffects.dropFrames - 1, "the ball should take \(HoleEffects.dropFrames) frames to drop, not \(dropping)")
        #expect(Self.texts(game).contains(name), "once the ball is down, \"\(name)\" should show")
    }

    @Test("the light as a ball drops bursts round the cup, in both views; no view flashes white", arguments: [Posture.tabletop, .book, .flat])
    func theFlashIsRoundTheCup(posture: Posture) throws {
        let device = try TestSupport.device("duo", posture)
        let game = Self.holed(on: device)
        #expect(game.effects.flashLevel > 0.9, "the flash should be at its height as the ball has dropped")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let display = device.displaySize.width * device.displaySize.height
        var bursts = 0
        for command in list.commands {
            switch command {
            case .fillRect(let rect, let color) where color.red == 255 && color.green == 255 && color.blue == 255:
                #expect(rect.width * rect.height < display / 20, "\(posture): a white veil over \(rect) flashes a whole view")
            case .fillCircle(_, let radius, let color) where color.red == 255 && color.green == 255 && color.blue == 255 && color.alpha < 255:
                bursts += 1
                #expect(radius * radius * Double.pi < display / 8, "\(posture): a burst of radius \(radius) lights more than the cup's neighbourhood")
            default: break
            }
        }
        let views = game.caddieRenderer() == nil ? 1 : 2
        #expect(bursts >= 3 * views, "\(posture): the cup's burst should show in each of the \(views) views, \(bursts) discs drawn")
    }

    @Test("the card's row titles stand clear of their rows' first figures, on small displays too",
          arguments: [("flip", Posture.closed), ("flip", .tabletop), ("duo", .tabletop), ("duo", .book), ("dual", .closed)])
    func theCardsTitlesKeepClear(profile: String, posture: Posture) throws {
        let measurer = try TTFTextMeasurer(fonts: try FontFiles())
        let device = try TestSupport.device(profile, posture)
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        game.pacing.framesPerUpdate = 1
        var list = DrawList()
        for _ in 0..<6_000 {
            TestSupport.run(&game, updates: 1)
            list = DrawList()
            FramePhases.draw(game, into: &list, interpolation: 1)
            if Self.texts(game).contains("Score") { break }
        }
        let texts = list.commands.compactMap { command -> (String, Point, Font, TextAlignment)? in
            if case .text(let text, let origin, let font, _, let alignment, _) = command { (text, origin, font, alignment) } else { nil }
        }
        var checked = 0
        for (title, origin, font, _) in texts where ["Hole", "Par", "Score"].contains(title) {
            let titleEnd = origin.x + measurer.measure(title, font: font).width
            let firsts = texts.filter { $0.3 == .center && abs($0.1.y - origin.y) < 0.5 && $0.1.x > origin.x }
            let first = try #require(firsts.min { $0.1.x < $1.1.x }, "\(profile) \(posture): no figures in the \(title) row")
            let firstStart = first.1.x - measurer.measure(first.0, font: first.2).width / 2
            #expect(firstStart - titleEnd >= 8, "\(profile) \(posture): \"\(title)\" ends \(firstStart - titleEnd) pt from its row's first figure \"\(first.0)\"")
            checked += 1
        }
        #expect(checked == 3, "\(profile) \(posture): the card's three row titles should show, \(checked) did")
    }

    @Test("confetti falls for par or better and a new best, never for a bogey",
          arguments: [(2, 3, true), (3, 3, true), (4, 3, false), (5, 3, false), (1, 2, true)])
    func confettiForParOrBetter(strokes: Int, par: Int, cheered: Bool) {
        var effects = HoleEffects()
        effects.holed(strokes: strokes, par: par)
        #expect(effects.celebration?.confetti == cheered, "\(strokes) on par \(par) should \(cheered ? "" : "not ")be cheered")
    }

    @Test("an autoplay run shows the round's last card before it ends; a player's ends on Again, with no Restart")
    func theLastCardStays() throws {
        let device = try TestSupport.device("flip", .closed)
        var (robot, _) = TestSupport.game(on: device, autoplay: true)
        for _ in 0..<20_000 where robot.match.phase != .finished { TestSupport.run(&robot, updates: 1) }
        #expect(robot.match.phase == .finished && !robot.isFinished, "the run should not end the moment the round does")
        #expect(robot.cardFrame() != nil && Self.texts(robot).contains { $0.hasPrefix("Round complete ·") && $0.contains("par") }, "the last card should show how the round went")
        TestSupport.run(&robot, updates: MiniGolfGame.resultsFrames / MiniGolfGame.fastForwardFrames + 1)
        #expect(robot.isFinished, "the run should end once the card has shown")

        // (The flip's small outer display has no Next: its card says to tap it.)
        var (player, _) = TestSupport.game(on: try TestSupport.device("duo", .closed))
        // One hole, picked up after one stroke: a putt ends the round.
        player.match = MiniGolfMatch(courses: [MiniGolfAimTests.straight], maxStrokes: 1)
        player.putt()
        for _ in 0..<2_000 where player.match.phase == .rolling { TestSupport.run(&player, updates: 1) }
        player.continueRound()
        _ = FramePhases.layOut(&player, on: player.device, measurer: MonospaceTextMeasurer())
        #expect(player.match.phase == .finished)
        #expect(player.hud.element(MiniGolfHUD.ID.restart)?.isEnabled == false && player.hud.element(MiniGolfHUD.ID.next)?.isHidden == false,
                "the round over, Again should start another and Restart stay in its place, disabled")
        #expect(MiniGolfMenuTests.text(.next, in: player) == "Again")
    }

    @Test("the round's end fires fireworks and reveals the score over the caddie view, only on the end screen, for a while")
    func theRoundEndsWithFireworks() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        game.match = MiniGolfMatch(courses: [MiniGolfAimTests.straight], maxStrokes: 1)
        func circles() -> Int {
            var list = DrawList()
            FramePhases.draw(game, into: &list, interpolation: 1)
            return list.commands.count { if case .fillCircle = $0 { true } else { false } }
        }
        #expect(game.finaleAge == nil, "no finale while the round is played")
        game.putt()
        for _ in 0..<2_000 where game.match.phase == .rolling { TestSupport.run(&game, updates: 1) }
        game.continueRound()
        TestSupport.run(&game, updates: MiniGolfGame.finaleDelay + 60)
        #expect(game.match.phase == .finished && game.finaleAge != nil, "a second after the round ends, the finale should run")
        let strokes = "\(game.match.scorecard.totalStrokes) strokes · \(ScorecardCard.roundWords(game.match.scorecard.versusPar))"
        #expect(Self.texts(game).contains(strokes), "the finale should reveal \"\(strokes)\"")
        // Its plate stands 24 pt or more inside the caddie view's sides, the line inside it.
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let line = list.commands.compactMap { command -> (Point, Font)? in
            if case .text(strokes, let origin, let font, _, _, _) = command { (origin, font) } else { nil }
        }.first
        let plate = list.commands.compactMap { command -> Rect? in
            if case .fillRoundedRect(let rect, _, _) = command, let line, rect.contains(line.0) { rect } else { nil }
        }.last
        let view = try #require(game.cameraFrame)
        if let line, let plate {
            #expect(plate.minX >= view.minX + MiniGolfGame.finaleMargin - 1e-9 && plate.maxX <= view.maxX - MiniGolfGame.finaleMargin + 1e-9,
                    "the score's plate \(plate) should stand 24 pt inside the view \(view)")
            let width = try TTFTextMeasurer(fonts: try FontFiles()).measure(strokes, font: line.1).width
            #expect(width <= plate.width - 16, "the line (\(width) pt) should sit inside its plate (\(plate.width) pt)")
        } else {
            Issue.record("the score should be drawn on a plate")
        }
        let during = circles()
        TestSupport.run(&game, updates: MiniGolfGame.finaleFrames)
        #expect(game.finaleAge == nil && !Self.texts(game).contains(strokes), "the finale should end after \(MiniGolfGame.finaleFrames) frames")
        #expect(during >= circles() + MiniGolfGame.finaleSparks, "the fireworks should burst: \(during) circles during, \(circles()) after")
    }

    @Test("a round over par ends on its score without fireworks, and its menu reads Round over and Back, New round starting at once")
    func anOverParRoundHasNoFireworks() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        // Par 1, picked up after 2 strokes that never reach the cup: 1 over par.
        var short = MiniGolfAimTests.straight
        short.par = 1
        game.match = MiniGolfMatch(courses: [short], maxStrokes: 2)
        for _ in 0..<2 {
            game.aim = AimState(angle: 0, power: 0.1)
            game.putt()
            for _ in 0..<2_000 where game.match.phase == .rolling { TestSupport.run(&game, updates: 1) }
        }
        try #require(game.match.phase == .holeComplete && game.match.scorecard.versusPar == 1, "the hole should be picked up 1 over par")
        game.continueRound()
        TestSupport.run(&game, updates: MiniGolfGame.finaleDelay + 60)
        #expect(game.finaleAge != nil, "the score should still be revealed")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let sparks = list.commands.count { if case .fillCircle = $0 { true } else { false } }
        #expect(sparks < MiniGolfGame.finaleSparks, "no fireworks over a round over par: \(sparks) circles")
        game.togglePause()
        #expect(game.menuTitle == "Round over", "the menu over a finished round should say so, not \(game.menuTitle)")
        #expect(MiniGolfMenuTests.text(.resume, in: game) == "Back", "with nothing to resume, the menu's first button should read Back")
        MiniGolfMenuTests.tap(.newRound, in: &game)
        #expect(!game.isPaused && game.match.phase == .aiming && game.match.holeIndex == 0 && game.match.strokes == 0,
                "New round over a finished round should start one at once")
    }

    /// The round's last card names every hole in one (up to three), whatever its par, before
    /// any other score; without one, the two holes furthest under par.
    @Test func bestHolesNameEveryHoleInOne() {
        func lines(_ scores: [(par: Int, strokes: Int)]) -> [Scorecard.Line] {
            scores.enumerated().map { Scorecard.Line(name: "h\($0.offset)", par: $0.element.par, strokes: $0.element.strokes, holed: true) }
        }
        #expect(ScorecardCard.bestHolesText(lines([(2, 1), (3, 2), (3, 1), (3, 1)])) == "Holes in one on holes 1, 3 and 4",
                "an ace on a par 2 is named beside the par 3 ones")
        #expect(ScorecardCard.bestHolesText(lines([(3, 2), (4, 1)])) == "Hole in one on hole 2")
        #expect(ScorecardCard.bestHolesText(lines(Array(repeating: (3, 1), count: 5))) == "5 holes in one")
        #expect(ScorecardCard.bestHolesText(lines([(3, 3), (4, 2), (3, 2), (2, 3)])) == "Best holes: eagle on hole 2 · birdie on hole 3")
        #expect(ScorecardCard.bestHolesText(lines([(3, 4), (2, 3)])) == "Best hole: bogey on hole 1")
    }

    @Test("on a compact card the table's total keeps clear of the end of its band, and the hint of the card's rim")
    func compactTotalKeepsClear() throws {
        let measurer = try TTFTextMeasurer(fonts: try FontFiles())
        let (game, _) = TestSupport.game(on: try TestSupport.device("flip", .closed))
        let card = ScorecardCard(match: game.match, improvedHoles: [], isAutoplay: true)
        // As narrow as the flip's outer display gives it (its table inset 10 pt each side).
        let frame = Rect(x: 0, y: 0, width: 270, height: 150)
        var list = DrawList()
        card.draw(in: frame, into: &list)
        let totals = list.commands.compactMap { command -> (Point, Font)? in
            if case .text("Tot", let origin, let font, _, _, _) = command { (origin, font) } else { nil }
        }
        let (origin, font) = try #require(totals.first, "the card should head its total column Tot")
        let end = origin.x + measurer.measure("Tot", font: font).width / 2
        #expect(end <= frame.maxX - 10 - 3, "Tot should end 3 pt or more inside the band's end (\(frame.maxX - 10)), not at \(end)")
        // The hint's line, descenders and all, keeps 5 pt or more above the card's rim.
        let hints = list.commands.compactMap { command -> (Point, Font)? in
            if case .text("Autoplay", let origin, let font, _, _, _) = command { (origin, font) } else { nil }
        }
        let (hint, hintFont) = try #require(hints.first, "the card should say Autoplay")
        #expect(hint.y + hintFont.size * 1.2 <= frame.maxY - 5, "the hint's line should end 5 pt above the rim (\(frame.maxY)), not at \(hint.y + hintFont.size * 1.2)")
    }
}
