import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL

/// Times a game's headless frames beside an empty frame of the same display in the same
/// process, and watches its memory over a long run.
@MainActor
enum GameBench {
    /// A game the bench can make afresh.
    struct Entry {
        var name: String
        var make: () -> any Game
    }

    /// What one game measured.
    struct Result: Codable {
        var game: String
        var damageTracking: Bool
        /// Measured with another thread spinning on a core (`BusyCore`).
        var busy: Bool
        var pixelsRedrawnPerFrame: Double
        var frames: Int
        var frameP50Ms: Double
        var frameP99Ms: Double
        var p50Ratio: Double
        var p99Ratio: Double
        /// A busy row's p99 over the same row's quiet p99 (nil for a quiet row).
        var busyOverQuietP99: Double?
        var memoryAfterWarmUpMiB: Double?
        var memoryAfterLongRunMiB: Double?
        var longRunFrames: Int
    }

    /// Measures one game: `frames` rendered headless autoplay frames on a tabletop duo against
    /// the floor, then `longRunFrames` unrendered frames for memory (none: no memory figures).
    static func measure(_ entry: Entry, frames: Int, longRunFrames: Int, damageTracking: Bool, busy: Bool, floor: TimingStatistics,
                        clock: SDLClock) throws -> Result {
        let plan = try RunPlan(options: try RunOptions.parse(["--headless", "--autoplay", "--posture", "tabletop",
                                                               "--frames", "\(frames)", "--seed", "3"]))
        let report = try BusyCore.during(busy) { try run(entry.make(), plan: plan, name: entry.name, damageTracking: damageTracking) }

        // Memory: autoplay matches back to back, each a fresh driver, until the count is reached.
        var played = 0
        var seed: UInt64 = 1
        var warm: Double?
        while played < longRunFrames {
            let result = playtest(entry.make(), seed: seed, frames: longRunFrames - played)
            played += Swift.max(1, result)
            seed += 1
            if warm == nil && played >= Swift.min(longRunFrames, 5_000) { warm = ProcessMemory.residentMiB }
        }
        return Result(game: entry.name, damageTracking: damageTracking, busy: busy, pixelsRedrawnPerFrame: report.redrawnPixels?.mean ?? 0,
                      frames: report.frames,
                      frameP50Ms: report.frameCpuMs.p50, frameP99Ms: report.frameCpuMs.p99,
                      p50Ratio: report.frameCpuMs.p50 / Swift.max(floor.p50, 1e-9),
                      p99Ratio: report.frameCpuMs.p99 / Swift.max(floor.p99, 1e-9),
                      memoryAfterWarmUpMiB: warm, memoryAfterLongRunMiB: played > 0 ? ProcessMemory.residentMiB : nil, longRunFrames: played)
    }

    /// Opens the existential so the generic runner can take it.
    private static func run<G: Game>(_ game: G, plan: RunPlan, name: String, damageTracking: Bool) throws -> PlaytestReport {
        try GameRunner.run(game, plan: plan, executable: name, printsSummary: false, damageTracking: damageTracking)
    }

    /// Frames run by one unrendered autoplay playtest (it stops when the match ends).
    private static func playtest<G: Game>(_ game: G, seed: UInt64, frames: Int) -> Int {
        var device = Device(profile: .duo)
        device.posture = .tabletop
        return Playtest.run(game, device: device, seed: seed, frames: frames, autoplay: true).report.frames
    }

    /// The host's own empty frame: poll, render an empty draw list (with the emulator's
    /// hardware layer), present, in ms (`HostTiming.emptyFrames`, the client API).
    static func emptyFrames(device: Device, count: Int) throws -> TimingStatistics {
        var options = EmulatorWindow.Options()
        options.headless = true
        options.device = device
        let window = try EmulatorWindow(options: options)
        return TimingStatistics(samples: try HostTiming.emptyFrames(of: window, frames: count))
    }
}
