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
///
/// It wires three parts together: the SDL window itself (its events, size, zoom and title,
/// here and in `EmulatorWindow+Window`), the emulator's controller (`EmulatorController`:
/// what the emulator's keys did, its notes aged by `milliseconds`) and the compositor
/// (`FrameCompositor`: the frame assembled from the game's list and the emulator's layers,
/// rasterized and presented).
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
        /// Folders of the game's own fonts (`Game.fontFolders`).
        public var fontFolders: [URL] = []

        /// Creates default options.
        public init() {}
    }

    /// The device and its observers; every emulator change goes through it.
    public let monitor: DeviceMonitor
    /// What the emulator's keys did: overlays, device changes, notes, swallowed releases.
    var controller: EmulatorController
    /// Assembles each frame from the game's list and the emulator's layers, and shows it.
    let compositor: FrameCompositor
    /// The game's sounds, when a runner opened them (`GameRunner`); `runFrame` plays each
    /// frame's cues through it unless `isSoundMuted`.
    public var sound: SoundPlayer?
    /// True when the game has sounds but the audio device did not open: `runFrame` tells the
    /// game it is muted, since nothing will be heard, and Ctrl+M says so.
    public var isSoundUnavailable: Bool {
        get { controller.isSoundUnavailable }
        set { controller.isSoundUnavailable = newValue }
    }
    /// True once the window was closed (or the process asked to quit).
    public internal(set) var isQuitRequested = false
    /// True when running offscreen.
    public let isHeadless: Bool
    /// Where F12 screenshots go.
    public var screenshotDirectory: String
    /// Called with each screenshot's path (F12); by default it prints the path.
    public var onScreenshot: (String) -> Void = { FileHandle.standardOutput.write(Data("crease: screenshot saved to \($0)\n".utf8)) }
    /// Called with a problem the host survived (a device profile that failed to load, a
    /// screenshot that could not be written); by default printed on standard error.
    public var onProblem: (String) -> Void = { FileHandle.standardError.write(Data("crease: \($0)\n".utf8)) }

    /// The program's name, first in the title.
    let title: String
    /// The SDL window (or its offscreen twin).
    let window: Window
    /// Turns SDL's events into input in display points.
    let translator = EventTranslator()
    /// The window's zoom and the size it was last made.
    var sizing: WindowSizing

    /// Opens the window (or its offscreen twin).
    ///
    /// - Throws: `NoDisplayError` when there is no display and `headless` is false;
    ///   `MissingAssetError` when the fonts (Crease's or the game's) are missing; `SDLError` when SDL fails.
    public init(options: Options) throws {
        try SDLLibrary.start(options.headless ? .headless : .windowed)
        let fonts = try FontFiles(gameFolders: options.fontFolders)
        isHeadless = options.headless
        title = options.title
        screenshotDirectory = options.screenshotDirectory
        monitor = DeviceMonitor(device: options.device)
        controller = EmulatorController(state: EmulatorState(showsRegionOverlay: options.showsRegionOverlay), bindings: options.bindings,
                                        settingsPath: options.settingsPath, catalog: options.catalog, showsNotes: !options.headless,
                                        milliseconds: { SDL_GetTicks64() })
        let scale = max(0.1, min(8, options.scale ?? Self.fittingScale(for: options.device.profile, headless: options.headless)))
        let size = options.device.displaySize
        sizing = WindowSizing(zoom: scale, display: size)
        window = try Window(title: title, width: sizing.expected.width, height: sizing.expected.height, visible: !options.headless)
        let presenter = try FramePresenter(window: window, headless: options.headless)
        let pixels = window.pixelSize
        let drawer = try DrawListRenderer(fonts: fonts, transform: PixelTransform(scale: scale), displayBounds: Rect(origin: .zero, size: size),
                                          width: pixels.width, height: pixels.height, damageTracking: options.damageTracking)
        compositor = FrameCompositor(drawer: drawer, presenter: presenter, background: options.background)
        drawer.images.report = { [weak self] problem in self?.onProblem(problem) }
        translator.windowID = window.id
        updateTitle()
        updateTransform()
    }
}
