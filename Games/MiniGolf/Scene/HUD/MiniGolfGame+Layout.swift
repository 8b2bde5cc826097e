import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore

/// Layout: the HUD per posture, then the course fitted into what the HUD leaves clear, and
/// the fold lint of the playfield items (ball, cup, aim handle, the card between holes).
extension MiniGolfGame {
    /// Sets the HUD's status texts and which buttons show for this frame.
    public mutating func layOut(on device: Device) {
        refreshStatus()
        MiniGolfHUD.alignStatus(in: &hud, direction: device.layoutDirection)
        hud.setHidden(device.posture == .closed, for: MiniGolfHUD.ID.camera)
        hud.setText(match.phase == .finished ? "Again" : "Next", for: MiniGolfHUD.ID.next)
        // The round over, Pause opens the menu (New round, the sound): it says so.
        hud.setText(isPaused ? resumeText : match.phase == .finished ? "Menu" : "Pause", for: MiniGolfHUD.ID.pause)
        // Only a hole in play restarts (a holed one keeps its score); while paused the menu's
        // own buttons act, and the ones behind it wait.
        hud.setEnabled(canRestartHole, for: MiniGolfHUD.ID.restart)
        hud.setText(restartQuestionFrames > 0 && canRestartHole ? "Restart?" : "Restart", for: MiniGolfHUD.ID.restart)
        hud.setEnabled(!isPaused, for: MiniGolfHUD.ID.next)
        hud.setEnabled(bot == nil && match.isHoleInPlay, for: MiniGolfHUD.ID.menuRestart)
        let covered = whatTheMenuCovers()
        let status = covered.contains(.statusPanel)
        for id in [MiniGolfHUD.ID.statusPanel, .holeLabel, .parLabel, .strokeLabel, .totalLabel] { hud.setHidden(status, for: id) }
        // On a small outer display the menu's own Resume and Restart hole stand for the buttons.
        let compact = MiniGolfHUD.isCompact(device)
        // While the menu asks a question ("New round?", "Continue your round?"), its two
        // answers are the only way on: the bar's Resume steps out of sight.
        hud.setHidden(covered.contains(.pause) || (compact && isPaused) || isAsking, for: MiniGolfHUD.ID.pause)
        // Between holes and with the round over, Restart stays in its place, disabled, beside
        // Next or Again: the row keeps a hidden button's gap, and a gap between Again and Menu
        // read as a missing button. While the menu asks, it steps out of sight with Resume, so
        // no lone greyed button stands under the question.
        hud.setHidden(covered.contains(.restart) || (compact && isPaused) || isAsking, for: MiniGolfHUD.ID.restart)
        let between = match.phase == .holeComplete || match.phase == .finished
        hud.setHidden(bot != nil || !between || covered.contains(.next) || compact, for: MiniGolfHUD.ID.next)
        MiniGolfHUD.fitToDisplay(&hud, compact: compact)
    }

    /// While paused, whatever of the HUD the menu's panel would lie across (the status and the
    /// buttons on the flip's small outer display): it steps out of sight, so no word shows over
    /// or through the menu, and comes back as the menu closes.
    func whatTheMenuCovers() -> Set<MiniGolfHUD.ID> {
        guard let menu = menuFrame.map(menuPanel(around:)) else { return [] }
        return Set([MiniGolfHUD.ID.statusPanel, .restart, .pause, .next].filter { id in
            hud.frame(of: id).map { $0.intersects(menu) } ?? false
        })
    }

    /// Places the course around the HUD just laid out.
    public mutating func hudDidLayOut() { placeCourse() }


    /// The course view and the cup stay put within a hole: they take part in layout shift.
    public var layoutFrames: [String: Rect] {
        ["courseView": placement.courseView.frame,
         "cup": placement.courseView.square(around: match.course.cup, radius: match.tuning.cupRadius)]
    }

