import CSDL2
import CSDL2Image
import Crease
import CreaseHUD
import Foundation

/// The SDL window: its events, its size and zoom as the device changes or the user resizes it,
/// its title and screenshot names.
extension EmulatorWindow {
    func handle(_ event: HostEvent, into inputs: inout [InputEvent]) {
        switch event {
        case .quit:
            isQuitRequested = true
        case .exposed:
            presenter.invalidate()
        case .resized(let width, let height):
            userResized(width: width, height: height)
        case .input(.key(let key)):
            // Emulator keys never reach the game; their releases are swallowed too.
            switch controller.use(of: key) {
            case .game: inputs.append(.key(key))
            case .swallowed: break
            case .perform(let action): perform(action)
            }
        case .input(let input):
            inputs.append(input)
        }
    }

    func deviceDidChange(from oldSize: Size) {
        let size = device.displaySize
        drawer.displayBounds = Rect(origin: .zero, size: size)
        if size != oldSize {
            let pixels = sizing.displayResized(to: size)
            if isHeadless {
                window.resize(width: pixels.width, height: pixels.height)
            } else {
                window.resizeAboutCentre(width: pixels.width, height: pixels.height)
            }
            SDL_PumpEvents()
        }
        updateTitle()
        updateTransform()
    }

    func userResized(width: Int, height: Int) {
        switch sizing.userResized(width: width, height: height, display: device.displaySize) {
        case .expected: return
        case .zoomed(let snapTo):
            if let snapTo { window.resize(width: snapTo.width, height: snapTo.height) }
            updateTransform()
        }
    }

    /// Pixels per point the window is sized for; a posture change keeps it.
    public var zoom: Double { sizing.zoom }

    func updateTransform() {
        let output = window.pixelSize
        let size = device.displaySize
        // A minimized window has no pixels; keep the last transform rather than divide by zero.
        guard output.width > 0, output.height > 0, size.width > 0, size.height > 0 else { return }
        let scale = min(Double(output.width) / size.width, Double(output.height) / size.height)
        let offset = Point(x: ((Double(output.width) - size.width * scale) / 2).rounded(),
                           y: ((Double(output.height) - size.height * scale) / 2).rounded())
        drawer.transform = PixelTransform(scale: scale, offset: offset)
        translator.transform = drawer.transform
        translator.pixelSize = output
        translator.windowSize = window.size
    }

    func updateTitle() {
        let state = device
        var parts = [title, state.profile.displayName, "\(state.posture)", "\(state.hingeAngle.pointString)°", "\(state.layoutDirection)"]
        if state.innerCameraInUse { parts.append("camera on") }
        window.title = parts.joined(separator: " · ") + "   (F1: keys)"
    }

    func nextScreenshotPath() -> String {
        let stem = "crease-\(device.profile.name)-\(device.posture)"
        var index = 1
        while true {
            let path = (screenshotDirectory as NSString).appendingPathComponent("\(stem)-\(index).png")
            if !FileManager.default.fileExists(atPath: path) { return path }
            index += 1
        }
    }

    static func fittingScale(for profile: DeviceProfile, headless: Bool) -> Double {
        guard !headless else { return 1 }
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return 1 }
        let sizes = [profile.inner.size, profile.inner.size.transposed, profile.outer.size]
        let widest = sizes.map(\.width).max() ?? 1
        let tallest = sizes.map(\.height).max() ?? 1
        return min(1, Double(bounds.w) * 0.95 / widest, Double(bounds.h) * 0.9 / tallest)
    }
}
