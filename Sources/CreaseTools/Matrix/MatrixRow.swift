import Crease
import CreasePlaytest

/// One cell's results in `matrix.json`: its parameters, what held and what did not, and
/// where its files are (paths relative to the matrix folder).
public struct MatrixRow: Sendable, Hashable, Codable {
    /// The cell's name (`MatrixCell.id`), also its folder under `cells/`.
    public var id: String
    /// The cell's parameters.
    public var cell: MatrixCell
    /// True when nothing below failed.
    public var passed: Bool
    /// What failed, one phrase each ("lint: kick crossesDivision at frame 0").
    public var failures: [String]
    /// Frames played.
    public var frames: Int
    /// The fold lint's violations, each at the frame it began.
    public var lint: [PlaytestReport.LintViolation]
    /// The largest layout shift among transitions that keep the display's orientation, in points.
    public var shift: Double
    /// The largest shift among transitions that turn the display; nil when none did.
    public var turnShift: Double?
    /// Every posture change with its shift.
    public var transitions: [TransitionEntry]
    /// Golden images: nil when there were none to compare (no `--golden`).
    public var golden: GoldenResult?
    /// Frame CPU p50 and p99 in milliseconds (one pass, or the fastest of passes with `--timing`).
    public var frameCpuMs: Percentiles
    /// How many passes the times are the fastest of.
    public var passes: Int
    /// The timing verdict against `--baseline`; nil without one.
    public var timing: TimingResult?
    /// The game's state hash at the end.
    public var stateHash: String
    /// The screenshots taken: the last frame before each posture change, the last frame, and
    /// any the script takes.
    public var screenshots: [Shot]
    /// How many times the game asked for each sound.
    public var sounds: [String: Int]
    /// The cell's report, frame chart and trace.
    public var files: Files

    /// Creates a row.
    public init(id: String, cell: MatrixCell, passed: Bool, failures: [String], frames: Int, lint: [PlaytestReport.LintViolation],
                shift: Double, turnShift: Double?, transitions: [TransitionEntry], golden: GoldenResult?, frameCpuMs: Percentiles,
                passes: Int, timing: TimingResult?, stateHash: String, screenshots: [Shot], sounds: [String: Int], files: Files) {
        self.id = id
        self.cell = cell
        self.passed = passed
        self.failures = failures
        self.frames = frames
        self.lint = lint
        self.shift = shift
        self.turnShift = turnShift
        self.transitions = transitions
        self.golden = golden
        self.frameCpuMs = frameCpuMs
        self.passes = passes
        self.timing = timing
        self.stateHash = stateHash
        self.screenshots = screenshots
        self.sounds = sounds
        self.files = files
    }

    /// A posture change and its shift.
    public struct TransitionEntry: Sendable, Hashable, Codable {
        /// The frame it happened in.
        public var frame: Int
        /// The posture before.
        public var from: Posture
        /// The posture after.
        public var to: Posture
        /// The largest distance an element moved, in points.
        public var shift: Double
        /// Whether the display turned or another one showed (its shift is then no fault).
        public var turnsDisplay: Bool

        /// Creates an entry.
        public init(frame: Int, from: Posture, to: Posture, shift: Double, turnsDisplay: Bool) {
            self.frame = frame
            self.from = from
            self.to = to
            self.shift = shift
            self.turnsDisplay = turnsDisplay
        }
    }

    /// The golden images' verdict.
    public struct GoldenResult: Sendable, Hashable, Codable {
        /// True when every screenshot matched (or the goldens were written).
        public var passed: Bool
        /// One line per screenshot that did not match.
        public var failures: [String]
        /// The mismatched images side by side: golden, actual and diff, by screenshot name.
        public var diffs: [GoldenDiff]

        /// Creates a result.
        public init(passed: Bool, failures: [String], diffs: [GoldenDiff]) {
            self.passed = passed
            self.failures = failures
            self.diffs = diffs
        }
    }

    /// One mismatched golden: the three images, relative to the matrix folder.
    public struct GoldenDiff: Sendable, Hashable, Codable {
        /// The screenshot's name.
        public var name: String
        /// The golden as it was (copied into the cell's folder); nil when it was missing.
        public var golden: String?
        /// What the cell drew.
        public var actual: String
        /// The golden dimmed, differing pixels magenta; nil when the sizes differ or it was missing.
        public var diff: String?

        /// Creates a diff.
        public init(name: String, golden: String?, actual: String, diff: String?) {
            self.name = name
            self.golden = golden
            self.actual = actual
            self.diff = diff
        }
    }

    /// p50 and p99 of a series, in milliseconds.
    public struct Percentiles: Sendable, Hashable, Codable {
        /// The median.
        public var p50: Double
        /// The 99th percentile.
        public var p99: Double

        /// Creates percentiles.
        public init(p50: Double, p99: Double) {
            self.p50 = p50
            self.p99 = p99
        }
    }

    /// A cell's frame times against the baseline's same cell.
    public struct TimingResult: Sendable, Hashable, Codable {
        /// "regressed", "improved" or "same"; "missing" when the baseline lacks the cell.
        public var verdict: String
        /// The compare's line for the frame CPU row, or what was missing.
        public var detail: String

        /// Creates a result.
        public init(verdict: String, detail: String) {
            self.verdict = verdict
            self.detail = detail
        }
    }

    /// A screenshot and the lint violations on it.
    public struct Shot: Sendable, Hashable, Codable {
        /// The image, relative to the matrix folder.
        public var path: String
        /// The frame it shows.
        public var frame: Int
        /// The posture it shows.
        public var posture: Posture
        /// The display's size in points then (the image is this times the scale).
        public var displayWidth: Double
        /// The display's height in points.
        public var displayHeight: Double
        /// The violations the fold lint found in that frame, with the element's frame in points.
        public var violations: [ShotViolation]

        /// Creates a shot.
        public init(path: String, frame: Int, posture: Posture, displayWidth: Double, displayHeight: Double, violations: [ShotViolation]) {
            self.path = path
            self.frame = frame
            self.posture = posture
            self.displayWidth = displayWidth
            self.displayHeight = displayHeight
            self.violations = violations
        }
    }

    /// A violation on a screenshot: the element, the rule and where, in display points.
    public struct ShotViolation: Sendable, Hashable, Codable {
        /// The element's id.
        public var element: String
        /// The rule it breaks.
        public var rule: String
        /// The element's frame.
        public var frame: Rect

        /// Creates one.
        public init(element: String, rule: String, frame: Rect) {
            self.element = element
            self.rule = rule
            self.frame = frame
        }
    }

    /// Where a cell's files are, relative to the matrix folder.
    public struct Files: Sendable, Hashable, Codable {
        /// The playtest report (`crease report show` reads it).
        public var report: String
        /// The frame-time chart beside it.
        public var chart: String
        /// The Chrome trace (open in ui.perfetto.dev).
        public var trace: String

        /// Files at these paths.
        public init(report: String, chart: String, trace: String) {
            self.report = report
            self.chart = chart
            self.trace = trace
        }

        /// The files of a cell's folder.
        public init(cellFolder: String) {
            report = "\(cellFolder)/report.json"
            chart = "\(cellFolder)/report-frames.png"
            trace = "\(cellFolder)/trace.json"
        }
    }
}