    /// Fits the course into the course viewport, in the largest part the HUD leaves clear:
    /// of the fold, of every camera (idle ones too, so turning the camera on moves nothing)
    /// and, 4 pt out, of the status and the buttons (closed, they share the screen with it).
    /// Only the fence and a little rough round it are shown, so a narrow hole fills a small
    /// display. The pause menu lies over the course, so the course never moves when it opens.
    mutating func placeCourse() {
        guard let area = hud.frame(of: MiniGolfHUD.ID.course) else { return }
        func clearArea(fitting size: Size) -> Rect {
            hud.clearArea(in: area, fitting: size, ignoring: [MiniGolfHUD.ID.pauseMenu], clearance: 4)
        }
        let shown = CourseView.shownPart(of: match.course)
        let size = Size(width: shown.width, height: shown.height)
        placement.courseArea = clearArea(fitting: size)
        placement.courseView = CourseView(showing: shown, in: placement.courseArea)
        do {
            // On a tall page (book, a tall outer display) a wide course turns a quarter to fill
            // it, where that shows it a sixth bigger and leaves the card between holes room
            // for its table (`cardTableWidth`). While a putt rolls the course keeps the way it
            // faces: a fold mid-roll never turns the course, and the ball's way across the
            // screen, under the player; it turns, if it is to, once the ball is at rest.
            let turnedSize = Size(width: size.height, height: size.width)
            let turnedArea = clearArea(fitting: turnedSize)
            let turned = CourseView(showing: shown, in: turnedArea, turned: true)
            let turnedFits = turned.scale > placement.courseView.scale * 1.16 && turnedArea.width >= Self.cardTableWidth + 12
            let kept = placement.orientation.flatMap { $0.hole == match.holeIndex && match.phase == .rolling ? $0.turned : nil }
            let turns = kept ?? turnedFits
            placement.orientation = (match.holeIndex, turns)
            if turns { (placement.courseView, placement.courseArea) = (turned, turnedArea) }
        }
        // Where the whole hole would draw the ball smaller than a player can follow (the flip's
        // outer display), the view follows the ball, zoomed in; V (or X) shows the whole hole.
        // Until the first putt the zoomed view leaves the first-shot hint its room.
        placement.isFollowing = false
        placement.cameraFrame = device.posture == .closed ? nil : hud.frame(of: MiniGolfHUD.ID.camera)
        placement.hintRoom = hintRoom()
        var followArea = placement.courseArea
        if !input.hasPutted, bot == nil, let room = placement.hintRoom { followArea = Self.largestPart(of: followArea, besides: room) }
        if !input.showsWholeHole, match.tuning.ballRadius * placement.courseView.scale < Self.zoomBelowRadius,
           let zoomed = placement.courseView.following(match.ball.position, ballRadius: match.tuning.ballRadius,
                                                       leastRadius: Self.leastBallRadius, in: followArea) {
            placement.courseView = zoomed
            placement.isFollowing = true
        }
    }

    /// The things on the course a player touches or reads, in display points: the ball, the
    /// cup, the aim handle, the card and the notice, for the lint.
    public var playfield: [LintItem] {
        let tuning = match.tuning
        var items = [
            LintItem(id: "ball", role: .status,
                     frame: placement.courseView.square(around: match.ball.position, radius: max(tuning.ballRadius, 6 / placement.courseView.scale))),
        ]
        // Zoomed in to follow the ball, the cup may lie out of the view; where it shows, it is read.
        let cup = placement.courseView.square(around: match.course.cup, radius: tuning.cupRadius)
        if placement.courseView.frame.contains(cup) || !placement.isFollowing { items.append(LintItem(id: "cup", role: .status, frame: cup)) }
        if match.canPutt, let handle = aimHandle() {
            // Drawn, not touched (a drag starts anywhere on the course): its ring is what must show.
            items.append(LintItem(id: "aim", role: .status, frame: Rect(x: handle.x - 14, y: handle.y - 14, width: 28, height: 28)))
        }
        if let card = cardFrame() { items.append(LintItem(id: "card", role: .status, frame: card)) }
        if effects.notice != nil { items.append(LintItem(id: "notice", role: .status, frame: noticeFrame())) }
        if let plate = firstShotHint() { items.append(LintItem(id: "hint", role: .status, frame: plate.frame)) }
        return items
    }

