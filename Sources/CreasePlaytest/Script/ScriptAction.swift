import CreaseHUD

/// One thing a script does in a frame, after expansion: a device change, an input event or
/// a screenshot request.
public enum ScriptAction: Sendable, Hashable {
    /// Change the device.
    case device(DeviceChange)
    /// Feed an event, exactly as a window would.
    case input(InputEvent)
    /// Save the frame as an image.
    case screenshot(String)
    /// Tap the centre of a HUD element, wherever the last layout put it (a `tap` step that
    /// names an element id), with this finger.
    case tapElement(String, finger: PointerID)
}

extension PointerID {
    /// The finger a script's tap or drag uses: 1000 + the step's index, so drags that overlap
    /// in time are separate touches and never collide with the mouse (-1) or real fingers
    /// (SDL numbers those from 0).
    public static func scriptFinger(step: Int) -> PointerID { PointerID(1000 + Int64(step)) }
}
