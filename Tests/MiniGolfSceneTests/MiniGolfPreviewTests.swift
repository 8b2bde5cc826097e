import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// The aim preview guides without playing the hole: it runs to the first wall and a short
/// stub of that bounce, and wherever it is drawn the ball goes, slopes included.
@Suite struct MiniGolfPreviewTests {
    @Test("the preview ends a short stub past its first bounce, well short of the roll")
    func previewStopsAfterTheFirstBounce() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device)
        game.match = MiniGolfMatch(courses: [MiniGolfAimTests.straight])
        // Straight down at full power: the ball meets the lower fence 86 units from the tee.
        game.aim = AimState(angle: Double.pi / 2, power: 1)
        let preview = MiniGolfAimTests.length(game.previewPath())
        let toWall = 190.0 - 100 - game.match.tuning.ballRadius
        let step = game.match.tuning.maxSpeed / 60
        #expect(preview >= toWall + MiniGolfGame.previewStub - step && preview <= toWall + MiniGolfGame.previewStub + step,
                "the preview should run \(toWall) units to the fence and a \(MiniGolfGame.previewStub) stub, not \(preview)")
        #expect(!game.previewRun().rests, "a guide cut after its bounce should not ring its end as where the ball stops")
        #expect(Self.chevronTip(game) == game.courseView.display(try #require(game.previewPath().last)),
                "a guide cut short should end in a chevron the way the ball goes on")
        var flat = game
        flat.aim = AimState(angle: 0, power: 0.12)
        #expect(flat.previewRun().rests, "a putt that stops on open grass should ring where it stops")
        #expect(Self.chevronTip(flat) == nil, "a guide that ends where the ball stops should have no chevron")
        var roll = 0.0, last = game.match.ball.position
        game.putt()
        for _ in 0..<3_000 where game.match.phase == .rolling {
            TestSupport.run(&game, updates: 1)
            roll += last.distance(to: game.match.ball.position)
            last = game.match.ball.position
        }
        #expect(roll > preview * 2, "a full-power putt bouncing round the hole rolls \(roll) units; the preview should show far less")
    }

    @Test("the preview crosses the cup out only for putts that never drop, on every hole, from the tee and near the cup")
    func aCrossedOutCupNeverDrops() throws {
        let (start, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        var crossed = 0
        var wrong: [String] = []
        for (hole, course) in start.match.courses.enumerated() {
            var near = course
            near.tee = Point(x: course.cup.x - 40, y: course.cup.y)
            for (name, layout) in [("tee", course), ("near the cup", near)] {
                for power in stride(from: 0.1, through: 1.0, by: 0.1) {
                    for degrees in stride(from: -12.0, through: 12.0, by: 3.0) {
                        var game = start
                        game.match = MiniGolfMatch(courses: [layout])
                        game.startHole()
                        let towardCup = atan2(layout.cup.y - layout.tee.y, layout.cup.x - layout.tee.x)
                        game.aim = AimState(angle: name == "tee" ? (game.hole.suggestedAim(game.match) ?? 0) + degrees * Double.pi / 180
                                                                 : towardCup + degrees * Double.pi / 180, power: power)
                        guard game.previewRun().lipsOut != nil else { continue }
                        crossed += 1
                        game.putt()
                        for _ in 0..<2_000 where game.match.phase == .rolling { _ = game.match.update() }
                        if game.match.phase == .holeComplete {
                            wrong.append("hole \(hole + 1) from the \(name), \(Int(power * 100))% at \(Int(degrees))°")
                        }
                    }
                }
            }
        }
        #expect(crossed > 20 && wrong.isEmpty, "\(crossed) putts crossed out; of them these dropped: \(wrong.prefix(4))")
    }

    @Test("the preview's dots over sand have a dark rim; on grass they have none")
    func dotsOverSandHaveARim() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        let sand = Surface(kind: .sand, polygon: [Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 200, y: 150), Point(x: 100, y: 150)])
        func rims(surfaces: [Surface]) -> Int {
            game.match = MiniGolfMatch(courses: [Course(name: "Straight", par: 2, size: Size(width: 400, height: 250), tee: Point(x: 60, y: 125),
                                                        cup: Point(x: 340, y: 60), boundary: fence, surfaces: surfaces)])
            game.startHole()
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
            game.aim = AimState(angle: 0, power: 0.5)
            var list = DrawList()
            FramePhases.draw(game, into: &list, interpolation: 1)
            return list.commands.filter { command in
                if case .fillCircle(_, _, let color) = command { return color.red == Palette.aimRim.red && color.green == Palette.aimRim.green }
                return false
            }.count
        }
        #expect(rims(surfaces: []) == 0, "dots on grass have no rim")
        #expect(rims(surfaces: [sand]) > 0, "dots over the sand have a rim")
    }

    @Test("a putt over the cup too fast to drop: the preview crosses the cup out, and the putt lips out")
    func aPreviewTooFastForTheCupCrossesItOut() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        game.match = MiniGolfMatch(courses: [Course(name: "Straight", par: 2, size: Size(width: 400, height: 250), tee: Point(x: 60, y: 125),
                                                    cup: Point(x: 160, y: 125), boundary: fence)])
        game.startHole()
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        game.aim = AimState(angle: 0, power: 0.9)
        let run = game.previewRun()
        #expect(run.lipsOut == game.match.course.cup, "a 90 % putt straight over the cup should be marked as crossing it too fast")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let cup = game.courseView.display(game.match.course.cup)
        let cross = list.commands.filter { command in
            if case .line(let from, let to, let color, _) = command { return color == Palette.over && Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2).distance(to: cup) < 0.5 }
            return false
        }
        #expect(cross.count == 2, "the cross's two strokes should be drawn over the cup, found \(cross.count)")
        let words = list.commands.contains { command in
            if case .text(let text, let at, _, let color, _, _) = command { return text == "too fast" && color == Palette.over && at.distance(to: cup) < 30 }
            return false
        }
        #expect(words, "the cross is said in words beside the cup: too fast")
        var events: [GolfEvent] = []
        game.putt()
        for _ in 0..<600 where game.match.phase == .rolling { events += game.match.update() }
        #expect(events.contains(.lipOut), "the putt itself should lip out, as the preview said")
        game.match = MiniGolfMatch(courses: [game.match.course])
        game.startHole()
        game.aim = AimState(angle: 0, power: 0.1)
        #expect(game.previewRun().lipsOut == nil, "a short putt that stops before the cup crosses nothing out")
    }

    /// Where the drawn preview's chevron points, if it has one: the point its two aim-coloured
    /// lines share.
    static func chevronTip(_ game: MiniGolfGame) -> Point? {
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let ends = list.commands.compactMap { command -> Point? in
            if case .line(_, let end, let color, _) = command, color.red == Palette.aim.red, color.green == Palette.aim.green,
               color.blue == Palette.aim.blue { return end }
            return nil
        }
        return ends.count == 2 && ends[0] == ends[1] ? ends[0] : nil
    }

    @Test("a putt into the pond: the preview ends at the water's edge with a splash, not a ring, and draws it")
    func aPreviewIntoWaterSplashes() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        let pond = Surface(kind: .water, polygon: [Point(x: 200, y: 80), Point(x: 260, y: 80), Point(x: 260, y: 170), Point(x: 200, y: 170)])
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        game.match = MiniGolfMatch(courses: [Course(name: "Pond", par: 3, size: Size(width: 400, height: 250), tee: Point(x: 60, y: 125),
                                                    cup: Point(x: 340, y: 125), boundary: fence, surfaces: [pond])])
        game.startHole()
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        game.aim = AimState(angle: 0, power: 0.8)
        let run = game.previewRun()
        #expect(run.splashes && !run.rests, "a putt into the pond should end in a splash, not a ring")
        let end = try #require(run.path.last)
        #expect(end.x <= 205 && end.x > 150, "the preview should end at the water's edge (x 200), not at \(end)")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let splash = game.courseView.display(end)
        // Eight white rays round the spot, and no ring there (a ring marks where a ball rests).
        let rays = list.commands.filter { command in
            guard case .line(let from, let to, let color, _) = command, color.red == 255, color.green == 255 else { return false }
            return abs(from.distance(to: splash) - TopDownRenderer.sprayFrom) < 1e-6 && abs(to.distance(to: splash) - TopDownRenderer.sprayTo) < 1e-6
        }
        let rings = list.commands.filter { command in
            if case .strokeCircle(let centre, _, _, _) = command { return centre == splash }
            return false
        }
        #expect(rays.count == 8 && rings.isEmpty, "the splash's eight rays and no ring should be drawn at the preview's end, found \(rays.count) rays, \(rings.count) rings")
    }

    @Test("on every hole, slopes included, the preview is the roll the putt then makes, frame for frame")
    func previewIsTheRoll() throws {
        let device = try TestSupport.device("duo", .tabletop)
        let (first, _) = TestSupport.game(on: device)
        var problems: [String] = []
        var checked = 0
        for (hole, course) in first.match.courses.enumerated() {
            var game = first
            game.match = MiniGolfMatch(courses: [course])
            game.startHole()
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
            for degrees in stride(from: 0.0, to: 360.0, by: 60.0) {
                for power in [0.35, 1.0] {
                    var trial = game
                    trial.aim = AimState(angle: degrees * Double.pi / 180, power: power)
                    let preview = trial.previewPath()
                    guard preview.count > 1 else { continue }
                    var roll = [trial.match.ball.position]
                    trial.putt()
                    for _ in 1..<preview.count where trial.match.phase == .rolling {
                        TestSupport.run(&trial, updates: 1)
                        roll.append(trial.match.ball.position)
                    }
                    checked += 1
                    if roll.count < preview.count || zip(preview, roll).contains(where: { $0.distance(to: $1) > 1e-9 }) {
                        let off = zip(preview, roll).enumerated().first { $0.element.0.distance(to: $0.element.1) > 1e-9 }?.offset ?? roll.count
                        problems.append("hole \(hole + 1) at \(Int(degrees))°, \(Int(power * 100))%: parts at frame \(off)")
                    }
                }
            }
        }
        #expect(checked > 90 && problems.isEmpty, "\(problems.count) of \(checked) previews part from the roll: \(problems.prefix(4))")
    }
}
