import Crease
import CreasePlaytest
import CreaseTestGames
import Foundation
import Testing

/// `--trace`: a run as Chrome Trace Event JSON that Perfetto opens.
@Suite struct ChromeTraceTests {
    @Test("One complete event per frame, its phases inside it, device changes and screenshots as instants")
    func framesPhasesAndMarkers() throws {
        let script = try PlaytestScript(json: """
        {"device": "duo", "posture": "flat", "frames": 30, "steps": [
          {"at": 10, "posture": "tabletop"}, {"at": 20, "camera": true}, {"at": 25, "screenshot": "shot.png"}]}
        """)
        let result = Playtest.run(BouncingBallGame(), script: script, clock: SteppingClock())
        let data = try ChromeTrace(result.session).jsonData()
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["displayTimeUnit"] as? String == "ms")
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        let frames = events.filter { $0["cat"] as? String == "frame" }
        #expect(frames.count == 30, "one event per frame")
        let phases = events.filter { $0["cat"] as? String == "phase" }
        #expect(!phases.isEmpty)
        for phase in phases {
            let ts = try #require(phase["ts"] as? Double), dur = try #require(phase["dur"] as? Double)
            #expect(frames.contains { frame in
                let start = frame["ts"] as? Double ?? -1, length = frame["dur"] as? Double ?? -1
                return ts >= start - 0.001 && ts + dur <= start + length + 0.001
            }, "every phase lies inside a frame")
        }
        let instants = events.filter { $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
        #expect(instants.contains("posture tabletop") && instants.contains("camera on") && instants.contains("screenshot shot.png"),
                "instants: \(instants)")
        let stamps = frames.compactMap { $0["ts"] as? Double }
        #expect(stamps == stamps.sorted() && Set(stamps).count == stamps.count, "frames follow one another")
    }
}

/// A clock that moves a millisecond per reading, so phases have lengths.
private final class SteppingClock: FrameClock, @unchecked Sendable {
    private var time = 0.0
    func now() -> Double {
        time += 0.001
        return time
    }
}
