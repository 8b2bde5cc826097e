import CSDL2
import CSDL2Image
import Crease
import CreaseHUD
import Foundation

/// A window showing the emulated display, with the posture emulator built in: the host a game
/// loop drives.
///
/// Each frame: `pollEvents()` (emulator keys are consumed here and device changes go to
/// `monitor`, whose observers hear them), then `render(_:)` with the frame's draw list, then
/// `present()`. Headless (`Options.headless`), the same code renders with SDL's offscreen
/// driver and the same rasterizer, so tests read back the pixels a playtester would see.
@MainActor
public final class EmulatorWindow {
    /// How to open the window.
    public struct Options: Sendable {
        /// The program's name, first in the title.
        public var title = "Crease"
        /// Renders offscreen (SDL's offscreen driver); no display needed.
        public var headless = false
        /// Pixels per point; nil fits the device's largest display on the screen (at most 1).
        public var scale: Double?
        /// The device to start with.
        public var device = Device()
        /// Starts with the region overlay on.
        public var showsRegionOverlay = false
        /// The emulator's keys.
        public var bindings = KeyBindings.defaults
        /// The settings file the keys came from, if any (the F1 help names it).
        public var settingsPath: String?
        /// Where F12 screenshots go.
        public var screenshotDirectory = FileManager.default.currentDirectoryPath
        /// The colour behind the draw list.
        public var background = Color(red: 22, green: 26, blue: 34)
        /// The profiles Ctrl+D cycles through.
        public var catalog = DeviceCatalog()
        /// Redraw only what changed (on by default; `CREASE_DAMAGE_TRACKING=0` turns it off).
        public var damageTracking = DrawListRenderer.damageTrackingDefault

        /// Creates default options.
        public init() {}
    }

    /// The device and its observers; every emulator change goes through it.
    public let monitor: DeviceMonitor
    /// Overlays and how they draw; change it freely (e.g. `emulator.overlay.extraRects`).
    public var emulator: EmulatorState
    /// The emulator's keys.
    public var bindings: KeyBindings
    /// The game's sounds, when a runner opened them (`GameRunner`); `runFrame` plays each
    /// frame's cues through it unless `isSoundMuted`.
    public var sound: SoundPlayer?
    /// True while the sound is off (`--mute`, toggled by Ctrl+M): cues are still counted in
    /// the report, but not played.
    public var isSoundMuted = false {
        didSet { if isSoundMuted { sound?.stopAll() } }
    }
    /// The program's own keys, listed in the F1 help after the emulator's.
    public var extraHelp: [(key: String, summary: String)] = []
    /// Text measuring with the same font the window renders, for the HUD's layout.
    public let textMeasurer: TTFTextMeasurer
    /// True once the window was closed (or the process asked to quit).
    public private(set) var isQuitRequested = false
    /// True when running offscreen.
    public let isHeadless: Bool
    /// Where F12 screenshots go.
    public var screenshotDirectory: String
    /// The colour behind the draw list.
    public var background: Color
    /// Called with each screenshot's path (F12); by default it prints the path.
    public var onScreenshot: (String) -> Void = { FileHandle.standardOutput.write(Data("crease: screenshot saved to \($0)\n".utf8)) }
    /// Called with a problem the host survived (a device profile that failed to load, a
    /// screenshot that could not be written); by default printed on standard error.
    public var onProblem: (String) -> Void = { FileHandle.standardError.write(Data("crease: \($0)\n".utf8)) }

    private let title: String
    private let settingsPath: String?
    private let catalog: DeviceCatalog
    private let window: Window
    let presenter: FramePresenter
    /// Rasterizes each frame into the persistent canvas, redrawing what changed.
    public let drawer: DrawListRenderer
    let translator = EventTranslator()
    /// Pixels per point the window is sized for; a posture change keeps it.
    public private(set) var zoom: Double
    private var expectedWindowSize: (width: Int, height: Int)
    /// The frame being assembled (the game's list and the emulator's layers), kept so a
    /// steady frame allocates nothing.
    private var frame = DrawList()
    private var pendingScreenshot = false
    private var swallowedKeyUps: Set<String> = []
    private var toast: Toast?
    private var emulatorChanges: [Device] = []
    /// Frames shown so far, for the periodic heap trim.
    private var presentedFrames = 0
    /// Every ten seconds at 60 Hz the freed heap pages go back to the system: the text cache's
    /// churn would otherwise raise RSS in steps over a long session (see `ProcessMemory`).
    private static let framesBetweenTrims = 600
    /// The hand-made window size the host last asked to reshape (see `userResized`).
    private var lastSnapRequest: (width: Int, height: Int)?

