/// One value for each player, read and written by `PlayerID`.
public struct PlayerPair<Value> {
    /// Player one's value.
    public var one: Value
    /// Player two's value.
    public var two: Value

    /// Creates a pair.
    public init(one: Value, two: Value) {
        self.one = one
        self.two = two
    }

    /// The same value for both players.
    public init(both value: Value) {
        self.init(one: value, two: value)
    }

    /// A player's value.
    public subscript(player: PlayerID) -> Value {
        get { player == .one ? one : two }
        set {
            switch player {
            case .one: one = newValue
            case .two: two = newValue
            }
        }
    }

    /// Both values transformed.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> PlayerPair<T> {
        PlayerPair<T>(one: try transform(one), two: try transform(two))
    }
}

extension PlayerPair: Sendable where Value: Sendable {}
extension PlayerPair: Equatable where Value: Equatable {}
extension PlayerPair: Hashable where Value: Hashable {}
extension PlayerPair: Codable where Value: Codable {}
