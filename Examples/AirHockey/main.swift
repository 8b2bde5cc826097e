import CreaseSDL

/// Air hockey for two, face to face across a device lying in tabletop posture: the rink on
/// the flat half, the score standing up on the raised half. Each player drags the mallet on
/// their own side; a puck through the other side's goal scores. `--autoplay` plays both sides.
struct AirHockey: HUDGame {
    enum ID: String, HUDElementID { case score, reset, rink }

    /// The rink in its own units; it is scaled to fit the rink viewport.
    static let size = Size(width: 300, height: 500)
    static let puckRadius = 12.0, malletRadius = 24.0, goalWidth = 110.0, winningScore = 7

    var hud = HUD(
        .label(ID.score, "0 : 0", font: .display).anchored(.center).in(.raised),
        .button(ID.reset, "New game").anchored(.bottomTrailing).in(.raised),
        .viewport(ID.rink).in(.flat).inset(12))
    var random = SeededRandom(seed: 0)
    var autoplay = false
    var puck = Point(x: 150, y: 250), velocity = Point.zero
    /// The near player's mallet (bottom of the rink), then the far player's (top).
    var mallets = [Point(x: 150, y: 440), Point(x: 150, y: 60)]
    var malletVelocities = [Point.zero, Point.zero]
    var targets = [Point(x: 150, y: 440), Point(x: 150, y: 60)]
    /// Which finger drags which mallet.
    var fingers: [PointerID: Int] = [:]
    var scores = [0, 0]
    /// Where the rink is drawn this frame, and its scale from rink units to display points.
    var rink = Rect(x: 0, y: 0, width: 300, height: 500)

    mutating func setUp(_ setUp: GameSetUp) {
        random = SeededRandom(seed: setUp.seed)
        autoplay = setUp.autoplay
        serve(toward: random.double(in: 0..<1) < 0.5 ? 0 : 1)
    }

    mutating func serve(toward player: Int) {
        puck = Point(x: Self.size.width / 2, y: Self.size.height / 2)
        velocity = Point(x: random.double(in: -120...120), y: player == 0 ? 160 : -160)
    }

    mutating func hudDidAct(_ action: HUDAction) {
        guard action == .tapped(ID.reset) else { return }
        scores = [0, 0]
        serve(toward: 0)
    }

    /// A finger that lands on the rink takes the mallet of the half it lands in.
    mutating func handle(_ event: InputEvent) -> Bool {
        guard case .pointer(let pointer) = event else { return false }
        let point = toRink(pointer.location)
        switch pointer.phase {
        case .began:
            guard rink.contains(pointer.location) else { return false }
            fingers[pointer.id] = point.y > Self.size.height / 2 ? 0 : 1
        case .moved: guard fingers[pointer.id] != nil else { return false }
        case .ended, .cancelled: return fingers.removeValue(forKey: pointer.id) != nil
        case .hovered: return false
        }
        if let player = fingers[pointer.id] { targets[player] = clampToHalf(point, player: player) }
        return true
    }

    mutating func update(step: Double) {
        for player in 0..<2 {
            // Autoplay goes for the puck in its own half and guards its goal otherwise, slower
            // than a hand, so goals happen.
            let ownHalf = (puck.y > Self.size.height / 2) == (player == 0)
            if autoplay { targets[player] = clampToHalf(ownHalf ? puck : Point(x: puck.x, y: player == 0 ? 440 : 60), player: player) }
            let old = mallets[player]
            // A mallet follows its target at up to 900 units a second (autoplay: 300).
            let dx = targets[player].x - old.x, dy = targets[player].y - old.y
            let reach = min(1, (autoplay ? 300 : 900) * step / max(1e-9, (dx * dx + dy * dy).squareRoot()))
            mallets[player] = Point(x: old.x + dx * reach, y: old.y + dy * reach)
            malletVelocities[player] = Point(x: (mallets[player].x - old.x) / step, y: (mallets[player].y - old.y) / step)
            strike(player)
        }
        puck.x += velocity.x * step
        puck.y += velocity.y * step
        velocity = Point(x: velocity.x * 0.996, y: velocity.y * 0.996)
        let r = Self.puckRadius, inGoalMouth = abs(puck.x - Self.size.width / 2) < Self.goalWidth / 2
        if puck.x < r || puck.x > Self.size.width - r {
            velocity.x = -velocity.x
            puck.x = min(max(puck.x, r), Self.size.width - r)
        }
        // A puck that reaches the goal line inside the goal mouth scores.
        if inGoalMouth && (puck.y < r || puck.y > Self.size.height - r) {
            let scorer = puck.y < r ? 0 : 1
            scores[scorer] += 1
            hud.setText("\(scores[0]) : \(scores[1])", for: ID.score)
            serve(toward: scorer)
        } else if puck.y < r || puck.y > Self.size.height - r {
            velocity.y = -velocity.y
            puck.y = min(max(puck.y, r), Self.size.height - r)
        }
    }

