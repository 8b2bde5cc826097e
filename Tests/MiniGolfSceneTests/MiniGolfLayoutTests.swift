import Crease
import CreaseHUD
import CreasePlaytest
import MiniGolfCore
import Testing
@testable import MiniGolfScene

@Suite("Mini-golf layout: every posture × profile × direction × camera")
struct MiniGolfLayoutTests {
    static let cases: [(String, Posture, LayoutDirection, Bool)] = TestSupport.profileNames.flatMap { profile in
        Posture.allCases.flatMap { posture in
            [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
                [false, true].map { camera in (profile, posture, direction, camera) }
            }
        }
    }

    @Test("the HUD and the ball, cup, aim handle and card break no fold rule", arguments: cases)
    func lintClean(profile: String, posture: Posture, direction: LayoutDirection, camera: Bool) throws {
        let device = try TestSupport.device(profile, posture, direction: direction, camera: camera)
        let (game, snapshot) = TestSupport.game(on: device)
        #expect(snapshot.violations.isEmpty, "\(profile) \(posture) \(direction) camera \(camera) should be lint-clean; got \(snapshot.violations)")
        #expect(game.courseView.scale > 0.4, "\(profile) \(posture): the course should be drawn at a readable scale, not \(game.courseView.scale)")
        // The whole course view keeps clear of the fold and the cameras, so no ball position can break a rule.
        let items = [("course", Role.status, game.courseView.frame)]
        #expect(FoldLint.lint(frames: items, device: device).isEmpty, "\(profile) \(posture): the course view itself should sit clear of the fold and every camera")
        if posture == .closed {
            #expect(game.cameraFrame == nil, "closed: the caddie camera should be hidden")
        } else {
            let cameraFrame = try #require(game.cameraFrame, "\(posture): the caddie camera should be shown")
            #expect(!cameraFrame.intersects(game.courseView.frame), "\(profile) \(posture): the camera and the course should lie on opposite sides of the fold")
        }
    }

    @Test("no panel, button or the course runs within 12 pt of a display edge", arguments: cases)
    func panelsKeepOffTheEdges(profile: String, posture: Posture, direction: LayoutDirection, camera: Bool) throws {
        let device = try TestSupport.device(profile, posture, direction: direction, camera: camera)
        var (game, _) = TestSupport.game(on: device)
        game.togglePause()
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        let display = Rect(origin: .zero, size: device.displaySize).insetBy(dx: 12, dy: 12)
        // The caddie camera is the scene itself and runs edge to edge; everything on it is checked.
        var frames: [(String, Rect)] = [MiniGolfHUD.ID.statusPanel, MiniGolfHUD.ID.course, MiniGolfHUD.ID.restart, MiniGolfHUD.ID.pause,
                                        MiniGolfHUD.ID.resume, MiniGolfHUD.ID.menuRestart, MiniGolfHUD.ID.newRound].compactMap { id in
            game.hud.frame(of: id).map { (id.rawValue, $0) }
        }
        frames.append(("course plate", game.courseView.frame.insetBy(dx: -4, dy: -4)))
        for (id, frame) in frames {
            #expect(display.contains(frame), "\(profile) \(posture) \(direction) camera \(camera): \(id) at \(frame) runs within 12 pt of an edge")
        }
    }

