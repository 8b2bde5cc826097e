import CSDL2
import CSDL2Image
import Crease
import CreaseHUD
import Foundation

/// Frames: input polled and translated, the draw list handed to the compositor with the
/// emulator's layers, presented, and what the last frame cost.
extension EmulatorWindow {
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
        compositor.fitCanvas(width: output.width, height: output.height)
        translator.pixelMapper = compositor.assemble(list, topLayer: topLayer, on: device, emulator: &controller)
        try compositor.draw()
    }

    /// Shows the frame; takes a pending F12 screenshot first.
    public func present() throws {
        if controller.takeScreenshotRequest() {
            let path = nextScreenshotPath()
            do {
                try screenshot(to: path)
                onScreenshot(path)
                controller.show("saved \((path as NSString).lastPathComponent)")
            } catch {
                onProblem("\(error)")
            }
        }
        compositor.present()
    }

    /// Rasterizes each frame into the persistent canvas, redrawing what changed.
    public var drawer: DrawListRenderer { compositor.drawer }

    /// Shows the canvas in the window (the surface, or SDL's accelerated renderer).
    var presenter: FramePresenter { compositor.presenter }

    /// Text measuring with the same font the window renders, for the HUD's layout.
    public var textMeasurer: TTFTextMeasurer { compositor.drawer.measurer }

    /// The colour behind the draw list.
    public var background: Color {
        get { compositor.background }
        set { compositor.background = newValue }
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
}
