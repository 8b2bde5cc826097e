import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL
import CreaseTools

/// One game's soak: `frames` frames rendered through a headless `EmulatorWindow` (so the
/// text, glyph and image caches are used as in a window), autoplay on, a device change every
/// 30 frames and random input every frame. A match that ends starts a new game; a driver is
/// replaced at least every `framesPerDriver` frames and before every memory reading, so its
/// session's per-frame records do not count as growth; each reading follows a heap trim. The window, and with it every cache, lives for the whole run.
@MainActor
struct GameSoak<G: Game> {
    static var framesPerDriver: Int { 10_000 }
    static var framesPerDeviceChange: Int { 30 }

    let name: String
    let options: SoakOptions
    let makeGame: () -> G

    init(name: String, options: SoakOptions, makeGame: @escaping () -> G) {
        self.name = name
        self.options = options
        self.makeGame = makeGame
    }

    func run() throws -> SoakResult {
        var windowOptions = EmulatorWindow.Options()
        windowOptions.title = "crease-soak"
        windowOptions.headless = true
        windowOptions.scale = 1
        windowOptions.device = Device(profile: .duo)
        let window = try EmulatorWindow(options: windowOptions)
        var problems: [String] = []
        window.onProblem = { problems.append($0) }
        window.onScreenshot = { _ in }

        let clock = SDLClock()
        var schedule = DeviceSchedule(seed: options.seed &+ 1)
        var input = RandomInput(seed: options.seed &+ 2)
        var matches = 0
        var finishedMatches = 0
        var deviceChanges = 0
        var eventsSent = 0
        var driver = makeDriver(matchIndex: 0, device: window.device, measurer: window.textMeasurer)
        var warmUpMiB: Double?
        var warmUpHeapMiB: Double?
        var warmUpGlyphBytes: Int?
        var warmUpMaskBytes: Int?
        var worstUsage = window.cacheUsage
        var usageWasWithinBounds = true
        var firstEvictionFrame: Int?
        var samples: [SoakResult.Sample] = []
        let sampleEvery = Swift.max(1, options.frames / 10)

        for frame in 0..<options.frames {
            if driver.isDone || driver.frame >= Self.framesPerDriver {
                if driver.game.isFinished { finishedMatches += 1 }
                matches += 1
                driver = makeDriver(matchIndex: matches, device: driver.device, measurer: window.textMeasurer)
            }
            var changes: [DeviceChange] = []
            if frame % Self.framesPerDeviceChange == Self.framesPerDeviceChange - 1 {
                changes.append(schedule.next(for: driver.device))
                deviceChanges += 1
                // Now and then the region overlay (measured text and lint frames) is drawn too.
                if deviceChanges % 7 == 0 { window.emulator.showsRegionOverlay.toggle() }
            }
            let events = input.events(displaySize: driver.device.displaySize)
            eventsSent += events.count
            try window.runFrame(&driver, clock: clock, extraEvents: events, deviceChanges: changes)

            let usage = window.cacheUsage
            if !usage.isWithinBounds { usageWasWithinBounds = false }
            worstUsage = worstUsage.largest(with: usage)
            // Each reading follows a heap trim (the window does one every 600 frames anyway), so
            // it is the memory the game holds, not freed blocks the allocator has yet to hand back.
            // The driver is renewed first (as at a match's end), so no reading counts a session's
            // per-frame records, which grow until the driver is replaced.
            let reads = frame + 1 == options.warmUpFrames || (frame + 1) % sampleEvery == 0
            if reads {
                if driver.game.isFinished { finishedMatches += 1 }
                matches += 1
                driver = makeDriver(matchIndex: matches, device: driver.device, measurer: window.textMeasurer)
                ProcessMemory.returnFreedPages()
            }
            if frame + 1 == options.warmUpFrames {
                warmUpMiB = ProcessMemory.residentMiB
                warmUpHeapMiB = ProcessMemory.heapInUseMiB
                warmUpGlyphBytes = usage.glyphBytes
                warmUpMaskBytes = usage.coverageMaskBytes
            }
            if firstEvictionFrame == nil, window.textStatistics.evictions > 0 { firstEvictionFrame = frame + 1 }
            if (frame + 1) % sampleEvery == 0, let resident = ProcessMemory.residentMiB {
                samples.append(.init(frame: frame + 1, residentMiB: resident, heapInUseMiB: ProcessMemory.heapInUseMiB, glyphs: usage.glyphs))
            }
        }
        if driver.game.isFinished { finishedMatches += 1 }

        ProcessMemory.returnFreedPages()
        return SoakResult(game: name, frames: options.frames, warmUpFrames: options.warmUpFrames,
                          checksMemory: options.checksMemory,
                          games: matches + 1, matchesFinished: finishedMatches, deviceChanges: deviceChanges,
                          inputEvents: eventsSent, residentAfterWarmUpMiB: warmUpMiB, glyphBytesAfterWarmUp: warmUpGlyphBytes,
                          coverageMaskBytesAfterWarmUp: warmUpMaskBytes, residentAtEndMiB: ProcessMemory.residentMiB,
                          heapAfterWarmUpMiB: warmUpHeapMiB, heapAtEndMiB: ProcessMemory.heapInUseMiB,
                          peakResidentMiB: ProcessMemory.peakMiB, cachesAtEnd: window.cacheUsage, cachesLargest: worstUsage,
                          cachesWithinBounds: usageWasWithinBounds, textStatistics: .init(window.textStatistics),
                          textCacheFullAtFrame: firstEvictionFrame, residentSamples: samples,
                          problems: Array(problems.prefix(10)))
    }

    /// A new game and driver, seeded per match so matches differ but the run repeats.
    /// The HUD measures with the window's font, as in `GameRunner`.
    private func makeDriver(matchIndex: Int, device: Device, measurer: any TextMeasurer) -> PlaytestDriver<G> {
        let setUp = GameSetUp(seed: options.seed &+ UInt64(matchIndex) &* 7919, device: device, autoplay: true, headless: true)
        var driver = PlaytestDriver(game: makeGame(), setUp: setUp, frames: nil)
        driver.textMeasurer = measurer
        return driver
    }
}

extension CacheUsage {
    /// Each field's larger value: the most a run ever held.
    func largest(with other: CacheUsage) -> CacheUsage {
        var result = self
        result.glyphs = Swift.max(glyphs, other.glyphs)
        result.glyphPages = Swift.max(glyphPages, other.glyphPages)
        result.glyphBytes = Swift.max(glyphBytes, other.glyphBytes)
        result.fontFaces = Swift.max(fontFaces, other.fontFaces)
        result.measurements = Swift.max(measurements, other.measurements)
        result.images = Swift.max(images, other.images)
        result.coverageMaskBytes = Swift.max(coverageMaskBytes, other.coverageMaskBytes)
        return result
    }
}
