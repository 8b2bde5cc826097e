import CreaseSDL

/// What one game's soak measured, and whether it passed.
struct SoakResult: Codable {
    /// The glyph atlas's counters at the end.
    struct TextCounters: Codable {
        var rasterizations: Int
        var hits: Int
        var evictions: Int

        init(_ statistics: GlyphAtlas.Statistics) {
            rasterizations = statistics.rasterizations
            hits = statistics.hits
            evictions = statistics.evictions
        }
    }

    /// Resident memory and the glyph atlas's size at one frame (ten readings a run).
    struct Sample: Codable {
        var frame: Int
        var residentMiB: Double
        var heapInUseMiB: Double
        var glyphs: Int
    }

    /// Resident memory may grow by less than this after the warm-up: 2 MB.
    static let growthLimitMiB = 2_000_000.0 / 1_048_576

    var game: String
    var frames: Int
    var warmUpFrames: Int
    /// Whether resident growth counted (see `SoakOptions.checksMemory`).
    var checksMemory: Bool
    /// Game instances started (a new one after each finished match or driver renewal).
    var games: Int
    var matchesFinished: Int
    var deviceChanges: Int
    var inputEvents: Int
    var residentAfterWarmUpMiB: Double?
    /// The glyph atlas's coverage bytes at the warm-up reading: its later growth, up to its bound, is
    /// memory the bounded cache holds, not a leak.
    var glyphBytesAfterWarmUp: Int?
    /// The coverage masks' bytes at the warm-up reading: likewise a bounded cache's growth.
    var coverageMaskBytesAfterWarmUp: Int?
    var residentAtEndMiB: Double?
    /// Heap the game holds (allocated, not freed; see `ProcessMemory.heapInUseMiB`) at the
    /// warm-up reading and at the end: where a leak would show without the allocator's retention.
    var heapAfterWarmUpMiB: Double?
    var heapAtEndMiB: Double?
    /// The process's peak so far (VmHWM), so with several games it covers the ones before.
    var peakResidentMiB: Double?
    var cachesAtEnd: CacheUsage
    var cachesLargest: CacheUsage
    var cachesWithinBounds: Bool
    var textStatistics: TextCounters
    /// The frame of the glyph atlas's first eviction: from there on it is full and steady.
    var textCacheFullAtFrame: Int?
    var residentSamples: [Sample]
    /// Problems the window survived and reported (a missing image, an unrenderable string).
    var problems: [String]

    /// Growth of resident memory from the warm-up reading to the end, in MiB.
    var growthMiB: Double? {
        guard let warm = residentAfterWarmUpMiB, let end = residentAtEndMiB else { return nil }
        return end - warm
    }

    /// What the glyph atlas grew by after the warm-up, in MiB; it is checked
    /// against its own bound separately.
    var glyphAtlasGrowthMiB: Double { Self.growthMiB(from: glyphBytesAfterWarmUp, to: cachesAtEnd.glyphBytes) }

    /// What the renderer's coverage masks grew by after the warm-up, in MiB; checked against
    /// their own bound separately.
    var coverageMaskGrowthMiB: Double { Self.growthMiB(from: coverageMaskBytesAfterWarmUp, to: cachesAtEnd.coverageMaskBytes) }

    /// A bounded cache's growth from its warm-up reading (none: 0) to the end, in MiB; never negative.
    private static func growthMiB(from warm: Int?, to end: Int) -> Double {
        guard let warm else { return 0 }
        return Double(Swift.max(0, end - warm)) / 1_048_576
    }

    /// Resident growth not held by the bounded glyph atlas or coverage masks: what must stay
    /// under 2 MB.
    var unexplainedGrowthMiB: Double? { growthMiB.map { $0 - glyphAtlasGrowthMiB - coverageMaskGrowthMiB } }

    /// Why the soak failed, one sentence each (empty: it passed).
    var failures: [String] {
        var reasons: [String] = []
        if !checksMemory {
            // A sanitizer build: resident memory is the allocator's quarantine, not the game's.
        } else if let growth = growthMiB, let unexplained = unexplainedGrowthMiB {
            if unexplained >= Self.growthLimitMiB {
                reasons.append("\(game): resident memory grew by \(mib(growth)) after frame \(warmUpFrames), \(mib(unexplained)) of it "
                               + "beyond the glyph atlas's and the coverage masks' own growth, more than the 2 MB allowed")
            }
        } else {
            reasons.append("\(game): resident memory could not be read from /proc/self/status")
        }
        if !cachesWithinBounds {
            reasons.append("\(game): a cache went past its bound (largest: \(cacheLine(cachesLargest)))")
        }
        return reasons
    }

    private func mib(_ value: Double) -> String { String(format: "%.2f MiB", value) }
}

/// The caches as one line: held/bound for each.
func cacheLine(_ usage: CacheUsage) -> String {
    "glyphs \(usage.glyphs), atlas pages \(usage.glyphPages)/\(usage.glyphPageLimit) (\(usage.glyphBytes / 1024)K), "
        + "faces \(usage.fontFaces)/\(usage.fontFaceLimit), measurements \(usage.measurements)/\(usage.measurementCapacity), "
        + "images \(usage.images)/\(usage.imageCapacity), "
        + "coverage masks \(usage.coverageMaskBytes / 1024)K/\(usage.coverageMaskByteLimit / 1024)K"
}
