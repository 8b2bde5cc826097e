import Crease
import Foundation

/// A playtest: a device set-up and steps keyed to frame numbers, never wall time.
///
/// ```json
/// {"device": "duo", "posture": "flat", "seed": 7, "frames": 600, "steps": [
///   {"at": 60, "posture": "tabletop"}, {"at": 90, "hinge": 120}, {"at": 100, "camera": true},
///   {"at": 130, "key": "Space"}, {"at": 140, "tap": {"x": 100, "y": 800}}]}
/// ```
/// Every top-level field is optional; command-line flags override them (see `RunPlan`).
public struct PlaytestScript: Sendable, Hashable {
    /// Where the script came from (a path or a built-in name), for errors and reports.
    public var source: String
    /// Device profile name or path.
    public var device: String?
    /// The posture the run starts in.
    public var posture: Posture?
    /// The game's seed.
    public var seed: UInt64?
    /// How many frames to run.
    public var frames: Int?
    /// Update rate in Hz.
    public var hz: Double?
    /// Whether the game plays itself.
    public var autoplay: Bool?
    /// The steps, in the order written (runs sort them by frame, keeping that order for ties).
    public var steps: [PlaytestStep]
    /// How close its screenshots must be to their golden images (`--golden`); nil keeps the
    /// defaults (`GoldenTolerance.standard`).
    public var goldenTolerance: GoldenTolerance?

    /// Creates a script.
    public init(source: String = "<script>", device: String? = nil, posture: Posture? = nil, seed: UInt64? = nil,
                frames: Int? = nil, hz: Double? = nil, autoplay: Bool? = nil, steps: [PlaytestStep] = []) {
        self.source = source
        self.device = device
        self.posture = posture
        self.seed = seed
        self.frames = frames
        self.hz = hz
        self.autoplay = autoplay
        self.steps = steps
    }

    /// The top-level keys a script may have.
    public static let topLevelKeys = ["device", "posture", "seed", "frames", "hz", "autoplay", "golden", "steps"]

    /// The deepest nesting a valid script needs is 4 (script, steps, step, drag, point);
    /// anything past this is refused before decoding.
    static let maximumDepth = 16

    /// The most frames all of a script's drags may last together: 100,000 frames is 28 minutes at
    /// 60 Hz. A run once expanded every drag into one move per frame before it started, and a
    /// 4 KB script of long drags took 10 s and 860 MB (found by fuzzing); `ScriptTimeline` now
    /// works moves out per frame, and this bound keeps a script's drags within what a player does.
    public static let maximumDragFrames = 100_000

    /// The frame after the last one any step acts in (0 with no steps).
    public var lastStepFrame: Int {
        steps.map { $0.at + $0.action.duration }.max().map { $0 + 1 } ?? 0
    }

    /// Reads a script file.
    ///
    /// - Throws: `PlaytestScriptError` naming the file, the step and the problem.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try InputFile.read(url)
        } catch {
            throw PlaytestScriptError(source: url.path, problem: error.problem)
        }
        try self.init(data: data, source: url.path)
    }

    /// Parses a script from JSON bytes; `source` names it in errors.
    ///
    /// - Throws: `PlaytestScriptError`: not JSON, nested absurdly deep, an unknown key, a
    ///   missing or mistyped field, a negative frame, a step past `frames`, a bad posture….
    public init(data: Data, source: String) throws {
        let value: JSONValue
        do {
            try JSONNesting.check(data, maximumDepth: Self.maximumDepth, noun: "script")
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as JSONNesting.TooDeep {
            throw PlaytestScriptError(source: source, problem: error.description)
        } catch let error as DecodingError {
            throw PlaytestScriptError(source: source, problem: DecodingErrorText.describe(error))
        } catch {
            throw PlaytestScriptError(source: source, problem: "is not valid JSON (\(error))")
        }
        self = try ScriptParser(source: source).script(from: value)
    }

    /// Parses a script from JSON text.
    public init(json: String, source: String = "<script>") throws {
        try self.init(data: Data(json.utf8), source: source)
    }
}
