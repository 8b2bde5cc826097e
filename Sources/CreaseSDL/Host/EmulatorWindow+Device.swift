import CSDL2
import CSDL2Image
import Crease
import CreaseHUD
import Foundation

/// The emulator's controller: the device, its hotkeys' actions and the notes they show.
extension EmulatorWindow {
    /// The emulated device now.
    public var device: Device { monitor.device }

    /// Replaces the device (a script, a menu); the window takes the new display's shape.
    /// Changes made this way are not reported by `takeEmulatorChanges()`: the caller knows.
    public func setDevice(_ device: Device) {
        guard device != monitor.device else { return }
        let oldSize = monitor.device.displaySize
        monitor.device = device
        deviceDidChange(from: oldSize)
    }

    /// The devices the emulator's keys (or `perform`) produced since the last call, oldest
    /// first, and forgets them: what a game runner hands its loop as this frame's device
    /// changes (CreasePlaytest's `DeviceChange.device`).
    public func takeEmulatorChanges() -> [Device] {
        defer { emulatorChanges.removeAll() }
        return emulatorChanges
    }

    /// Applies a device the emulator made and remembers it for `takeEmulatorChanges()`.
    func applyEmulatorChange(_ next: Device) {
        guard next != monitor.device else { return }
        setDevice(next)
        emulatorChanges.append(next)
    }

    /// Does what an emulator key does: change the posture, hinge, camera, direction or
    /// profile, toggle an overlay, or take a screenshot at the next `present()`.
    public func perform(_ action: EmulatorAction) {
        let before = monitor.device
        var next = before
        if EmulatorState.apply(action, to: &next) {
            applyEmulatorChange(next)
            switch action {
            case .hingeDown, .hingeUp:
                let after = device
                show(after.posture == before.posture ? "hinge \(after.hingeAngle.pointString)°"
                     : "hinge \(after.hingeAngle.pointString)° → \(after.posture)")
            case .toggleInnerCamera: show("inner camera \(device.innerCameraInUse ? "in use" : "idle")")
            case .toggleLayoutDirection: show("layout \(device.layoutDirection)")
            default: show("\(device.posture) · \(device.displaySize) pt")
            }
            return
        }
        switch action {
        case .help: emulator.showsHelp.toggle()
        case .toggleRegionOverlay:
            emulator.showsRegionOverlay.toggle()
            show("region overlay \(emulator.showsRegionOverlay ? "on" : "off")")
        case .togglePerspective:
            emulator.showsPerspective.toggle()
            let folded = device.displayRegions.contains { $0.kind == .division && $0.isActive }
            show(emulator.showsPerspective ? (folded ? "perspective preview on" : "perspective preview on (shows when half open)")
                 : "perspective preview off")
        case .screenshot: pendingScreenshot = true
        case .toggleFrameGraph:
            emulator.showsFrameGraph.toggle()
            show("frame-time graph \(emulator.showsFrameGraph ? "on" : "off")")
        case .toggleSound:
            isSoundMuted.toggle()
            show(isSoundMuted ? "sound off" : "sound on")
        case .cycleDevice:
            let name = catalog.nextName(after: device.profile.name)
            do {
                applyEmulatorChange(EmulatorState.switching(device, to: try catalog.profile(named: name)))
                show(device.profile.displayName)
            } catch {
                onProblem("cannot switch to device '\(name)': \(error)")
                show("cannot load device '\(name)'")
            }
        default: break
        }
    }

    /// True while something is animating (a fading note), so a viewer that waits for events
    /// should draw again soon.
    public var isAnimating: Bool {
        toast.map { $0.opacity(at: milliseconds()) > 0 } ?? false
    }

    /// Shows a fading note low on the display (see `Toast`). Headless runs show none, so their
    /// pixels never depend on the clock.
    func show(_ text: String) {
        guard !isHeadless else { return }
        toast = Toast(text: text, shownAt: milliseconds())
    }
}
