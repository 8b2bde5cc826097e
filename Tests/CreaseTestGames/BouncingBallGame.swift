import Crease
import CreaseHUD
import CreasePlaytest

/// A tiny game for the tests: a ball bouncing in the display, pushed by seeded random wind,
/// kicked by Space or the Kick button, counting taps; its CreaseHUD HUD puts a status
/// counter on the raised half and the button on the flat half, pre-reserved so that
/// unfolding moves nothing.
public struct BouncingBallGame: HUDGame {
    /// "bouncing-ball".
    public var name: String { "bouncing-ball" }

    /// When true a tappable target sits across the fold, to make the lint fire.
    public var breaksFoldRule = false

    /// The HUD's elements.
    public enum ID: String, HUDElementID { case bounces, kick }

    /// A bounce counter on the raised half and the Kick button on the flat half.
    public var hud = HUD(.counter(ID.bounces, "Bounces").anchored(.topLeading),
                         .button(ID.kick, "Kick").anchored(.bottomLeading))

    /// Creates a game; `setUp` seeds it.
    public init() {}

    /// The seeded generator behind the wind.
    public private(set) var random = SeededRandom(seed: 0)
    /// Where the ball is.
    public private(set) var position = Point(x: 100, y: 100)
    /// Where it was one step ago (for interpolation).
    public private(set) var previousPosition = Point(x: 100, y: 100)
    /// Points per second.
    public private(set) var velocity = Point(x: 0, y: 0)
    /// The display it bounces in.
    public private(set) var bounds = Size(width: 100, height: 100)
    /// The device as last told.
    public private(set) var device = Device()
    /// Walls hit so far.
    public private(set) var bounces = 0
    /// Pointer releases seen.
    public private(set) var taps = 0
    /// Space presses seen.
    public private(set) var keys = 0
    /// Fixed steps run.
    public private(set) var updates = 0
    /// Device changes heard.
    public private(set) var deviceChanges = 0
    /// Whether it was asked to play itself.
    public private(set) var autoplay = false

    /// Seeds the ball and reads the device.
    public mutating func setUp(_ setUp: GameSetUp) {
        random = SeededRandom(seed: setUp.seed)
        autoplay = setUp.autoplay
        device = setUp.device
        bounds = setUp.device.displaySize
        position = Point(x: random.double(in: 0..<bounds.width), y: random.double(in: 0..<bounds.height))
        previousPosition = position
        velocity = Point(x: random.double(in: -200...200), y: random.double(in: -200...200))
    }

    /// Keeps the ball inside the new display.
    public mutating func deviceDidChange(_ device: Device) {
        self.device = device
        deviceChanges += 1
        bounds = device.displaySize
        position = Point(x: min(position.x, bounds.width), y: min(position.y, bounds.height))
        previousPosition = position
    }

    /// Space kicks and taps count (the HUD has taken its own events first).
    public mutating func handle(_ event: InputEvent) -> Bool {
        if case .pointer(let pointer) = event, pointer.phase == .ended { taps += 1 }
        switch event {
        case .key(let key) where key.key == "Space" && key.isDown:
            keys += 1
            velocity.y -= 300
            return true
        case .pointer(let pointer):
            return pointer.phase == .ended
        default:
            return false
        }
    }

    /// The Kick button kicks, and counts as a tap.
    public mutating func hudDidAct(_ action: HUDAction) {
        guard action == .tapped(ID.kick) else { return }
        taps += 1
        velocity.y -= 300
    }

    /// Moves the ball one step with seeded wind and gravity.
    public mutating func update(step: Double) {
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

    /// Shows the bounces so far.
    public mutating func layOut(on device: Device) {
        hud.setValue(Double(bounces), for: ID.bounces)
    }

    /// With `breaksFoldRule`, a target across the fold, for the lint to find.
    public var playfield: [LintItem] {
        guard breaksFoldRule, let fold = device.displayRegions.first(where: { $0.kind == .division }) else { return [] }
        return [LintItem(id: "target", role: .control, frame: Rect(x: fold.frame.midX - 30, y: fold.frame.midY - 30, width: 60, height: 60))]
    }

    /// The ball, interpolated, under the HUD.
    public func draw(into list: inout DrawList, interpolation: Double) {
        let x = previousPosition.x + (position.x - previousPosition.x) * interpolation
        let y = previousPosition.y + (position.y - previousPosition.y) * interpolation
        list.fillCircle(center: Point(x: x, y: y), radius: 8, .white)
    }

    /// Every piece of state that a run could change.
    public func hashState(into hasher: inout StateHasher) {
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

    /// Bounces and taps.
    public var outcome: JSONValue { ["bounces": .number(Double(bounces)), "taps": .number(Double(taps))] }
}
