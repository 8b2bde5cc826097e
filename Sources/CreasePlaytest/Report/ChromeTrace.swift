import Crease
import Foundation

/// A run as a Chrome Trace Event Format document, which Perfetto (ui.perfetto.dev) and
/// chrome://tracing open: one complete event per frame on the "frames" track with its phases
/// (input, update, layout, draw, present) nested inside, device changes and screenshots as
/// instant events, and the host's counters (pixels redrawn, caches) as counter tracks.
///
/// Times are the session's clock readings in microseconds. A frame's length is its CPU
/// time (the sum of its phases), so pacing sleeps show as gaps between frames; with a clock
/// that does not move (a pure headless run) frames are laid end to end.
public struct ChromeTrace: Sendable {
    /// The events, in the format's JSON shape.
    public private(set) var events: [[String: JSONValue]] = []

    /// The trace of a session.
    public init(_ session: PlaytestSession) {
        let pid = JSONValue.number(1)
        func event(_ fields: [String: JSONValue]) -> [String: JSONValue] {
            var fields = fields
            fields["pid"] = pid
            return fields
        }
        events.append(event(["name": "process_name", "ph": "M", "args": ["name": .string(session.game)]]))
        events.append(event(["name": "thread_name", "ph": "M", "tid": 1, "args": ["name": "frames"]]))
        events.append(event(["name": "thread_name", "ph": "M", "tid": 2, "args": ["name": "device and screenshots"]]))
        let origin = session.frameStartTimes.first ?? 0
        var frameStarts: [Double] = []
        var previousEnd = 0.0
        for (index, timings) in session.frameTimings.enumerated() {
            let clock = index < session.frameStartTimes.count ? (session.frameStartTimes[index] - origin) * 1_000_000 : previousEnd
            let start = Swift.max(clock, previousEnd)
            frameStarts.append(start)
            let duration = timings.total * 1000
            events.append(event(["name": .string("frame \(index)"), "cat": "frame", "ph": "X", "tid": 1,
                                 "ts": .number(Self.micro(start)), "dur": .number(Self.micro(duration)),
                                 "args": ["frame": .number(Double(index)), "cpuMs": .number(Self.micro(timings.total))]]))
            var phaseStart = start
            for phase in FramePhase.allCases {
                let length = timings[phase] * 1000
                guard length > 0 else { continue }
                events.append(event(["name": .string(phase.rawValue), "cat": "phase", "ph": "X", "tid": 1,
                                     "ts": .number(Self.micro(phaseStart)), "dur": .number(Self.micro(length))]))
                phaseStart += length
            }
            previousEnd = start + duration
        }
        func time(ofFrame frame: Int) -> Double {
            frame < frameStarts.count ? frameStarts[frame] : previousEnd
        }
        for marker in session.markers {
            events.append(event(["name": .string(marker.name), "cat": "device", "ph": "i", "s": "g", "tid": 2,
                                 "ts": .number(Self.micro(time(ofFrame: marker.frame))), "args": ["frame": .number(Double(marker.frame))]]))
        }
        for sample in session.counters {
            // A frame's counters belong to its end: what it left behind.
            let ts = Self.micro(sample.frame < frameStarts.count ? frameStarts[sample.frame] : previousEnd)
            for (name, value) in sample.values {
                events.append(event(["name": .string(name), "ph": "C", "ts": .number(ts), "args": .object([name: .number(value)])]))
            }
        }
    }

    /// Rounded to a thousandth of a microsecond, so the file stays readable.
    private static func micro(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// The document: `{"displayTimeUnit": "ms", "traceEvents": [...]}`.
    public func jsonData() throws -> Data {
        let document: JSONValue = .object(["displayTimeUnit": "ms", "traceEvents": .array(events.map(JSONValue.object))])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }

    /// Writes the document atomically.
    public func write(to url: URL) throws {
        try AtomicFile.write(try jsonData(), to: url)
    }
}
