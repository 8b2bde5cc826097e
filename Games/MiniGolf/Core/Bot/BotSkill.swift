import Crease

/// How steady the bot's hands are: the largest error it makes in aim and power, drawn from a
/// seeded generator so autoplay stays deterministic.
public struct BotSkill: Sendable, Codable, Hashable {
    /// The largest aim error either way, in degrees.
    public var aimError: Double
    /// The largest power error either way, as a fraction of the chosen power.
    public var powerError: Double

    /// Creates a skill.
    public init(aimError: Double, powerError: Double) {
        self.aimError = aimError
        self.powerError = powerError
    }

    /// Plays exactly the shot it foresaw.
    public static let perfect = BotSkill(aimError: 0, powerError: 0)
    /// A good club player: up to 1.5° and 6% off, so it misses now and then like a person.
    public static let club = BotSkill(aimError: 1.5, powerError: 0.06)

    /// The shot as the bot's hands play it.
    public func wobble(_ shot: Shot, using generator: inout SeededRandom) -> Shot {
        let aim = generator.double(in: -1...1) * aimError * Double.pi / 180
        let power = shot.power * (1 + generator.double(in: -1...1) * powerError)
        return Shot(angle: shot.angle + aim, power: min(1, max(0, power)))
    }
}
