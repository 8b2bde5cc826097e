// crease-viewer — the emulated foldable live: the display alone in a window (or headless), the
// posture emulator's keys, the region overlay on at start, and a regions table (Tab) that is
// also printed to stdout whenever it changes.
import Crease
import CreaseHUD
import CreaseSDL
import Foundation

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

/// Writes a line to stdout at once (unbuffered), so a pipe sees each table as it changes.
func emit(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

@MainActor
func runViewer(_ options: ViewerOptions) throws {
    var hostOptions = options.host.options
    hostOptions.title = "crease-viewer"
    hostOptions.showsRegionOverlay = options.overlay
    if let problem = options.host.settingsProblem {
        FileHandle.standardError.write(Data("crease-viewer: \(problem)\n".utf8))
    }
    let window: EmulatorWindow
    do {
        window = try EmulatorWindow(options: hostOptions)
    } catch let error as NoDisplayError {
        fail("crease-viewer: \(error)", code: 1)
    }
    window.extraHelp = [("Tab", "regions panel on / off"), ("Esc, Q", "quit the viewer")]

    var showsPanel = options.panel
    var pointers: [PointerID: Point] = [:]
    var hover: Point?
    var lastTable = ""
    var frame = 0
    var quit = false

    func handle(_ events: [InputEvent]) {
        for event in events {
            switch event {
            case .key(let key) where key.isDown && !key.isRepeat:
                switch key.key.lowercased() {
                case "tab": showsPanel.toggle()
                case "escape", "q": quit = true
                default: break
                }
            case .pointer(let pointer):
                switch pointer.phase {
                case .began, .moved: pointers[pointer.id] = pointer.location
                case .ended, .cancelled: pointers[pointer.id] = nil
                case .hovered: hover = pointer.location
                }
            case .windowFocus(false):
                hover = nil
            default:
                break
            }
        }
    }

    let pressed = options.press.map { InputEvent.key(KeyEvent(key: $0, isDown: true)) }
        + options.press.map { InputEvent.key(KeyEvent(key: $0, isDown: false)) }
    handle(window.feed(pressed))

    while !quit && !window.isQuitRequested {
        let wait = options.host.options.headless ? 0 : (options.frames == nil && !window.isAnimating ? 250 : 16)
        handle(window.pollEvents(waitingUpTo: frame == 0 ? 0 : wait))
        if quit || window.isQuitRequested { break }
        let table = RegionRow.text(for: window.device)
        if table != lastTable {
            emit(table + "\n")
            lastTable = table
        }
        let list = ViewerScene.drawList(device: window.device, pointers: pointers, hover: hover, measurer: window.textMeasurer)
        let panel = showsPanel ? RegionsPanel.drawList(device: window.device, measurer: window.textMeasurer) : DrawList()
        try window.render(list, topLayer: panel)
        frame += 1
        let isLast = options.frames.map { frame >= $0 } ?? false
        if let path = options.screenshot, isLast || (options.frames == nil && frame == 1) {
            try window.screenshot(to: path)
            emit("crease-viewer: screenshot saved to \(path)")
        }
        try window.present()
        if isLast { break }
    }
}

do {
    let options = try ViewerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(ViewerOptions.usage)
        exit(0)
    }
    try MainActor.assumeIsolated { try runViewer(options) }
} catch let error as UsageError {
    fail(ViewerOptions.parser.failureMessage(for: error), code: 2)
} catch let error as HostArgumentError {
    fail("crease-viewer: \(error)", code: 2)
} catch {
    fail("crease-viewer: \(error)", code: 1)
}