    /// Opens the window (or its offscreen twin).
    ///
    /// - Throws: `NoDisplayError` when there is no display and `headless` is false;
    ///   `MissingAssetError` when the fonts are missing; `SDLError` when SDL fails.
    public init(options: Options) throws {
        try SDLLibrary.start(options.headless ? .headless : .windowed)
        let fonts = try FontFiles()
        isHeadless = options.headless
        title = options.title
        settingsPath = options.settingsPath
        catalog = options.catalog
        bindings = options.bindings
        background = options.background
        screenshotDirectory = options.screenshotDirectory
        monitor = DeviceMonitor(device: options.device)
        emulator = EmulatorState(showsRegionOverlay: options.showsRegionOverlay)
        let scale = max(0.1, min(8, options.scale ?? Self.fittingScale(for: options.device.profile, headless: options.headless)))
        zoom = scale
        let size = options.device.displaySize
        let width = max(1, Int((size.width * scale).rounded()))
        let height = max(1, Int((size.height * scale).rounded()))
        expectedWindowSize = (width, height)
        window = try Window(title: title, width: width, height: height, visible: !options.headless)
        presenter = try FramePresenter(window: window, headless: options.headless)
        let pixels = window.pixelSize
        drawer = try DrawListRenderer(fonts: fonts, transform: PixelTransform(scale: scale), displayBounds: Rect(origin: .zero, size: size),
                                      width: pixels.width, height: pixels.height, damageTracking: options.damageTracking)
        textMeasurer = drawer.measurer
        drawer.images.report = { [weak self] problem in self?.onProblem(problem) }
        translator.windowID = window.id
        updateTitle()
        updateTransform()
    }

    // MARK: The device

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
    private func applyEmulatorChange(_ next: Device) {
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
        toast.map { $0.opacity(at: SDL_GetTicks64()) > 0 } ?? false
    }

    /// Shows a fading note at the top of the display. Headless runs show none, so their
    /// pixels never depend on the clock.
    private func show(_ text: String) {
        guard !isHeadless else { return }
        toast = Toast(text: text, shownAt: SDL_GetTicks64())
    }

    // MARK: Frames

    /// The events since the last call, in display points, with emulator keys already consumed
    /// and their device changes applied to `monitor`.
    ///
    /// - Parameter milliseconds: How long to wait for a first event when none is queued
    ///   (0: return at once). A viewer waits to save power; a game loop passes 0.
    public func pollEvents(waitingUpTo milliseconds: Int = 0) -> [InputEvent] {
        var inputs: [InputEvent] = []
        var event = SDL_Event()
        var hasEvent = milliseconds > 0 ? SDL_WaitEventTimeout(&event, Int32(milliseconds)) != 0 : SDL_PollEvent(&event) != 0
        while hasEvent {
            for hostEvent in translator.translate(event) {
                handle(hostEvent, into: &inputs)
            }
            hasEvent = SDL_PollEvent(&event) != 0
        }
        return inputs
    }

    /// Feeds events as if they came from SDL (a playtest script): emulator keys are consumed
    /// and applied; the rest is returned for the game.
    public func feed(_ events: [InputEvent]) -> [InputEvent] {
        var inputs: [InputEvent] = []
        for event in events { handle(.input(event), into: &inputs) }
        return inputs
    }

    /// Draws a frame: the background, the draw list, then the emulator's layers (hardware,
    /// region overlay, perspective preview), then `topLayer` (a program's own tool panels,
    /// drawn over the overlay), then the help. Call `present()` to show it.
    ///
    /// Only the cells that differ from the last frame are rasterized again (see
    /// `DrawListRenderer`); `lastFrame` says how many pixels that was.
    public func render(_ list: DrawList, topLayer: DrawList = DrawList()) throws {
        updateTransform()
        let output = window.pixelSize
        drawer.resize(width: output.width, height: output.height)
        let preview = emulator.showsPerspective && device.displayRegions.contains { $0.kind == .division && $0.isActive }
        if !preview { translator.pixelMapper = nil }
        frame.removeAll()
        frame.fill(drawer.displayBounds, background)
        frame.append(contentsOf: list)
        if emulator.showsHardware { frame.append(contentsOf: HardwareLayer.drawList(for: device)) }
        if emulator.showsRegionOverlay {
            frame.append(contentsOf: emulator.overlay.drawList(for: device, measurer: textMeasurer))
        }
        if preview { frame = previewDrawList(of: frame) }
        frame.append(contentsOf: topLayer)
        if let toast {
            let opacity = toast.opacity(at: SDL_GetTicks64())
            if opacity > 0 {
                frame.append(contentsOf: toast.drawList(on: device, opacity: opacity, measurer: textMeasurer))
            } else {
                self.toast = nil
            }
        }
        if emulator.showsHelp {
            frame.append(contentsOf: HelpOverlay.drawList(bindings: bindings, extraKeys: extraHelp, device: device,
                                                          displaySize: device.displaySize, settingsPath: settingsPath, measurer: textMeasurer))
        }
        drawer.render(frame, clearColor: Self.letterbox)
        try presenter.upload(drawer.canvas, changed: drawer.dirtyRectangles)
    }

