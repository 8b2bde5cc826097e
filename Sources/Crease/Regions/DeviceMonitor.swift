/// Holds the current device and tells observers when what they read changes.
///
/// The articles' `onGeometryChange(for:of:action:)` pattern: an observer reads a value from a
/// view's `GeometryProxy` (usually its reserved regions); the action runs once at registration
/// and then whenever the value read differs, compared by `==`. Hinge observers hear every
/// change of angle (`onHingeChange`), even one that leaves the regions as they were.
/// Not thread-safe: own it where the game loop runs.
public final class DeviceMonitor {
    /// A change of hinge angle, with the posture it left and the one it led to.
    public struct HingeChange: Sendable, Hashable {
        /// The angle before, in degrees.
        public var oldAngle: Double
        /// The angle after, in degrees.
        public var newAngle: Double
        /// The posture before.
        public var oldPosture: Posture
        /// The posture after.
        public var newPosture: Posture
    }

    /// Identifies one registration, for `cancel(_:)`.
    public struct Token: Sendable, Hashable {
        fileprivate let value: Int
    }

    private struct GeometryObserver {
        let token: Token
        /// Reads the value from the new device and calls the action if it changed.
        let refresh: (Device) -> Void
    }

    /// The current device. Setting it notifies the observers whose value changed.
    public var device: Device {
        didSet { notify(from: oldValue) }
    }

    private var geometryObservers: [GeometryObserver] = []
    private var hingeObservers: [(token: Token, action: (HingeChange) -> Void)] = []
    private var nextToken = 0

    /// Creates a monitor for a device.
    public init(device: Device) {
        self.device = device
    }

    /// Observes a value read from a view's proxy; `action` runs now and on every change.
    ///
    /// - Parameters:
    ///   - type: The value's type, as in SwiftUI's `onGeometryChange(for:)`.
    ///   - view: Builds the view's proxy from the device (default: the whole display in the
    ///     device's layout direction), so a view that follows the display is re-measured.
    ///   - read: What to read, e.g. `{ $0.reservedRegions(kind: .division) }`.
    ///   - action: Receives each new value.
    @discardableResult
    public func onGeometryChange<Value: Equatable>(
        for type: Value.Type,
        in view: @escaping (Device) -> GeometryProxy = { GeometryProxy(device: $0, layoutDirection: $0.layoutDirection) },
        of read: @escaping (GeometryProxy) -> Value,
        action: @escaping (Value) -> Void
    ) -> Token {
        let token = makeToken()
        var last = read(view(device))
        action(last)
        geometryObservers.append(GeometryObserver(token: token) { device in
            let value = read(view(device))
            if value != last {
                last = value
                action(value)
            }
        })
        return token
    }

    /// Observes the hinge angle; `action` runs whenever it changes.
    @discardableResult
    public func onHingeChange(_ action: @escaping (HingeChange) -> Void) -> Token {
        let token = makeToken()
        hingeObservers.append((token, action))
        return token
    }

    /// Stops one observation.
    public func cancel(_ token: Token) {
        geometryObservers.removeAll { $0.token == token }
        hingeObservers.removeAll { $0.token == token }
    }

    private func makeToken() -> Token {
        nextToken += 1
        return Token(value: nextToken)
    }

    private func notify(from old: Device) {
        guard old != device else { return }
        let current = device
        if old.hingeAngle != current.hingeAngle {
            let change = HingeChange(oldAngle: old.hingeAngle, newAngle: current.hingeAngle,
                                     oldPosture: old.posture, newPosture: current.posture)
            for observer in hingeObservers { observer.action(change) }
        }
        for observer in geometryObservers { observer.refresh(current) }
    }
}