    /// A mallet touching the puck pushes it out and throws it off with the mallet's speed.
    mutating func strike(_ player: Int) {
        let dx = puck.x - mallets[player].x, dy = puck.y - mallets[player].y
        let distance = (dx * dx + dy * dy).squareRoot(), reach = Self.puckRadius + Self.malletRadius
        guard distance < reach, distance > 0 else { return }
        let normal = Point(x: dx / distance, y: dy / distance)
        puck = Point(x: mallets[player].x + normal.x * reach, y: mallets[player].y + normal.y * reach)
        let relative = (velocity.x - malletVelocities[player].x) * normal.x + (velocity.y - malletVelocities[player].y) * normal.y
        if relative < 0 { velocity = Point(x: velocity.x - 1.9 * relative * normal.x, y: velocity.y - 1.9 * relative * normal.y) }
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        if speed > 1200 { velocity = Point(x: velocity.x * 1200 / speed, y: velocity.y * 1200 / speed) }
    }

    func clampToHalf(_ point: Point, player: Int) -> Point {
        let r = Self.malletRadius, half = Self.size.height / 2
        let y = player == 0 ? min(max(point.y, half + r), Self.size.height - r) : min(max(point.y, r), half - r)
        return Point(x: min(max(point.x, r), Self.size.width - r), y: y)
    }

    /// Fits the rink into its viewport, keeping its shape, in the largest part the HUD leaves
    /// clear: of the fold, of the cameras (idle ones too, so one turning on moves nothing) and,
    /// 8 pt out, of the score and the button, which share the screen with it when closed.
    mutating func hudDidLayOut() {
        guard let viewport = hud.frame(of: ID.rink) else { return }
        let area = hud.clearArea(in: viewport, fitting: Self.size, clearance: 8)
        let scale = min(area.width / Self.size.width, area.height / Self.size.height)
        let size = Size(width: Self.size.width * scale, height: Self.size.height * scale)
        rink = Rect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
    }

    func toRink(_ point: Point) -> Point {
        Point(x: (point.x - rink.minX) / rink.width * Self.size.width, y: (point.y - rink.minY) / rink.height * Self.size.height)
    }

    func toDisplay(_ point: Point) -> Point {
        Point(x: rink.minX + point.x / Self.size.width * rink.width, y: rink.minY + point.y / Self.size.height * rink.height)
    }

    /// The square around a rink point, `radius` rink units out but at least `minimum` points.
    func circle(around point: Point, radius: Double, minimum: Double = 0) -> Rect {
        let center = toDisplay(point), r = max(minimum, radius * rink.width / Self.size.width)
        return Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
    }

    /// The mallets are the players' controls (a fingertip's width at the least), the puck
    /// what they watch.
    var playfield: [LintItem] {
        [LintItem(id: "mallet.near", role: .control, frame: circle(around: mallets[0], radius: Self.malletRadius, minimum: 22)),
         LintItem(id: "mallet.far", role: .control, frame: circle(around: mallets[1], radius: Self.malletRadius, minimum: 22)),
         LintItem(id: "puck", role: .status, frame: circle(around: puck, radius: Self.puckRadius))]
    }

    /// The rink stays put when the device folds.
    var layoutFrames: [String: Rect] { ["rink": rink] }

    func draw(into list: inout DrawList, interpolation: Double) {
        let scale = rink.width / Self.size.width, goal = Self.goalWidth * scale
        list.fill(rink, cornerRadius: 18 * scale, Color(red: 226, green: 240, blue: 248))
        list.stroke(rink, cornerRadius: 18 * scale, Color(red: 40, green: 70, blue: 110), width: 3)
        list.line(from: Point(x: rink.minX, y: rink.midY), to: Point(x: rink.maxX, y: rink.midY), Color(red: 200, green: 60, blue: 60), width: 2)
        for y in [rink.minY, rink.maxY] {
            list.line(from: Point(x: rink.midX - goal / 2, y: y), to: Point(x: rink.midX + goal / 2, y: y), Color(red: 20, green: 20, blue: 30), width: 6)
        }
        let colors = [Color(red: 30, green: 110, blue: 220), Color(red: 220, green: 90, blue: 40)]
        for player in 0..<2 {
            list.fillCircle(center: toDisplay(mallets[player]), radius: Self.malletRadius * scale, colors[player])
            list.fillCircle(center: toDisplay(mallets[player]), radius: Self.malletRadius * scale * 0.45, .white)
        }
        list.fillCircle(center: toDisplay(puck), radius: Self.puckRadius * scale, Color(red: 25, green: 25, blue: 35))
    }

    func hashState(into hasher: inout StateHasher) {
        for value in [puck.x, puck.y, velocity.x, velocity.y, mallets[0].x, mallets[0].y, mallets[1].x, mallets[1].y] { hasher.combine(value) }
        hasher.combine(scores[0])
        hasher.combine(scores[1])
    }

    var outcome: JSONValue { ["near": .number(Double(scores[0])), "far": .number(Double(scores[1]))] }

    var isFinished: Bool { scores.contains { $0 >= Self.winningScore } }
}

GameRunner.main(posture: .tabletop) { AirHockey() }