    /// The largest part of `area` above, below, left or right of `room` and clear of it by
    /// the hint's clearance and the rough (all of `area` when they do not meet).
    static func largestPart(of area: Rect, besides room: Rect) -> Rect {
        let gap = HintPlate.clearance + 4
        guard area.intersects(room.insetBy(dx: -gap, dy: -gap)) else { return area }
        let parts = [Rect(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: max(area.minY, room.minY - gap)),
                     Rect(minX: area.minX, minY: min(area.maxY, room.maxY + gap), maxX: area.maxX, maxY: area.maxY),
                     Rect(minX: area.minX, minY: area.minY, maxX: max(area.minX, room.minX - gap), maxY: area.maxY),
                     Rect(minX: min(area.maxX, room.maxX + gap), minY: area.minY, maxX: area.maxX, maxY: area.maxY)]
        return parts.max { $0.width * $0.height < $1.width * $1.height } ?? area
    }

    /// The radius, in points, the view zooms the ball to where the whole hole would draw it
    /// under `zoomBelowRadius`, following it.
    static let leastBallRadius = 5.0
    /// The whole hole is shown while it draws the ball at least this radius, in points; below
    /// it the view zooms to `leastBallRadius` (a view nearly big enough keeps the whole hole).
    static let zoomBelowRadius = 3.0

    /// The first-shot hint, in the player's own input, until they first putt; nil after that,
    /// in autoplay, while paused and where the display leaves no room beside the course.
    func firstShotHint() -> HintPlate? {
        guard !input.hasPutted, bot == nil, !isPaused, match.canPutt, effects.notice == nil,
              let room = placement.hintRoom else { return nil }
        let course = placement.courseView.frame
        return HintPlate(for: input.lastInput, in: room, near: Point(x: course.midX, y: course.midY))
    }

    /// The free space nearest the course that holds the shortest hint: beside the course in
    /// its viewport when there is room, else anywhere on the display the HUD, the cameras,
    /// the fold and the caddie camera's view leave clear; nil when neither has room.
    func hintRoom() -> Rect? {
        let rough = HintPlate.clearance + 4
        var avoid = [placement.courseView.frame.insetBy(dx: -rough, dy: -rough)]
        if let camera = placement.cameraFrame { avoid.append(camera) }
        // The room that holds the longest hint largest (a wide strip), else the shortest.
        func free(in area: Rect) -> Rect? {
            [HintPlate.longest, HintPlate.shortest].lazy.map { plate in
                hud.clearArea(in: area, fitting: plate, avoiding: avoid, ignoring: [MiniGolfHUD.ID.pauseMenu], clearance: HintPlate.clearance)
            }.first(where: HintPlate.fits(in:))
        }
        if let area = hud.frame(of: MiniGolfHUD.ID.course), let room = free(in: area) { return room }
        return free(in: GeometryProxy(device: device).frame.insetBy(dx: 12, dy: 12))
    }

    /// The hole-complete card and scorecard, over the course between holes: across the whole
    /// course and its rough where that is at most `cardWidest` (no sliver of course shows
    /// beside it), at least as wide as the clear room round the course allows up to
    /// `cardNarrowest` (so a narrow course still gives its table room), else 600 pt wide in
    /// the middle of a wide course; the whole panel where that would bring it within 6 pt of
    /// the panel's edges.
    func cardFrame() -> Rect? {
        guard match.phase == .holeComplete || match.phase == .finished else { return nil }
        let area = placement.courseArea.insetBy(dx: 6, dy: 6)
        let rough = placement.courseView.frame.insetBy(dx: -4, dy: -4)
        let width = rough.width <= Self.cardWidest ? max(rough.width, min(area.width, Self.cardNarrowest)) : 600
        // As tall as what it holds (title, detail, table, hint), never taller than the room,
        // and never shorter than the course and its rough, so none of it shows above or below.
        let height = max(rough.height, min(area.height - 2 * min(16, area.height * 0.04), ScorecardCard.height(for: match)))
        let room = placement.courseArea
        let x = min(max(rough.midX - width / 2, room.minX), room.maxX - width)
        let card = Rect(x: x, y: rough.midY - height / 2, width: width, height: height)
        // A card that would come within 6 pt of the panel's edge takes the whole panel: no
        // strip of the panel shows along its edges.
        return room.insetBy(dx: 6, dy: 6).contains(card) ? card : room
    }

