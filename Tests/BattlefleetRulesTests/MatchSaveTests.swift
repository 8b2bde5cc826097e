@testable import BattlefleetRules
import Foundation
import Testing

@Suite("MatchSave: the save format, replayed and validated on reading")
struct MatchSaveTests {
    @Test("a save round-trips and the resumed match plays on exactly as the original", arguments: [false, true])
    func roundTrip(salvo: Bool) throws {
        // In salvo, play on until the game stops in the middle of an AI's planned salvo.
        var midGame = TestSupport.autoplayed(.hard, .medium, salvo: salvo, seed: 21, shots: 41)
        for _ in 0..<20 where salvo && midGame.plannedShots.isEmpty { _ = midGame.step() }
        let data = try MatchSave(match: midGame).encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"format\" : \"crease.battlefleet.save\"") && text.contains("\"version\" : 1"),
                "the file should open with the format identifier and version")
        let loaded = try MatchSave.decode(data).match
        #expect(loaded == midGame, "a loaded match should equal the saved one, statistics and generators included")
        if salvo { #expect(!loaded.plannedShots.isEmpty, "the salvo case should have saved an AI's planned shots") }
        var original = midGame
        var resumed = loaded
        original.playToEnd()
        resumed.playToEnd()
        #expect(resumed.stateBytes() == original.stateBytes(), "a resumed match should finish exactly as the uninterrupted one")
        #expect(try MatchSave(match: loaded).encoded() == data, "saving the same match twice should give the same bytes")
    }

    @Test("saves in placement and at the end round-trip too")
    func otherPhases() throws {
        var placing = Match.localTwoPlayer(rules: MatchRules(salvo: true), seed: UInt64.max)
        try placing.place(Placement(ship: .cruiser, origin: TestSupport.cell(2, 2), orientation: .vertical), for: .two)
        let finished = TestSupport.autoplayed(seed: 5)
        for match in [placing, finished] {
            #expect(try MatchSave.decode(MatchSave(match: match).encoded()).match == match, "a \(match.phase) match should round-trip")
        }
    }

    /// A broken save, and a phrase its problem must contain.
    struct Breakage: CustomStringConvertible, Sendable {
        let name: String
        let path: [String]
        let value: String?
        let phrase: String
        var description: String { name }
    }

    static let breakages: [Breakage] = [
        Breakage(name: "overlapping ships", path: ["match", "fleets", "one", "1"], value: "OVERLAP", phrase: "overlaps"),
        Breakage(name: "ship off the grid", path: ["match", "fleets", "two", "0", "origin"],
                 value: #"{"column": 9, "row": 9}"#, phrase: "runs off the grid"),
        Breakage(name: "ship at the ends of Int", path: ["match", "fleets", "two", "0", "origin"],
                 value: #"{"column": 9223372036854775807, "row": -9223372036854775808}"#, phrase: "runs off the grid"),
        Breakage(name: "shot at the ends of Int", path: ["match", "shots", "0", "target"],
                 value: #"{"column": -9223372036854775808, "row": 9223372036854775807}"#, phrase: "off the grid"),
        Breakage(name: "missing ship in battle", path: ["match", "fleets", "two", "4"], value: nil, phrase: "lacks"),
        Breakage(name: "shot off the grid", path: ["match", "shots", "0", "target"],
                 value: #"{"column": 12, "row": 0}"#, phrase: "off the grid"),
        Breakage(name: "shot fired twice", path: ["match", "shots", "2", "target"], value: "SHOT0", phrase: "already fired"),
        Breakage(name: "result contradicting the fleet", path: ["match", "shots", "0", "result"], value: "FLIP", phrase: "the rules give"),
        Breakage(name: "shot out of turn", path: ["match", "shots", "0", "shooter"], value: #""two""#, phrase: "turn"),
        Breakage(name: "phase contradicting the shots", path: ["match", "phase"],
                 value: #"{"name": "finished", "winner": "two"}"#, phrase: "its shots leave it"),
        Breakage(name: "shots during placement", path: ["match", "phase"], value: #"{"name": "placement"}"#, phrase: "still in placement"),
        Breakage(name: "bad generator state", path: ["match", "generators", "one"], value: #"["zz", "zz", "zz", "zz"]"#, phrase: "16 hexadecimal"),
        Breakage(name: "unknown player kind", path: ["match", "players", "one"], value: #""robot""#, phrase: "'human'"),
        Breakage(name: "planned shots for a person", path: ["match", "plannedShots"], value: #"[{"column": 0, "row": 0}]"#, phrase: "planned"),
        Breakage(name: "foreign format", path: ["format"], value: #""crease.minigolf.save""#, phrase: "is not a Battlefleet save"),
        Breakage(name: "future version", path: ["version"], value: "2", phrase: "version 2"),
        Breakage(name: "no format", path: ["format"], value: nil, phrase: "no 'format'"),
        Breakage(name: "no match", path: ["match"], value: nil, phrase: "missing field 'match'"),
    ]

    @Test("a save the rules could not produce is refused with a reason", arguments: breakages)
    func refused(breakage: Breakage) throws {
        let match = TestSupport.autoplayed(.medium, .medium, seed: 8, shots: 30)
        let good = try MatchSave(match: match).encoded()
        let path = breakage.path.map { Int($0).map(JSONSurgery.Step.index) ?? .key($0) }
        let value: Any?
        switch breakage.value {
        case "SHOT0": value = try JSONSurgery.value(in: good, at: ["match", "shots", 0, "target"])
        case "OVERLAP":
            // The battleship laid over the carrier, same bow and direction: on the grid, sharing cells.
            let carrier = try JSONSurgery.value(in: good, at: ["match", "fleets", "one", 0]) as? [String: Any] ?? [:]
            value = carrier.merging(["ship": "battleship"]) { $1 }
        case "FLIP":
            let result = try JSONSurgery.value(in: good, at: ["match", "shots", 0, "result"]) as? String
            value = result == "miss" ? "hit" : "miss"
        case let text?: value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        case nil: value = nil
        }
        let bad = try JSONSurgery.edit(good, path, to: value)
        do {
            _ = try MatchSave.decode(bad)
            Issue.record("\(breakage.name): the save should have been refused")
        } catch {
            #expect(error.problem.contains(breakage.phrase),
                    "\(breakage.name): the problem should mention '\(breakage.phrase)' (got: \(error.problem))")
            #expect(!error.problem.contains("\n"), "\(breakage.name): the problem should be one line")
        }
    }

    @Test("bytes that are not a save are refused before decoding", arguments: [
        ("", "is empty"),
        ("not json at all", "not valid JSON"),
        ("{\"format\": \"crease.battlefleet.save\", \"version\": 1, \"match\": {\"rules\"", "not valid JSON"),
        (String(repeating: "[", count: 5_000), "nested more than"),
        ("[1, 2, 3]", "should be an object"),
    ])
    func notASave(text: String, phrase: String) {
        do {
            _ = try MatchSave.decode(Data(text.utf8))
            Issue.record("'\(text.prefix(30))' should have been refused")
        } catch {
            #expect(error.problem.contains(phrase), "'\(text.prefix(30))' should be refused as '\(phrase)' (got: \(error.problem))")
        }
    }
}
