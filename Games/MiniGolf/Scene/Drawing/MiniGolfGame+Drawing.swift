import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore

/// Drawing: the caddie camera, the course from above, the card between holes, the pause
/// veil (the runner draws the HUD on top).
extension MiniGolfGame {
    public func draw(into list: inout DrawList, interpolation: Double) {
        // A ball gone into the water is seen sinking where it went in before it shows back
        // where it was struck, and nothing is aimed meanwhile (`HoleEffects.ballInWater`).
        let drowning = effects.ballInWater
        let ball = drowning?.point ?? hole.ball(match.ball.position, interpolation: interpolation)
        let canAim = match.canPutt && drowning == nil
        let flashLevel = effects.flashLevel
        let lining = canAim && bot == nil || input.drag != nil
        // A holed ball sinks out of sight (`HoleEffects.dropFrames`); then it is in the cup.
        let sink = drowning?.sink ?? effects.ballSink ?? 0
        // A hole ended out of strokes keeps its ball where it stopped: the caddie view looks
        // at that spot, and without the ball it showed a bare corner of the course.
        let outOfStrokes = match.phase == .holeComplete && !match.scorecard.lines[match.holeIndex].holed
        let showsBall = match.isHoleInPlay || effects.isDropping || outOfStrokes
        list.fill(Rect(origin: .zero, size: device.displaySize), Palette.background)
        if let caddie = caddieRenderer() {
            caddie.draw(time: match.time, ball: ball, showsBall: showsBall, sink: sink, aim: canAim ? aim : nil, flash: flashLevel,
                        splash: effects.splashing, into: &list)
        }
        let renderer = TopDownRenderer(art: hole.art, view: placement.courseView, tuning: match.tuning)
        func drawHole(into list: inout DrawList) {
            renderer.drawCourse(time: match.time, into: &list)
            renderer.drawCup(flash: flashLevel, ringAge: effects.ringAge, into: &list)
            renderer.drawTrail(effects.trail, into: &list)
            if let splash = effects.splashing { renderer.drawSplash(at: splash.point, age: splash.age, into: &list) }
            if showsBall {
                renderer.drawBall(at: ball, sink: sink, into: &list)
            }
        }
        // The course lies on a panel of rough filling the room it was fitted in, so the aim
        // handle, the power and the first-shot hint, which may stand beside the course, are on it.
        list.fill(placement.courseArea, cornerRadius: 6, Palette.rough)
        let preview = canAim && (lining || bot != nil) ? previewRun() : nil
        // Zoomed in on the ball, the rest of the hole runs on past the view: cut at its frame.
        if placement.isFollowing {
            list.clipped(to: placement.courseView.frame) { drawHole(into: &$0) }
            drawCupPointer(clearOf: preview?.path ?? [], into: &list)
        } else {
            drawHole(into: &list)
        }
        if let preview {
            // The handle and the power may stand beside the course, in the room it was fitted in.
            list.clipped(to: placement.courseArea) { list in
                renderer.drawAim(ball: ball, aim: aim, path: preview.path, ringsEnd: preview.rests, splashes: preview.splashes,
                                 lipsOut: preview.lipsOut, handle: aimHandle(),
                                 in: placement.courseArea, keepOff: firstShotHint().map { [$0.frame] } ?? [], into: &list)
            }
        }
        if let notice = effects.notice {
            let plate = noticeFrame()
            list.fill(plate, cornerRadius: 8, Palette.card.fading(min(1, Double(notice.frames) / 20)))
            list.text(notice.text, at: Point(x: plate.midX, y: plate.minY + 5), font: .caption,
                      Palette.cardText.fading(min(1, Double(notice.frames) / 20)), alignment: .center)
        }
        if let hint = firstShotHint() {
            let plate = hint.frame
            list.fill(plate, cornerRadius: 8, Palette.card.withAlpha(220))
            list.stroke(plate, cornerRadius: 8, Palette.aim.withAlpha(150), width: 1.5)
            list.text(hint.text, at: Point(x: plate.midX, y: plate.minY + 5), font: HintPlate.font, Palette.aim, alignment: .center)
        }
        drawCelebration(into: &list)
        drawNewBest(into: &list)
        // Behind the card where the camera is hidden; over the caddie view where it shows.
        drawFinale(into: &list)
        if let card = cardFrame(), !effects.isFlashing {
            ScorecardCard(match: match, improvedHoles: scores.improvedHoles, isNewBestRound: scores.improvedRound, bestRound: scores.best.bestRound,
                          isAutoplay: bot != nil,
                          input: input.lastInput).draw(in: card, into: &list)
        }
        if isPaused {
            // A veil over everything, and the menu on a solid panel, as Battlefleet's is: nothing
            // of the course or the aim shows between its buttons.
            list.fill(Rect(origin: .zero, size: device.displaySize), Color.black.withAlpha(170))
            if let menu = menuFrame {
                let panel = menuPanel(around: menu)
                list.fill(panel, cornerRadius: 14, Palette.card)
                list.stroke(panel, cornerRadius: 14, Palette.aim.withAlpha(120), width: 1.5)
                if panel.minY < menu.minY - Self.menuTitleHeight {
                    list.text(menuTitle, at: Point(x: panel.midX, y: panel.minY + 10), font: .title, Palette.cardText, alignment: .center)
                }
            }
        }
    }

