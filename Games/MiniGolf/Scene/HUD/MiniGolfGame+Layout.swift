import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore

/// Layout: the HUD per posture, then the course fitted into what the HUD leaves clear, and
/// the fold lint of the playfield items (ball, cup, aim handle, the card between holes).
extension MiniGolfGame {
    public mutating func layoutHUD(measurer: any TextMeasurer) -> HUDSnapshot {
        refreshStatus()
        hud.setHidden(device.posture == .closed, for: MiniGolfHUD.camera)
        hud.setHidden(bot != nil || (match.phase != .holeComplete && match.phase != .finished), for: MiniGolfHUD.next)
        hud.setText(match.phase == .finished ? "Again" : "Next", for: MiniGolfHUD.next)
        hud.setEnabled(bot == nil && match.phase != .finished, for: MiniGolfHUD.restart)
        hud.update(in: GeometryProxy(device: device, layoutDirection: device.layoutDirection), measurer: measurer)
        placeCourse()
        var snapshot = HUDSnapshot(hud, playfieldViolations: FoldLint.lint(frames: playfieldItems(), device: device))
        // The course view and the cup stay put within a hole: they take part in layout shift.
        snapshot.elementFrames["courseView"] = playfield.courseView.frame
        snapshot.elementFrames["cup"] = playfield.courseView.square(around: match.course.cup, radius: match.tuning.cupRadius)
        return snapshot
    }

    /// Fits the course into the course viewport, clear of every occlusion (active or not, so
    /// turning the camera on moves nothing) and of the HUD's status and controls.
    mutating func placeCourse() {
        guard let area = hud.frame(of: MiniGolfHUD.course) else { return }
        var obstacles = GeometryProxy(device: device)
            .reservedRegions(kind: .occlusion, options: .includeInactive, layoutDirectionBehavior: .fixed).map(\.frame)
        obstacles += MiniGolfHUD.overlayIDs.compactMap { hud.frame(of: $0) }.map { $0.insetBy(dx: -4, dy: -4) }
        let size = match.course.size
        playfield.courseView = CourseView(fitting: size, in: ClearArea.largest(in: area, avoiding: obstacles, fitting: size))
        do {
            // On a tall page (book, a tall outer display) a wide course turns a quarter to fill it.
            let turnedSize = Size(width: size.height, height: size.width)
            let turned = CourseView(fitting: size, in: ClearArea.largest(in: area, avoiding: obstacles, fitting: turnedSize), turned: true)
            if turned.scale > playfield.courseView.scale * 1.33 { playfield.courseView = turned }
        }
        playfield.cameraFrame = device.posture == .closed ? nil : hud.frame(of: MiniGolfHUD.camera)
    }

    /// The things on the course a player touches or reads, in display points.
    func playfieldItems() -> [(id: String, role: Role, frame: Rect)] {
        let tuning = match.tuning
        var items: [(id: String, role: Role, frame: Rect)] = [
            ("ball", .status, playfield.courseView.square(around: match.ball.position, radius: max(tuning.ballRadius, 6 / playfield.courseView.scale))),
            ("cup", .status, playfield.courseView.square(around: match.course.cup, radius: tuning.cupRadius)),
        ]
        if match.canPutt {
            let handle = aimHandle()
            items.append(("aim", .control, Rect(x: handle.x - 22, y: handle.y - 22, width: 44, height: 44)))
        }
        if let card = cardFrame() { items.append(("card", .status, card)) }
        if effects.notice != nil { items.append(("notice", .status, noticeFrame())) }
        return items
    }

    /// Where the drag handle is drawn: behind the ball by the pull, kept inside the course
    /// view so it never reaches the fold or a camera.
    func aimHandle() -> Point {
        let ball = playfield.courseView.display(match.ball.position)
        // Never closer than 40 pt, so near the cup the ring stays clear of the ball and flag.
        let pull = max(40, Self.fullPowerPull * pow(aim.power, 1 / Self.pullCurve))
        let angle = playfield.courseView.displayAngle(aim.angle)
        let raw = Point(x: ball.x - cos(angle) * pull, y: ball.y - sin(angle) * pull)
        let bounds = playfield.courseView.frame.insetBy(dx: 22, dy: 22)
        guard bounds.width > 0, bounds.height > 0 else { return ball }
        return Point(x: min(bounds.maxX, max(bounds.minX, raw.x)), y: min(bounds.maxY, max(bounds.minY, raw.y)))
    }

    /// The hole-complete card and scorecard, over the course between holes.
    func cardFrame() -> Rect? {
        guard match.phase == .holeComplete || match.phase == .finished else { return nil }
        // As tall as what it holds (title, detail, table, hint), never taller than the view.
        let frame = playfield.courseView.frame.insetBy(dx: min(24, playfield.courseView.frame.width * 0.04), dy: min(16, playfield.courseView.frame.height * 0.04))
        let width = min(frame.width, 600), height = min(frame.height, ScorecardCard.fullHeight)
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }

    /// The plate of a splash or lip-out message: along the top of the course view.
    func noticeFrame() -> Rect {
        let frame = playfield.courseView.frame
        let width = min(frame.width - 16, 260.0)
        return Rect(x: frame.midX - width / 2, y: frame.minY + 8, width: width, height: 28)
    }

    /// Hole, par and strokes on the raised half.
    mutating func refreshStatus() {
        let number = match.holeIndex + 1, count = match.courses.count
        hud.setText("Hole \(number)/\(count) · \(match.course.name)", for: MiniGolfHUD.holeLabel)
        let total = Scorecard.versusParText(match.scorecard.versusPar)
        hud.setText("Par \(match.course.par)", for: MiniGolfHUD.parLabel)
        hud.setText("Stroke \(match.strokes)", for: MiniGolfHUD.strokeLabel)
        hud.setText("Total \(total)", for: MiniGolfHUD.totalLabel)
    }
}
