// crease-savetorture: writes Battlefleet and mini-golf saves through the games' own stores,
// generation after generation, printing each once it is durably on disk, for a test that
// kills it with SIGKILL at random moments (see Tests/FaultTests/KillDuringSaveFaultTests).
//
//   crease-savetorture --dir FOLDER [--from N] [--count N]
//
// At start it loads both files through the stores, as a game does (which also clears the
// temporary files a killed writer left), and prints `loaded battlefleet|minigolf <what>`.
// Then for each generation G from N: saves the match (prints `battlefleet G`), then the best
// scores (prints `minigolf G`). Bad flags: the error, the usage line and "see --help", exit 2;
// a failed save: one line, exit 1.
import BattlefleetRules
import Crease
import Foundation
import MiniGolfCore

/// Writes one line to standard output at once (no buffering: a kill must not lose it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes one line to standard error and exits with `status`.
func fail(_ line: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(("crease-savetorture: " + line + "\n").utf8))
    exit(status)
}

let dirFlag = Flag("--dir", "FOLDER", "where the two save files go (required)")
let fromFlag = Flag("--from", "N", "the first generation (default 0)")
let countFlag = Flag("--count", "N", "how many generations (default: until killed)")
let parser = FlagParser(program: "crease-savetorture", flags: [dirFlag, fromFlag, countFlag])
let folder: String
let from: Int
let count: Int
do throws(UsageError) {
    let values = try parser.parse(Array(CommandLine.arguments.dropFirst()))
    if values.help {
        print(parser.help())
        exit(0)
    }
    guard let dir = values.string(dirFlag) else { throw UsageError(flag: dirFlag.name, problem: "is required") }
    folder = dir
    from = try values.int(fromFlag, in: 0...Int.max) ?? 0
    count = try values.int(countFlag, in: 0...Int.max) ?? Int.max
} catch {
    FileHandle.standardError.write(Data((parser.failureMessage(for: error) + "\n").utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: folder, isDirectory: true)
let saves = SaveStore(fileURL: directory.appendingPathComponent("battlefleet-save.json"))
let scores = BestScoresStore(url: directory.appendingPathComponent("minigolf-best.json"))

switch saves.load() {
case .resumed(let match): say("loaded battlefleet \(match.history.count) shots")
case .noSave: say("loaded battlefleet nothing")
case .setAside(let problem): say("loaded battlefleet set aside: \(problem)")
}
let loaded = scores.load()
say("loaded minigolf " + (loaded.problem ?? "generation \((loaded.scores.holes["generation"] ?? 0) - 1)"))

var generation = from
var match = SaveGeneration.match(from)
while generation - from < count {
    if generation > from { match = SaveGeneration.match(generation, after: match) }
    do {
        try saves.save(match)
    } catch {
        fail("\(error)", status: 1)
    }
    say("battlefleet \(generation)")
    do {
        try scores.save(SaveGeneration.scores(generation))
    } catch {
        fail("\(scores.url.path): \(error)", status: 1)
    }
    say("minigolf \(generation)")
    generation += 1
}