    /// The colour around the display when the window is not the display's shape.
    static let letterbox = Color(red: 10, green: 11, blue: 14)

    /// Shows the frame; takes a pending F12 screenshot first.
    public func present() throws {
        if pendingScreenshot {
            pendingScreenshot = false
            let path = nextScreenshotPath()
            do {
                try screenshot(to: path)
                onScreenshot(path)
                show("saved \((path as NSString).lastPathComponent)")
            } catch {
                onProblem("\(error)")
            }
        }
        presenter.present()
        presentedFrames += 1
        if presentedFrames % Self.framesBetweenTrims == 0 {
            ProcessMemory.returnFreedPages()
        }
    }

    /// What the last `render` cost: commands, and pixels rasterized again.
    public var lastFrame: DrawListRenderer.FrameStatistics { drawer.lastFrame }

    /// The window's size in pixels.
    public var pixelSize: (width: Int, height: Int) { window.pixelSize }

    /// Points to pixels as the last frame drew them.
    public var transform: PixelTransform { drawer.transform }

    /// What the glyph atlas has done (a steady frame adds no rasterizations or textures).
    public var textStatistics: GlyphAtlas.Statistics { drawer.glyphs.statistics }

    /// What shows the frames: "software" (the window's own surface) or SDL's renderer
    /// ("opengl"…).
    public var rendererName: String { presenter.name }

    /// The video driver SDL runs ("x11", "offscreen"…).
    public var videoDriverName: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?" }

    // MARK: Private

    private func handle(_ event: HostEvent, into inputs: inout [InputEvent]) {
        switch event {
        case .quit:
            isQuitRequested = true
        case .exposed:
            presenter.invalidate()
        case .resized(let width, let height):
            userResized(width: width, height: height)
        case .input(.key(let key)):
            // Emulator keys never reach the game; their releases are swallowed too.
            if key.isDown, let action = bindings.action(for: key) {
                swallowedKeyUps.insert(key.key.lowercased())
                if !key.isRepeat || action == .hingeDown || action == .hingeUp { perform(action) }
                return
            }
            if !key.isDown, swallowedKeyUps.remove(key.key.lowercased()) != nil { return }
            inputs.append(.key(key))
        case .input(let input):
            inputs.append(input)
        }
    }

    private func deviceDidChange(from oldSize: Size) {
        let size = device.displaySize
        drawer.displayBounds = Rect(origin: .zero, size: size)
        if size != oldSize {
            let width = max(1, Int((size.width * zoom).rounded()))
            let height = max(1, Int((size.height * zoom).rounded()))
            expectedWindowSize = (width, height)
            if isHeadless {
                window.resize(width: width, height: height)
            } else {
                window.resizeAboutCentre(width: width, height: height)
            }
            SDL_PumpEvents()
        }
        updateTitle()
        updateTransform()
    }

    private func userResized(width: Int, height: Int) {
        if (width, height) == expectedWindowSize { return }
        let size = device.displaySize
        zoom = max(0.05, min(Double(width) / size.width, Double(height) / size.height))
        let fitted = (max(1, Int((size.width * zoom).rounded())), max(1, Int((size.height * zoom).rounded())))
        expectedWindowSize = fitted
        // Fill, never letterbox: take the display's shape at the zoom the user chose. A window
        // manager that insists on its size (a tiling one) is asked once, not in a loop; the
        // display is then centred in what it allows.
        let refusedBefore = lastSnapRequest.map { $0 == (width, height) } ?? false
        if !refusedBefore, abs(fitted.0 - width) > 1 || abs(fitted.1 - height) > 1 {
            lastSnapRequest = (width, height)
            window.resize(width: fitted.0, height: fitted.1)
        }
        updateTransform()
    }

    private func updateTransform() {
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

    private func updateTitle() {
        let state = device
        var parts = [title, state.profile.displayName, "\(state.posture)", "\(state.hingeAngle.pointString)°", "\(state.layoutDirection)"]
        if state.innerCameraInUse { parts.append("camera on") }
        window.title = parts.joined(separator: " · ") + "   (F1: keys)"
    }

    private func nextScreenshotPath() -> String {
        let stem = "crease-\(device.profile.name)-\(device.posture)"
        var index = 1
        while true {
            let path = (screenshotDirectory as NSString).appendingPathComponent("\(stem)-\(index).png")
            if !FileManager.default.fileExists(atPath: path) { return path }
            index += 1
        }
    }

    private static func fittingScale(for profile: DeviceProfile, headless: Bool) -> Double {
        guard !headless else { return 1 }
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return 1 }
        let sizes = [profile.inner.size, profile.inner.size.transposed, profile.outer.size]
        let widest = sizes.map(\.width).max() ?? 1
        let tallest = sizes.map(\.height).max() ?? 1
        return min(1, Double(bounds.w) * 0.95 / widest, Double(bounds.h) * 0.9 / tallest)
    }
}
