import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// The course from above draws the ball big enough to play on every profile and posture:
/// where the whole hole would draw it too small, the view zooms in and follows it, and V
/// shows the whole hole.
@Suite struct CourseFollowTests {
    @Test("the ball is drawn at least 4 pt in radius, inside the view, on every profile and posture, all round a hole",
          arguments: MiniGolfAimTests.postures)
    func theBallIsBigEnough(profile: String, posture: Posture) throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device(profile, posture))
        var problems: [String] = []
        for frame in 0..<400 {
            if game.match.canPutt { game.putt() }
            TestSupport.run(&game, updates: 1)
            let view = game.courseView
            let radius = game.match.tuning.ballRadius * view.scale
            let ball = view.display(game.match.ball.position)
            if radius < MiniGolfGame.zoomBelowRadius - 1e-9 { problems.append("frame \(frame): the ball is \(radius) pt") }
            if !view.frame.insetBy(dx: radius, dy: radius).contains(ball) { problems.append("frame \(frame): the ball at \(ball) leaves \(view.frame)") }
        }
        #expect(problems.isEmpty, "\(profile) \(posture): \(problems.count) frames: \(problems.prefix(3))")
    }

    @Test("on the flip's outer display the view follows the ball, and V shows the whole hole and back")
    func vShowsTheWholeHole() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("flip", .closed))
        #expect(game.placement.isFollowing, "the flip's outer display should zoom in on the ball")
        let whole = CourseView.shownPart(of: game.match.course)
        #expect(game.courseView.shown.width < whole.width || game.courseView.shown.height < whole.height)
        for _ in 0..<2 {
            _ = FramePhases.handle(.key(KeyEvent(key: "V", isDown: true)), in: &game)
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
            #expect(!game.placement.isFollowing && game.courseView.shown == whole, "V should show the whole hole")
            _ = FramePhases.handle(.key(KeyEvent(key: "V", isDown: true)), in: &game)
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
            #expect(game.placement.isFollowing, "V again should follow the ball")
        }
    }

    @Test("zoomed in with the cup out of the view, an arrow inside the view points the way to it")
    func anArrowPointsToTheCup() throws {
        let (game, _) = TestSupport.game(on: try TestSupport.device("flip", .closed))
        let view = game.courseView
        #expect(game.placement.isFollowing && !view.frame.contains(view.display(game.match.course.cup)), "hole 1's cup should be out of the zoomed view at the tee")
        var list = DrawList()
        let path = game.previewPath()
        game.drawCupPointer(clearOf: path, into: &list)
        let arrows = list.commands.compactMap { command -> [Point]? in
            if case .fillPolygon(let points, let color) = command, color == Palette.flag { return points }
            return nil
        }
        let tip = try #require(arrows.last?.first, "an arrow should point to the cup")
        let cup = view.display(game.match.course.cup), ball = view.display(game.match.ball.position)
        #expect(view.frame.contains(tip), "the arrow \(tip) should lie inside the view \(view.frame)")
        #expect(tip.distance(to: cup) < ball.distance(to: cup), "the arrow should stand toward the cup from the ball")
        // The aim at the tee heads for the cup as the badge does: the badge steps aside.
        let badge = try #require(list.commands.lazy.compactMap { command -> Point? in
            if case .fillCircle(let centre, _, let color) = command, color == Palette.flag { return centre }
            return nil
        }.first, "a badge should mark the way to the cup")
        let dots = path.map(view.display)
        #expect(!dots.isEmpty, "the tee's aim should have a preview")
        let nearest = zip(dots, dots.dropFirst()).map { Polygon.distance(from: badge, toSegment: $0, $1) }.min() ?? .infinity
        #expect(nearest >= MiniGolfGame.badgeClearance, "the badge at \(badge) should keep off the aim's dots (nearest \(nearest) pt)")
    }

    @Test("the cup's badge never lies on a windmill, a block or an island, at the tee and along the bot's putts of every hole")
    func theBadgeKeepsOffObstacles() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("flip", .closed), autoplay: true)
        var badges = 0
        var problems: [String] = []
        for _ in 0..<4_000 {
            TestSupport.run(&game, updates: 1)
            guard game.placement.isFollowing, game.match.isHoleInPlay else { continue }
            var list = DrawList()
            game.drawCupPointer(clearOf: [], into: &list)
            guard let badge = list.commands.lazy.compactMap({ command -> Point? in
                if case .fillCircle(let centre, _, let color) = command, color == Palette.flag { return centre }
                return nil
            }).first else { continue }
            badges += 1
            for box in game.obstacleFrames() {
                let dx = max(box.minX - badge.x, 0, badge.x - box.maxX), dy = max(box.minY - badge.y, 0, badge.y - box.maxY)
                if (dx * dx + dy * dy).squareRoot() < MiniGolfGame.badgeRadius {
                    problems.append("hole \(game.match.holeIndex + 1): the badge at \(badge) lies on \(box)")
                }
            }
        }
        #expect(badges > 200 && problems.isEmpty, "\(badges) badges: \(problems.count) on an obstacle: \(problems.prefix(3))")
    }

    @Test("a view already drawing the ball big enough does not zoom; a small one zooms to the least radius round the ball")
    func followingZoomsOnlyWhenSmall() {
        let big = CourseView(showing: Rect(x: 0, y: 0, width: 200, height: 100), in: Rect(x: 0, y: 0, width: 800, height: 400))
        #expect(big.following(Point(x: 50, y: 50), ballRadius: 4, leastRadius: 5, in: Rect(x: 0, y: 0, width: 800, height: 400)) == nil)
        let area = Rect(x: 0, y: 0, width: 212, height: 112)
        let small = CourseView(showing: Rect(x: 0, y: 0, width: 800, height: 400), in: area)
        let zoomed = small.following(Point(x: 790, y: 200), ballRadius: 4, leastRadius: 5, in: area)
        #expect(zoomed.map { abs($0.scale - 1.25) < 1e-9 } == true, "the zoomed view should draw a 4-unit ball 5 pt: \(String(describing: zoomed))")
        // Near the course's edge the view stops at it instead of centring the ball past it.
        #expect(zoomed?.shown.maxX == 800 && zoomed.map { $0.shown.contains(Point(x: 790, y: 200)) } == true)
    }
}
