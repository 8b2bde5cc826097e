import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL

/// The HUD stress scene: on a tabletop duo, N/2 status widgets on the raised half (a label
/// whose number changes every frame, alternating with a progress bar whose fraction changes
/// every frame), N/2 buttons on the flat half, and two grids; the whole frame timed, from the
/// event pump to the return of present.
@MainActor
enum StressBench {
    /// What one scene size measured.
    struct Result: Codable {
        var widgets: Int
        var damageTracking: Bool
        /// Measured with another thread spinning on a core (`BusyCore`).
        var busy: Bool
        var frameP50Ms: Double
        var frameP99Ms: Double
        var p50Ratio: Double
        var p99Ratio: Double
        /// A busy row's p99 over the same row's quiet p99 (nil for a quiet row).
        var busyOverQuietP99: Double?
        var pixelsRedrawnPerFrame: Double
        var glyphRasterizationsAfterWarmUp: Int
    }

    /// The scene's draw list at a frame.
    static func scene(widgets: Int, frame tick: Int, display: Size, fold: Rect) -> DrawList {
        var list = DrawList()
        list.fill(Rect(origin: .zero, size: display), Color(red: 18, green: 24, blue: 34))
        let half = widgets / 2
        let columns = 4
        let raised = Rect(x: 12, y: 12, width: display.width - 24, height: fold.minY - 24)
        let flat = Rect(x: 12, y: fold.maxY + 12, width: display.width - 24, height: display.height - fold.maxY - 24)
        func cell(_ index: Int, in area: Rect, count: Int) -> Rect {
            let rows = max(1, (count + columns - 1) / columns)
            let width = area.width / Double(columns), height = min(48, area.height / Double(rows))
            return Rect(x: area.minX + Double(index % columns) * width + 3, y: area.minY + Double(index / columns) * height + 3,
                        width: width - 6, height: height - 6)
        }
        let theme = Theme.standard
        for index in 0..<half {
            let frame = cell(index, in: raised, count: half)
            list.fill(frame, cornerRadius: 8, Color(red: 30, green: 38, blue: 52, alpha: 230))
            if index.isMultiple(of: 2) {
                list.text("HP \((index * 37 + tick) % 1000)", at: Point(x: frame.minX + 8, y: frame.minY + 4),
                          font: .caption, theme.text)
            } else {
                let track = frame.insetBy(dx: 8, dy: frame.height / 2 - 4)
                list.fill(track, cornerRadius: 4, Color(red: 60, green: 70, blue: 90))
                let fraction = Double((index * 13 + tick) % 100) / 100
                list.fill(Rect(x: track.minX, y: track.minY, width: max(8, track.width * fraction), height: track.height), cornerRadius: 4, theme.accent)
            }
        }
        for index in 0..<half {
            let frame = cell(index, in: flat.insetBy(dx: 0, dy: flat.height * 0.35), count: half)
            list.fill(frame, cornerRadius: 10, Color(red: 40, green: 50, blue: 70))
            list.stroke(frame, cornerRadius: 10, Color(red: 120, green: 140, blue: 170), width: 1.5)
            list.text("B\(index)", at: Point(x: frame.midX, y: frame.midY - 9), font: .caption, .white, alignment: .center)
        }
        for grid in [Rect(x: 20, y: flat.minY, width: flat.width * 0.45, height: flat.height * 0.3),
                     Rect(x: flat.midX + 10, y: flat.minY, width: flat.width * 0.45, height: flat.height * 0.3)] {
            list.fill(grid, Color(red: 20, green: 60, blue: 90))
            for step in 0...10 {
                let x = grid.minX + grid.width * Double(step) / 10, y = grid.minY + grid.height * Double(step) / 10
                list.line(from: Point(x: x, y: grid.minY), to: Point(x: x, y: grid.maxY), Color(red: 80, green: 130, blue: 170))
                list.line(from: Point(x: grid.minX, y: y), to: Point(x: grid.maxX, y: y), Color(red: 80, green: 130, blue: 170))
            }
        }
        return list
    }


    /// Times `frames` frames of the scene with `widgets` widgets.
    static func measure(widgets: Int, frames: Int, damageTracking: Bool, busy: Bool, floor: TimingStatistics, clock: SDLClock) throws -> Result {
        var device = Device(profile: .duo)
        device.posture = .tabletop
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = 1
        options.device = device
        options.damageTracking = damageTracking
        let window = try EmulatorWindow(options: options)
        window.emulator.showsHardware = false
        let fold = device.displayRegions.first { $0.kind == .division }?.frame ?? Rect(x: 0, y: device.displaySize.height / 2, width: 0, height: 0)
        var samples: [Double] = []
        var redrawn = 0
        var rasterizedAtWarmUp = 0
        let warmUp = max(10, frames / 10)
        let core = busy ? BusyCore() : nil
        defer { core?.stop() }
        for index in 0..<(frames + warmUp) {
            let start = clock.now()
            _ = window.pollEvents()
            try window.render(scene(widgets: widgets, frame: index, display: device.displaySize, fold: fold))
            try window.present()
            let elapsed = (clock.now() - start) * 1000
            if index == warmUp { rasterizedAtWarmUp = window.textStatistics.rasterizations }
            if index >= warmUp {
                samples.append(elapsed)
                redrawn += window.lastFrame.pixelsRedrawn
            }
        }
        let timing = TimingStatistics(samples: samples)
        return Result(widgets: widgets, damageTracking: damageTracking, busy: busy, frameP50Ms: timing.p50, frameP99Ms: timing.p99,
                      p50Ratio: timing.p50 / max(floor.p50, 1e-9), p99Ratio: timing.p99 / max(floor.p99, 1e-9),
                      pixelsRedrawnPerFrame: Double(redrawn) / Double(max(1, frames)),
                      glyphRasterizationsAfterWarmUp: window.textStatistics.rasterizations - rasterizedAtWarmUp)
    }
}
