import Crease
import CreaseHUD
import CreasePlaytest

/// A tiny game for the tests: a ball bouncing in the display, pushed by seeded random wind,
/// kicked by Space, counting taps; its HUD has a status line above the fold and a button
/// below it, laid out for the device folded in place so that unfolding moves nothing.
struct BouncingBallGame: Game {
    var name: String { "bouncing-ball" }

    /// When true the button is placed across the fold, to make the lint fire.
    var breaksFoldRule = false

    private(set) var random = SeededRandom(seed: 0)
    private(set) var position = Point(x: 100, y: 100)
    private(set) var previousPosition = Point(x: 100, y: 100)
    private(set) var velocity = Point(x: 0, y: 0)
    private(set) var bounds = Size(width: 100, height: 100)
    private(set) var device = Device()
    private(set) var bounces = 0
    private(set) var taps = 0
    private(set) var keys = 0
    private(set) var updates = 0
    private(set) var deviceChanges = 0
    private(set) var autoplay = false

    mutating func setUp(_ setUp: GameSetUp) {
        random = SeededRandom(seed: setUp.seed)
        autoplay = setUp.autoplay
        device = setUp.device
        bounds = setUp.device.displaySize
        position = Point(x: random.double(in: 0..<bounds.width), y: random.double(in: 0..<bounds.height))
        previousPosition = position
        velocity = Point(x: random.double(in: -200...200), y: random.double(in: -200...200))
    }

    mutating func deviceDidChange(_ device: Device) {
        self.device = device
        deviceChanges += 1
        bounds = device.displaySize
        position = Point(x: min(position.x, bounds.width), y: min(position.y, bounds.height))
        previousPosition = position
    }

    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.key == "Space" && key.isDown:
            keys += 1
            velocity.y -= 300
            return true
        case .pointer(let pointer) where pointer.phase == .ended:
            taps += 1
            return true
        default:
            return false
        }
    }

    mutating func update(step: Double) {
        updates += 1
        previousPosition = position
        velocity.x += random.double(in: -10...10)
        velocity.y += 400 * step
        position.x += velocity.x * step
        position.y += velocity.y * step
        if position.x < 0 || position.x > bounds.width {
            velocity.x = -velocity.x
            position.x = min(max(position.x, 0), bounds.width)
            bounces += 1
        }
        if position.y < 0 || position.y > bounds.height {
            velocity.y = -velocity.y * 0.9
            position.y = min(max(position.y, 0), bounds.height)
            bounces += 1
        }
    }

    mutating func layoutHUD() -> HUDSnapshot {
        let frames = elementFrames()
        var findings: [LintFinding] = []
        let active = device.displayRegions.filter { $0.isActive && $0.kind == .division }
        for (name, frame) in frames.sorted(by: { $0.key < $1.key }) where active.contains(where: { $0.frame.intersects(frame) }) {
            findings.append(LintFinding(element: name, rule: "crossesActiveDivision"))
        }
        return HUDSnapshot(elementFrames: frames, lintFindings: findings)
    }

    /// Status above the seam, button below it (beside it in book), from the device folded in
    /// place; on the outer display, status at the top and the button at the bottom.
    func elementFrames() -> [String: Rect] {
        let size = device.displaySize
        guard let folded = device.foldedInPlace,
              let fold = folded.displayRegions.first(where: { $0.kind == .division }) else {
            return ["status": Rect(x: 16, y: 16, width: 200, height: 30),
                    "button": Rect(x: 16, y: size.height - 76, width: 120, height: 60)]
        }
        if breaksFoldRule {
            return ["status": Rect(x: 16, y: 16, width: 200, height: 30),
                    "button": Rect(x: fold.frame.midX - 60, y: fold.frame.midY - 30, width: 120, height: 60)]
        }
        if fold.frame.width > fold.frame.height {
            return ["status": Rect(x: 16, y: 16, width: 200, height: 30),
                    "button": Rect(x: 16, y: fold.frame.maxY + 16, width: 120, height: 60)]
        }
        return ["status": Rect(x: 16, y: 16, width: 200, height: 30),
                "button": Rect(x: fold.frame.maxX + 16, y: size.height - 76, width: 120, height: 60)]
    }

    func draw(into list: inout DrawList, interpolation: Double) {
        let x = previousPosition.x + (position.x - previousPosition.x) * interpolation
        let y = previousPosition.y + (position.y - previousPosition.y) * interpolation
        list.fillCircle(center: Point(x: x, y: y), radius: 8, .white)
        for (_, frame) in elementFrames().sorted(by: { $0.key < $1.key }) { list.fill(frame, .white) }
    }

    func hashState(into hasher: inout StateHasher) {
        hasher.combine(random)
        hasher.combine(position.x)
        hasher.combine(position.y)
        hasher.combine(velocity.x)
        hasher.combine(velocity.y)
        hasher.combine(bounces)
        hasher.combine(taps)
        hasher.combine(keys)
        hasher.combine(updates)
        hasher.combine(device.posture.rawValue)
    }

    var outcome: JSONValue { ["bounces": .number(Double(bounces)), "taps": .number(Double(taps))] }
}
