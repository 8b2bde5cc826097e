import CreasePlaytest
import Testing

/// A script's own golden tolerance (`"golden": {"threshold": …, "differing": …}`).
@Suite struct GoldenToleranceTests {
    @Test func aScriptSetsItsOwnTolerance() throws {
        let script = try PlaytestScript(json: #"{"golden": {"threshold": 20, "differing": 0.01}, "steps": []}"#)
        #expect(script.goldenTolerance == GoldenTolerance(channelThreshold: 20, differingShare: 0.01))
        let partial = try PlaytestScript(json: #"{"golden": {"threshold": 3}, "steps": []}"#)
        #expect(partial.goldenTolerance == GoldenTolerance(channelThreshold: 3, differingShare: GoldenTolerance.standard.differingShare))
        #expect(try PlaytestScript(json: #"{"steps": []}"#).goldenTolerance == nil)
    }

    @Test(arguments: [
        (#"{"golden": 8, "steps": []}"#, "'golden' should be an object"),
        (#"{"golden": {"threshold": 300}, "steps": []}"#, "'golden.threshold' should be a whole number from 0 to 255"),
        (#"{"golden": {"threshold": 2.5}, "steps": []}"#, "'golden.threshold' should be a whole number"),
        (#"{"golden": {"differing": 2}, "steps": []}"#, "'golden.differing' should be a share of the pixels from 0 to 1"),
        (#"{"golden": {"fuzz": 1}, "steps": []}"#, "'golden': unknown key 'fuzz'"),
    ])
    func aBadToleranceIsOneClearLine(json: String, expected: String) {
        do {
            _ = try PlaytestScript(json: json)
            Issue.record("\(json) should be refused")
        } catch {
            #expect("\(error)".contains(expected), "\(json): \(error)")
            #expect(!"\(error)".contains("\n"), "one line: \(error)")
        }
    }
}