    /// The widest course (with its rough) the card covers across; a wider one shows round it.
    static let cardWidest = 640.0
    /// The least width the card takes where the room round the course allows it.
    static let cardNarrowest = 300.0
    /// The least width the card's table reads in: ten holes and a total, 22 pt a column.
    static let cardTableWidth = 11 * 22.0

    /// The plate of a message about the putt ("Water +1", "Lipped out!"): low in the caddie
    /// camera's view, over the grass before the ball (which sits above the view's ball
    /// margin), where the player looks and never over the course being played. With the
    /// camera hidden (closed), over the course: above it on its panel where there is room,
    /// else inside the fence near its top, slid along the row (and narrowed) to where it
    /// crosses no rail; at the bottom instead where the ball or the drag handle stands under
    /// the top.
    func noticeFrame() -> Rect {
        if let view = caddieView() {
            let width = min(view.width - 24, 260.0), height = 28.0
            return Rect(x: view.midX - width / 2, y: view.maxY - 10 - height, width: width, height: height)
        }
        let frame = placement.courseView.frame, room = placement.courseArea
        let width = min(frame.width - 16, 260.0), height = 28.0
        let hint = firstShotHint()?.frame
        let fence = match.course.boundary.map(placement.courseView.display)
        let fenceTop = max(frame.minY, fence.map(\.y).min() ?? frame.minY), fenceBottom = min(frame.maxY, fence.map(\.y).max() ?? frame.maxY)
        // Wholly on the panel beside the course where it has room (clear of the first-shot
        // hint), else inside the fence, never across a rail.
        func place(outside: Double, inside: Double) -> Rect {
            let beside = Rect(x: frame.midX - width / 2, y: outside, width: width, height: height)
            let fits = beside.minY >= room.minY + 4 && beside.maxY <= room.maxY - 4 && !(hint.map { $0.intersects(beside) } ?? false)
            if fits { return beside }
            for narrowed in stride(from: width, through: 100, by: -20) {
                for offset in stride(from: 0.0, through: frame.width / 2, by: 8).flatMap({ [$0, -$0] }) {
                    let plate = Rect(x: frame.midX - narrowed / 2 + offset, y: inside, width: narrowed, height: height)
                    if frame.contains(plate), Polygon.contains(fence, plate.center), !Polygon.crosses(fence, plate) { return plate }
                }
            }
            return Rect(x: frame.midX - width / 2, y: inside, width: width, height: height)
        }
        let top = place(outside: frame.minY - 4 - height, inside: fenceTop + 8)
        // Where the ball or the drag handle stands under the top, along the bottom instead.
        let near = top.insetBy(dx: -16, dy: -16)
        let handle = match.canPutt ? aimHandle() : nil
        guard near.contains(placement.courseView.display(match.ball.position)) || (handle.map(near.contains) ?? false) else { return top }
        return place(outside: frame.maxY + 4, inside: fenceBottom - 8 - height)
    }

    /// Hole, par and strokes on the raised half.
    mutating func refreshStatus() {
        let number = match.holeIndex + 1, count = match.courses.count
        hud.setText("Hole \(number) of \(count) · \(match.course.name)", for: MiniGolfHUD.ID.holeLabel)
        hud.setText("Par \(match.course.par)", for: MiniGolfHUD.ID.parLabel)
        // Strokes taken on this hole so far, and the round against par over the holes done.
        hud.setText("Strokes \(match.strokes)", for: MiniGolfHUD.ID.strokeLabel)
        hud.setText("Round \(Scorecard.versusParText(match.scorecard.versusPar))", for: MiniGolfHUD.ID.totalLabel)
    }
}
