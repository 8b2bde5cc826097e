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
    public internal(set) var isQuitRequested = false
    /// True when running offscreen.
    public let isHeadless: Bool
    /// Where F12 screenshots go.
    public var screenshotDirectory: String
    /// The colour behind the draw list.
    public var background: Color
    /// Called with each screenshot's path (F12); by default it prints the path.
    public var onScreenshot: (String) -> Void = { FileHandle.standardOutput.write(Data("crease: screenshot saved to \($0)\n".utf8)) }
    /// The clock the emulator's notes age by, in milliseconds: SDL's ticks by default; a host
    /// with a clock of its own (a recorded or paced session) can hand it in.
    public var milliseconds: () -> UInt64 = { SDL_GetTicks64() }
    /// Called with a problem the host survived (a device profile that failed to load, a
    /// screenshot that could not be written); by default printed on standard error.
    public var onProblem: (String) -> Void = { FileHandle.standardError.write(Data("crease: \($0)\n".utf8)) }

    let title: String
    let settingsPath: String?
    let catalog: DeviceCatalog
    let window: Window
    let presenter: FramePresenter
    /// Rasterizes each frame into the persistent canvas, redrawing what changed.
    public let drawer: DrawListRenderer
    let translator = EventTranslator()
    /// Pixels per point the window is sized for; a posture change keeps it.
    public internal(set) var zoom: Double
    var expectedWindowSize: (width: Int, height: Int)
    /// The frame being assembled (the game's list and the emulator's layers), kept so a
    /// steady frame allocates nothing.
    var frame = DrawList()
    var pendingScreenshot = false
    var swallowedKeyUps: Set<String> = []
    var toast: Toast?
    var emulatorChanges: [Device] = []
    /// Frames shown so far, for the periodic heap trim.
    var presentedFrames = 0
    /// Every ten seconds at 60 Hz the freed heap pages go back to the system: the text cache's
    /// churn would otherwise raise RSS in steps over a long session (see `ProcessMemory`).
    static let framesBetweenTrims = 600
    /// The hand-made window size the host last asked to reshape (see `userResized`).
    var lastSnapRequest: (width: Int, height: Int)?

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
}
