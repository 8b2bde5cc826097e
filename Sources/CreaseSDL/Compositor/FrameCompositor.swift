import Crease
import CreaseHUD

/// The compositor: assembles each frame from the game's draw list and the emulator's layers,
/// rasterizes it into the persistent canvas and hands what changed to the presenter.
///
/// The layers, bottom to top: the background, the game's list, the hardware (cameras, the
/// crease), the region overlay, then (when F11 has the perspective preview on and the device
/// is half open) all of those seen from a seat in front of the device, then a program's own
/// top layer, the emulator's note and the F1 help.
@MainActor
final class FrameCompositor {
    /// Rasterizes each frame into the persistent canvas, redrawing what changed.
    let drawer: DrawListRenderer
    /// Shows the canvas in the window.
    let presenter: FramePresenter
    /// The colour behind the draw list.
    var background: Color
    /// The frame being assembled, kept so a steady frame allocates nothing.
    private var frame = DrawList()
    /// Frames shown so far, for the periodic heap trim.
    private var presentedFrames = 0

    /// Every ten seconds at 60 Hz the freed heap pages go back to the system: the text cache's
    /// churn would otherwise raise RSS in steps over a long session (see `ProcessMemory`).
    static let framesBetweenTrims = 600
    /// The colour around the display when the window is not the display's shape.
    static let letterbox = Color(red: 10, green: 11, blue: 14)

    /// A compositor drawing with `drawer` and showing through `presenter`.
    init(drawer: DrawListRenderer, presenter: FramePresenter, background: Color) {
        self.drawer = drawer
        self.presenter = presenter
        self.background = background
    }

    /// Gives the canvas the window's pixel size. On the surface path the frame is drawn into
    /// the window's own pixels (no copy) when their layout allows; otherwise into a canvas of
    /// its own, which the presenter copies from.
    func fitCanvas(width: Int, height: Int) {
        if let target = presenter.directTarget(), target.width == width, target.height == height {
            drawer.draw(into: target.pixels, width: target.width, height: target.height)
        } else {
            drawer.resize(width: width, height: height)
        }
    }

    /// Assembles a frame: the game's `list` under the emulator's layers, `topLayer` over the
    /// overlay. Returns how a window pixel maps to the flat frame's pixel under it while the
    /// perspective preview shows (nil while the frame is shown flat), for the input translator.
    func assemble(_ list: DrawList, topLayer: DrawList, on device: Device, emulator: inout EmulatorController) -> ((Point) -> Point)? {
        let state = emulator.state
        let preview = state.showsPerspective && device.displayRegions.contains { $0.kind == .division && $0.isActive }
        var pixelMapper: ((Point) -> Point)?
        frame.removeAll()
        frame.fill(drawer.displayBounds, background)
        frame.append(contentsOf: list)
        if state.showsHardware { frame.append(contentsOf: HardwareLayer.drawList(for: device)) }
        if state.showsRegionOverlay {
            frame.append(contentsOf: state.overlay.drawList(for: device, measurer: drawer.measurer))
        }
        if preview { (frame, pixelMapper) = previewDrawList(of: frame, on: device) }
        frame.append(contentsOf: topLayer)
        if let note = emulator.visibleNote() {
            frame.append(contentsOf: note.toast.drawList(on: device, opacity: note.opacity, measurer: drawer.measurer,
                                                         avoiding: state.controlFrames, status: state.statusFrames))
        }
        if state.showsHelp {
            frame.append(contentsOf: HelpOverlay.drawList(bindings: emulator.bindings, extraKeys: emulator.extraHelp, device: device,
                                                          displaySize: device.displaySize, settingsPath: emulator.settingsPath,
                                                          measurer: drawer.measurer))
        }
        return pixelMapper
    }

    /// Rasterizes the assembled frame (only the cells that differ from the last one) and
    /// uploads what changed toward the window; `present()` shows it.
    func draw() throws {
        drawer.render(frame, clearColor: Self.letterbox)
        try presenter.upload(drawer.canvas, changed: drawer.dirtyRectangles)
    }

    /// Shows the frame drawn, and now and then gives freed heap pages back to the system.
    func present() {
        presenter.present()
        presentedFrames += 1
        if presentedFrames % Self.framesBetweenTrims == 0 {
            ProcessMemory.returnFreedPages()
        }
    }
}