    @Test("a wide course turns a quarter on a tall page, and taps and aim turn with it")
    func turnedCourseOnATallPage() throws {
        let device = try TestSupport.device("duo", .closed)
        var (game, _) = TestSupport.game(on: device)
        #expect(game.courseView.isTurned, "the duo's tall outer display should show the wide first hole turned")
        let view = game.courseView
        let point = Point(x: 37, y: 81)
        let back = view.course(view.display(point))
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        // A pull straight up the screen sends the ball down it; turned, the course's +x runs down
        // the display, so the putt goes along +x.
        let start = game.courseView.frame.center
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .began, location: start)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .ended, location: Point(x: start.x, y: start.y - 80))), in: &game)
        #expect(game.match.strokes == 1 && abs(game.aim.angle) < 1e-9, "a pull up the turned course should putt along its +x, not at \(game.aim.angle)")
    }

    @Test("a fold mid-roll never turns the course; at rest it faces the best way for the posture")
    func orientationKeptWhileRolling() throws {
        let closed = try TestSupport.device("duo", .closed)
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop), autoplay: true)
        #expect(!game.courseView.isTurned, "the wide first hole should lie as it is on the tabletop's flat half")
        for _ in 0..<6_000 where game.match.phase != .rolling { TestSupport.run(&game, updates: 1) }
        game.deviceDidChange(closed)
        var rolled = 0
        while game.match.phase == .rolling {
            TestSupport.run(&game, updates: 1)
            rolled += 1
            if game.match.phase == .rolling { #expect(!game.courseView.isTurned, "folded shut mid-roll, the course should keep the way it faces") }
        }
        #expect(rolled > 1, "the putt should still have been rolling")
        let (shut, _) = TestSupport.game(on: closed)
        #expect(shut.courseView.isTurned, "the duo's tall outer display turns a wide first hole")
        #expect(game.courseView.isTurned || game.match.holeIndex > 0, "at rest, shut, the course should face the tall display's best way")
    }

    @Test("folding flat ⇄ tabletop moves nothing, the course view and cup included", arguments: TestSupport.profileNames)
    func flatMatchesTabletop(profile: String) throws {
        var device = try TestSupport.device(profile, .tabletop)
        var (game, folded) = TestSupport.game(on: device)
        device.posture = .flat
        game.deviceDidChange(device)
        let flat = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        let moved = LayoutShift.movedElements(before: folded.elementFrames, after: flat.elementFrames)
        #expect(moved.isEmpty, "\(profile): unfolding from tabletop should move nothing; moved \(moved)")
        #expect(flat.elementFrames["courseView"] != nil, "the snapshot should include the course view")
        device.posture = .tabletop
        game.deviceDidChange(device)
        folded = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        #expect(LayoutShift.measure(before: flat.elementFrames, after: folded.elementFrames).max == 0, "\(profile): folding back should move nothing")
    }

    @Test("tabletop puts the camera on the raised half above the course; book puts them side by side")
    func panes() throws {
        let (tabletop, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        let camera = try #require(tabletop.cameraFrame)
        #expect(camera.maxY <= tabletop.courseView.frame.minY, "tabletop: the caddie camera should be above the course")
        let (book, _) = TestSupport.game(on: try TestSupport.device("duo", .book))
        let side = try #require(book.cameraFrame)
        #expect(side.maxX <= book.courseView.frame.minX, "book, left to right: the camera should lead and the course trail")
        let (rtl, _) = TestSupport.game(on: try TestSupport.device("duo", .book, direction: .rightToLeft))
        let mirrored = try #require(rtl.cameraFrame)
        #expect(mirrored.minX >= rtl.courseView.frame.maxX, "book, right to left: the camera should be on the right")
    }

    @Test("the caddie camera is drawn as triangle meshes inside its viewport")
    func cameraDrawsMeshes() throws {
        let (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let camera = try #require(game.cameraFrame)
        let meshes = list.commands.compactMap { command -> [Vertex]? in
            if case .triangles(let vertices, _, _) = command { return vertices }
            return nil
        }
        let inCamera = meshes.filter { vertices in vertices.contains { camera.insetBy(dx: -1, dy: -1).contains($0.position) } }
        #expect(inCamera.map(\.count).reduce(0, +) > 100, "the camera should draw the course as meshes with many triangles")
        #expect(list.commands.contains(.pushClip(camera)), "the camera should clip its drawing to its viewport")
    }

    @Test("the card between holes covers the course across or leaves it clear each side, with room for its table",
          arguments: TestSupport.profileNames, Posture.allCases)
    func cardCoversTheCourse(profile: String, posture: Posture) throws {
        let device = try TestSupport.device(profile, posture)
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        // The bot holes out twice: a narrow hole (the first) and a full one (the second).
        for hole in 0..<2 {
            for _ in 0..<3_000 where game.match.phase != .holeComplete { TestSupport.run(&game, updates: 1) }
            let card = try #require(game.cardFrame(), "\(profile) \(posture): hole \(hole + 1) should end on its card")
            let course = game.courseView.frame
            // Either across the whole course, or clear of its sides by a margin: never a sliver.
            let covers = card.minX <= course.minX && card.maxX >= course.maxX
            let clear = card.minX >= course.minX + 16 && card.maxX <= course.maxX - 16
            #expect(covers || clear, "\(profile) \(posture) hole \(hole + 1): the card \(card) leaves a sliver of the course \(course) beside it")
            // Never shorter than the course's plate: none of it shows above or below the card.
            #expect(card.minY <= course.minY - 4 && card.maxY >= course.maxY + 4, "\(profile) \(posture) hole \(hole + 1): the card \(card) is shorter than the course \(course)")
            // The whole panel, or inside it with a margin: never flush with one of its edges.
            let room = game.placement.courseArea
            #expect(card == room || room.insetBy(dx: 5.99, dy: 5.99).contains(card),
                    "\(profile) \(posture) hole \(hole + 1): the card \(card) stands flush with the panel \(room) without filling it")
            // Ten columns of scores and a total: at least 22 pt a column.
            #expect(card.width >= MiniGolfGame.cardTableWidth, "\(profile) \(posture) hole \(hole + 1): the card is \(card.width) pt wide, too narrow for its table")
            // Autoplay moves on by itself.
            for _ in 0..<3_000 where game.match.phase == .holeComplete { TestSupport.run(&game, updates: 1) }
        }
    }

    @Test("right to left, the hole line reads from the right as the score row does; left to right, from the left",
          arguments: TestSupport.profileNames)
    func statusMirrorsWhole(profile: String) throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let device = try TestSupport.device(profile, .tabletop, direction: direction)
            let (game, _) = TestSupport.game(on: device)
            func alignment(_ id: MiniGolfHUD.ID) -> TextAlignment? {
                if case .label(let label)? = game.hud.element(id)?.widget { return label.alignment }
                return nil
            }
            let hole = try #require(game.hud.frame(of: MiniGolfHUD.ID.holeLabel))
            let par = try #require(game.hud.frame(of: MiniGolfHUD.ID.parLabel))
            let total = try #require(game.hud.frame(of: MiniGolfHUD.ID.totalLabel))
            let rightToLeft = direction == .rightToLeft
            // The row's reading end (par first) and the title start on the same side.
            #expect(rightToLeft ? par.maxX > total.maxX : par.minX < total.minX, "\(profile) \(direction): the score row is not in reading order")
            #expect(alignment(.holeLabel) == (rightToLeft ? .right : .left) && alignment(.parLabel) == alignment(.holeLabel)
                    && alignment(.strokeLabel) == alignment(.holeLabel) && alignment(.totalLabel) == (rightToLeft ? .left : .right),
                    "\(profile) \(direction): the hole line and the score row should start on the same side")
            #expect(abs((rightToLeft ? hole.maxX - par.maxX : hole.minX - par.minX)) < 1, "\(profile) \(direction): title and row should share their start edge")
        }
    }
}
