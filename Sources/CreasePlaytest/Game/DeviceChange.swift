import Crease

/// One change to the emulated device, from a playtest script step or an emulator hotkey.
public enum DeviceChange: Sendable, Hashable {
    /// Hold the device in a posture (turning the display as the posture needs).
    case posture(Posture)
    /// Move the hinge to an angle in degrees; the posture follows with hysteresis.
    case hinge(Double)
    /// Start (true) or stop using the inner camera.
    case camera(Bool)
    /// Change the app's layout direction.
    case layoutDirection(LayoutDirection)
    /// Replace the whole device (another profile, say).
    case device(Device)
    /// Switch to another profile, keeping posture, camera and layout direction (the
    /// emulator's Ctrl+D).
    case profile(DeviceProfile)

    /// Applies the change to a device.
    public func apply(to device: inout Device) {
        switch self {
        case .posture(let posture): device.posture = posture
        case .hinge(let angle): device.hingeAngle = angle
        case .camera(let inUse): device.innerCameraInUse = inUse
        case .layoutDirection(let direction): device.layoutDirection = direction
        case .device(let replacement): device = replacement
        case .profile(let profile):
            var next = Device(profile: profile)
            next.posture = device.posture
            next.innerCameraInUse = device.innerCameraInUse
            next.layoutDirection = device.layoutDirection
            device = next
        }
    }
}
