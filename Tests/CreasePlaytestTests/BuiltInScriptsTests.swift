import Crease
import Foundation
import Testing
import CreasePlaytest

@Suite("BuiltInScripts")
struct BuiltInScriptsTests {
    private var playtests: URL? { AssetLocator.assetsDirectory()?.appendingPathComponent("playtests") }

    @Test("every built-in script parses and matches its file in assets/playtests", arguments: BuiltInScripts.names)
    func matchesAsset(name: String) throws {
        let builtIn = try PlaytestScript(json: BuiltInScripts.byName[name] ?? "", source: name)
        let folder = try #require(playtests, "the assets folder should be found from the package")
        var file = try PlaytestScript(contentsOf: folder.appendingPathComponent("\(name).json"))
        file.source = name
        #expect(file == builtIn, "assets/playtests/\(name).json should say what the built-in \(name) says")
    }

    @Test("the fold cycle visits every posture and both flat ⇄ tabletop directions")
    func foldCycleCoverage() throws {
        let script = try PlaytestScript.load("fold-cycle")
        var device = Device()
        device.posture = script.posture ?? .flat
        var pairs: [(Posture, Posture)] = []
        for step in script.steps {
            guard case .posture(let next) = step.action else { continue }
            pairs.append((device.posture, next))
            device.posture = next
        }
        let visited = Set([script.posture].compactMap { $0 } + pairs.map(\.1))
        #expect(visited == Set(Posture.allCases), "the fold cycle should visit every posture, visited \(visited)")
        #expect(pairs.contains { $0 == (.tabletop, .flat) } && pairs.contains { $0 == (.flat, .tabletop) },
                "the cycle should unfold tabletop to flat and fold flat back to tabletop")
        #expect(pairs.contains { $0 == (.book, .flat) } && pairs.contains { $0 == (.flat, .book) },
                "the cycle should unfold book to flat and fold it back")
    }

    @Test("the fold cycle turns the inner camera on and off, and folds and unfolds with it in use")
    func foldCycleCamera() throws {
        let script = try PlaytestScript.load("fold-cycle")
        var device = Device()
        device.posture = script.posture ?? .flat
        var switches: [Bool] = []
        var posturesInUse: Set<Posture> = []
        for step in script.steps {
            switch step.action {
            case .camera(let inUse):
                switches.append(inUse)
                device.innerCameraInUse = inUse
            case .posture(let next):
                device.posture = next
            default: continue
            }
            if device.innerCameraInUse { posturesInUse.insert(device.posture) }
        }
        #expect(switches.contains(true) && switches.last == false, "the camera should turn on and end off, got \(switches)")
        #expect(posturesInUse.isSuperset(of: [.flat, .tabletop, .book]),
                "the cycle should change posture with the camera in use in flat, tabletop and book; in use in \(posturesInUse)")
    }

    @Test("the hinge sweep crosses closed and open")
    func hingeSweep() throws {
        let script = try PlaytestScript.load("hinge-sweep")
        var device = Device()
        device.posture = script.posture ?? .flat
        var seen: Set<Posture> = [device.posture]
        for step in script.steps {
            if case .hinge(let angle) = step.action { device.hingeAngle = angle }
            seen.insert(device.posture)
        }
        #expect(seen == [.tabletop, .flat, .closed], "a sweep from a turned display should pass tabletop, flat and closed, saw \(seen)")
    }

    @Test("load resolves names, names with .json, paths, and refuses unknown names")
    func loading() throws {
        #expect(try PlaytestScript.load("fold-cycle.json").steps.count == 12, "fold-cycle.json should resolve to the built-in asset")
        #expect(try PlaytestScript.load("hinge-sweep", playtestsDirectory: nil).source == "hinge-sweep",
                "without an assets folder the built-in text should be used")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mine.json")
        try Data(#"{"frames": 10, "steps": [{"at": 2, "key": "Return"}]}"#.utf8).write(to: path)
        #expect(try PlaytestScript.load(path.path).steps == [PlaytestStep(at: 2, .key("Return"))], "a path should be read as a file")
        #expect {
            try PlaytestScript.load("no-such-playtest")
        } throws: { error in
            "\(error)".contains("built in: fold-cycle, hinge-sweep")
        }
        #expect {
            try PlaytestScript.load(folder.appendingPathComponent("missing.json").path)
        } throws: { error in
            "\(error)".hasSuffix("missing.json: cannot be read (no such file)")
        }
    }

    @Test("a script found by name is recorded by its name, a file by the path given")
    func recordedSource() throws {
        // The assets folder sits inside each build's folder, so its path differs between a
        // debug and a release build of the same script.
        let folder = try #require(playtests, "the assets folder should be found from the package")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("fold-cycle.json").path))
        for name in ["fold-cycle", "fold-cycle.json"] {
            let source = try PlaytestScript.load(name).source
            #expect(source == "fold-cycle", "--script \(name) should be recorded as 'fold-cycle', not \(source)")
        }
        let given = folder.appendingPathComponent("../playtests/hinge-sweep.json").path
        let source = try PlaytestScript.load(given).source
        #expect(source == given, "a file should be recorded by the path given, \(given), not \(source)")
    }
}