    /// Zoomed in on the ball with the cup out of the view: a flag-red badge with a little white
    /// flag inside the view's edge, on the line from the ball to the cup (slid along the edge
    /// clear of the aim's dots, `path` in course units, which head that way too), and a
    /// flag-red arrow from it pointing the way to the cup.
    func drawCupPointer(clearOf path: [Point], into list: inout DrawList) {
        let view = placement.courseView, frame = view.frame.insetBy(dx: 28, dy: 28)
        let cup = view.display(match.course.cup), ball = view.display(match.ball.position)
        guard !view.frame.contains(cup), frame.width > 0, frame.height > 0 else { return }
        let dx = cup.x - ball.x, dy = cup.y - ball.y
        // How far along the line from the ball it meets the inset frame.
        let tx = dx > 0 ? (frame.maxX - ball.x) / dx : dx < 0 ? (frame.minX - ball.x) / dx : Double.infinity
        let ty = dy > 0 ? (frame.maxY - ball.y) / dy : dy < 0 ? (frame.minY - ball.y) / dy : Double.infinity
        let t = max(0, min(tx, ty, 1))
        let onLine = Point(x: min(max(ball.x + dx * t, frame.minX), frame.maxX), y: min(max(ball.y + dy * t, frame.minY), frame.maxY))
        let centre = Self.badgeCentre(near: onLine, along: tx < ty ? .vertical : .horizontal, in: frame,
                                      clearOf: path.map(view.display), avoiding: obstacleFrames())
        let towardCup = Point(x: cup.x - centre.x, y: cup.y - centre.y)
        let length = max(1e-9, (towardCup.x * towardCup.x + towardCup.y * towardCup.y).squareRoot())
        let ux = towardCup.x / length, uy = towardCup.y / length
        // Flag-red, white-ringed: nothing like the dark cup it points to.
        list.fillCircle(center: centre, radius: Self.badgeRadius, Palette.flag)
        list.strokeCircle(center: centre, radius: Self.badgeRadius, .white, width: 1.5)
        // The little flag in white: a pole and its pennant.
        list.line(from: Point(x: centre.x - 3, y: centre.y + 7), to: Point(x: centre.x - 3, y: centre.y - 7), .white, width: 1.5)
        list.fillPolygon([Point(x: centre.x - 2.5, y: centre.y - 7), Point(x: centre.x + 7, y: centre.y - 4), Point(x: centre.x - 2.5, y: centre.y - 1)],
                         .white)
        // The arrow just outside the badge, its tip toward the cup.
        let tip = Point(x: centre.x + ux * 26, y: centre.y + uy * 26), back = Point(x: centre.x + ux * 16, y: centre.y + uy * 16)
        list.fillPolygon([tip, Point(x: back.x - uy * 7, y: back.y + ux * 7), Point(x: back.x + uy * 7, y: back.y - ux * 7)], Palette.flag)
    }

    /// Where the course's obstacles lie on the display: each windmill's hub, each block where
    /// it is now, and each island, as the boxes round them.
    func obstacleFrames() -> [Rect] {
        let view = placement.courseView, course = match.course
        return course.windmills.map { view.square(around: $0.center, radius: $0.hubRadius) }
            + course.sliders.map { Polygon.bounds($0.corners(at: match.time).map(view.display)) }
            + course.walls.filter(\.closed).map { Polygon.bounds($0.points.map(view.display)) }
    }

    /// The way a badge on the view's edge may slide: up and down a side, or along the top or bottom.
    enum EdgeSlide { case vertical, horizontal }

    /// Where the cup's badge stands: `start`, or the nearest place along its edge of `frame`
    /// (then, a badge's width at a time, further in from that edge) whose badge (and a margin)
    /// no segment of `path` (display points) crosses and no obstacle (`obstacles`, display
    /// boxes) lies under; `start` where none is clear.
    static func badgeCentre(near start: Point, along slide: EdgeSlide, in frame: Rect, clearOf path: [Point],
                            avoiding obstacles: [Rect] = []) -> Point {
        func clear(_ centre: Point) -> Bool {
            zip(path, path.dropFirst()).allSatisfy { Polygon.distance(from: centre, toSegment: $0, $1) >= Self.badgeClearance }
                && obstacles.allSatisfy { box in
                    let dx = max(box.minX - centre.x, 0, centre.x - box.maxX), dy = max(box.minY - centre.y, 0, centre.y - box.maxY)
                    return (dx * dx + dy * dy).squareRoot() >= Self.badgeRadius + 3
                }
        }
        guard !clear(start) else { return start }
        // Along the edge first; where a long obstacle lies along it, further in from the edge
        // (toward the view's middle), a badge's width at a time.
        let middle = Point(x: frame.midX, y: frame.midY)
        for inward in stride(from: 0.0, through: 3 * Self.badgeRadius * 2, by: Self.badgeRadius * 2) {
            let base = slide == .vertical
                ? Point(x: start.x + (middle.x > start.x ? inward : -inward), y: start.y)
                : Point(x: start.x, y: start.y + (middle.y > start.y ? inward : -inward))
            for step in stride(from: inward == 0 ? 4.0 : 0, through: 120, by: 4) {
                for offset in step == 0 ? [0] : [step, -step] {
                    let centre = slide == .vertical ? Point(x: base.x, y: base.y + offset) : Point(x: base.x + offset, y: base.y)
                    let inside = (frame.minX...frame.maxX).contains(centre.x) && (frame.minY...frame.maxY).contains(centre.y)
                    if inside, clear(centre) { return centre }
                }
            }
        }
        return start
    }

    /// How far the aim's dots keep from the cup badge's centre: its radius (`badgeRadius`), its
    /// arrow's reach beside it, and a dot's width.
    static let badgeClearance = 22.0
    /// The cup badge's radius, points.
    static let badgeRadius = 13.0

    /// The room the pause menu's title takes above its buttons.
    static let menuTitleHeight = 40.0

    /// The pause menu's panel: its buttons with a margin round them, and its title above them
    /// where the display has room (12 pt from its edges); on the flip's small outer display the
    /// buttons say it all ("Keep playing", "Discard this round").
    func menuPanel(around menu: Rect) -> Rect {
        let panel = menu.insetBy(dx: -14, dy: -10)
        // Wide enough for the title too ("Continue your round?" is wider than the buttons):
        // bold title glyphs run up to about 0.66 of the font's size, with 20 pt either side.
        let half = max(panel.width, Double(menuTitle.count) * Font.title.size * 0.66 + 40) / 2
        let titled = Rect(minX: panel.midX - half, minY: panel.minY - Self.menuTitleHeight, maxX: panel.midX + half, maxY: panel.maxY)
        return Rect(origin: .zero, size: device.displaySize).insetBy(dx: 12, dy: 12).contains(titled) ? titled : panel
    }

    /// Points the caddie view keeps below the ball when it tilts up to show the flag: 12%
    /// of its height (about an eighth), at least 8.
    static func ballMargin(in view: Rect) -> Double {
        max(8, view.height * 0.12)
    }

    /// The part of the caddie camera's frame below the status panel, which its view is aimed
    /// into; nil while the camera is hidden (closed).
    func caddieView() -> Rect? {
        guard let cameraFrame = placement.cameraFrame else { return nil }
        guard let panel = hud.frame(of: MiniGolfHUD.ID.statusPanel), panel.intersects(cameraFrame), panel.maxY < cameraFrame.midY else {
            return cameraFrame
        }
        return Rect(minX: cameraFrame.minX, minY: panel.maxY, maxX: cameraFrame.maxX, maxY: cameraFrame.maxY)
    }

    /// The caddie camera for this frame, aimed below the status panel; nil while hidden (closed).
    func caddieRenderer() -> CaddieRenderer? {
        guard let cameraFrame = placement.cameraFrame, let view = caddieView() else { return nil }
        // Tilted up where the flag would stand under the status, as far as keeps the ball well
        // inside the view: an eighth of its height above the bottom edge, never at the frame's edge.
        var camera = hole.camera
        let cup = match.course.cup
        let ballAbove = view.maxY - Self.ballMargin(in: view)
        // Tilted up too where the eye stands beyond the fence, so the rail, not the empty
        // ground outside it, runs along the view's foot.
        camera.tilt = max(camera.tilt(keeping: Vector3(x: cup.x, y: cup.y, z: CaddieRenderer.flagHeight + 2), below: view.minY + 6,
                                      ballAbove: ballAbove, in: view),
                          camera.tilt(hidingOutsideBelow: view.maxY, ballAbove: ballAbove, in: view))
        return CaddieRenderer(art: hole.art, tuning: match.tuning, camera: camera, frame: cameraFrame, view: view)
    }
}
