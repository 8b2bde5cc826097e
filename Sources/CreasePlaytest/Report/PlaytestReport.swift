import Crease

/// What a playtest run measured and ended with, written as JSON (keys as named here).
///
/// The keys the issue requires are `game`, `device`, `seed`, `frames`, `targetHz`,
/// `frameCpuMs`, `phases`, `jankFrames`, `overrunMs`, `transitions`, `foldLint`, `stateHash`
/// and `outcome`; the rest (`budgetMs`, `steps`, `droppedSteps`, `wallSeconds`,
/// `postureTimeline`, `screenshots`, `script`) help read them.
public struct PlaytestReport: Sendable, Hashable, Codable {
    /// The game's name.
    public var game: String
    /// The device profile's name.
    public var device: String
    /// The seed the game was set up with.
    public var seed: UInt64
    /// Frames run.
    public var frames: Int
    /// Update steps per second; the budget is `1000 / targetHz` ms.
    public var targetHz: Double
    /// The frame budget in milliseconds.
    public var budgetMs: Double
    /// Statistics of each frame's CPU time (the sum of its phases), in milliseconds.
    public var frameCpuMs: TimingStatistics
    /// The same statistics for each phase.
    public var phases: PhaseStatistics
    /// Frames whose CPU time exceeded the budget.
    public var jankFrames: Int
    /// CPU time minus budget, in milliseconds (negative is headroom).
    public var overrunMs: OverrunStatistics
    /// Fixed update steps run (headless: one per frame).
    public var steps: Int
    /// Whole steps the loop's clamp dropped after stalls.
    public var droppedSteps: Int
    /// Clock time from the first frame's start to the last frame's end, pacing included.
    public var wallSeconds: Double
    /// Every posture change, with the layout shift it caused.
    public var transitions: [Transition]
    /// The fold lint's findings.
    public var foldLint: LintSection
    /// The posture from each frame on where it changed (the first entry is frame 0).
    public var postureTimeline: [PostureMark]
    /// Screenshots asked for (by script or flag), with the frame they were asked at.
    public var screenshots: [Screenshot]
    /// The script's name or path, when one was run.
    public var script: String?
    /// Hex digest of the game's state at the end (see `StateHasher`), or `notHashed` when
    /// the game's `hashState(into:)` feeds nothing.
    public var stateHash: String
    /// What the game reported at the end.
    public var outcome: JSONValue
    /// How many pixels the renderer drew again each frame (absent when nothing rendered).
    public var redrawnPixels: RedrawStatistics?
    /// Every frame's CPU time and phases, in order (absent in reports written before they were kept).
    public var samples: Samples?
    /// How many times the game asked for each sound, by name, muted or not (absent in
    /// reports written before sounds were counted).
    public var sounds: [String: Int]?

    /// Pixels redrawn per frame: with damage tracking, what changed; without, every pixel.
    public struct RedrawStatistics: Sendable, Hashable, Codable {
        /// One count per frame, in order.
        public var perFrame: [Int]
        /// The mean per frame.
        public var mean: Double
        /// The median frame's count.
        public var p50: Double
        /// The largest.
        public var max: Int

        /// Summarises per-frame counts.
        public init(perFrame: [Int]) {
            self.perFrame = perFrame
            mean = perFrame.isEmpty ? 0 : Double(perFrame.reduce(0, +)) / Double(perFrame.count)
            p50 = TimingStatistics(samples: perFrame.map(Double.init)).p50
            max = perFrame.max() ?? 0
        }
    }

    /// Creates a report from every field.
    public init(game: String, device: String, seed: UInt64, frames: Int, targetHz: Double, budgetMs: Double,
                frameCpuMs: TimingStatistics, phases: PhaseStatistics, jankFrames: Int, overrunMs: OverrunStatistics,
                steps: Int, droppedSteps: Int, wallSeconds: Double, transitions: [Transition], foldLint: LintSection,
                postureTimeline: [PostureMark], screenshots: [Screenshot], script: String?, stateHash: String,
                outcome: JSONValue) {
        self.game = game
        self.device = device
        self.seed = seed
        self.frames = frames
        self.targetHz = targetHz
        self.budgetMs = budgetMs
        self.frameCpuMs = frameCpuMs
        self.phases = phases
        self.jankFrames = jankFrames
        self.overrunMs = overrunMs
        self.steps = steps
        self.droppedSteps = droppedSteps
        self.wallSeconds = wallSeconds
        self.transitions = transitions
        self.foldLint = foldLint
        self.postureTimeline = postureTimeline
        self.screenshots = screenshots
        self.script = script
        self.stateHash = stateHash
        self.outcome = outcome
    }

    /// The `stateHash` of a game whose `hashState(into:)` feeds nothing: no digest, since
    /// the digest of nothing looks like a real one and would say nothing about the state.
    /// Runs of such a game all report it, so they still compare equal (timing passes do).
    public static let notHashed = "not hashed"

    /// True when the game hashed its state (`stateHash` is a digest).
    public var isStateHashed: Bool { stateHash != Self.notHashed }

    /// Statistics for each frame phase.
    public struct PhaseStatistics: Sendable, Hashable, Codable {
        /// Input handling.
        public var input: TimingStatistics
        /// Updates.
        public var update: TimingStatistics
        /// HUD layout and lint.
        public var layout: TimingStatistics
        /// Drawing.
        public var draw: TimingStatistics
        /// Rendering and presenting.
        public var present: TimingStatistics

        /// Creates phase statistics.
        public init(input: TimingStatistics, update: TimingStatistics, layout: TimingStatistics,
                    draw: TimingStatistics, present: TimingStatistics) {
            self.input = input
            self.update = update
            self.layout = layout
            self.draw = draw
            self.present = present
        }

        /// One phase's statistics.
        public subscript(phase: FramePhase) -> TimingStatistics {
            switch phase {
            case .input: input
            case .update: update
            case .layout: layout
            case .draw: draw
            case .present: present
            }
        }
    }

    /// A posture change and the layout shift it caused.
    public struct Transition: Sendable, Hashable, Codable {
        /// The frame the change happened in.
        public var frame: Int
        /// The posture before.
        public var from: Posture
        /// The posture after.
        public var to: Posture
        /// How far the HUD's elements moved (see `LayoutShift`).
        public var layoutShift: LayoutShift
        /// The first settled frame after the change, where the shift was measured; nil when
        /// the HUD never settled before the next change or the end (measured at the last
        /// frame then).
        public var settledFrame: Int?
        /// Elements present only before or only after the change (no distance for them).
        public var elementsAppeared: Int
        /// Elements present before the change and gone after it.
        public var elementsDisappeared: Int
        /// True when the display turned a quarter (tabletop ⇄ book, or flat into the
        /// half-open posture of the other orientation) or another display showed (to or from
        /// closed): every element may move, so its shift is not a HUD's fault. False when the
        /// same display kept its orientation (flat ⇄ the half-open posture flat is turned
        /// for). Absent in reports written before it was kept (see `PlaytestReport.transitionTurns`).
        public var turnsDisplay: Bool?

        /// Creates a transition.
        public init(frame: Int, from: Posture, to: Posture, layoutShift: LayoutShift, settledFrame: Int?,
                    elementsAppeared: Int = 0, elementsDisappeared: Int = 0, turnsDisplay: Bool? = nil) {
            self.frame = frame
            self.from = from
            self.to = to
            self.layoutShift = layoutShift
            self.settledFrame = settledFrame
            self.elementsAppeared = elementsAppeared
            self.elementsDisappeared = elementsDisappeared
            self.turnsDisplay = turnsDisplay
        }
    }

    /// The fold lint's part of the report (named so as not to shadow CreaseHUD's `FoldLint`).
    public struct LintSection: Sendable, Hashable, Codable {
        /// Each violation at the frame it appeared.
        public var violations: [LintViolation]

        /// Creates the section.
        public init(violations: [LintViolation]) { self.violations = violations }
    }

    /// A lint violation: an element breaking a rule, listed at the frame it began. It is
    /// listed again only if it stops and later comes back, so a HUD that stays broken for
    /// 600 frames gives one entry, not 600.
    public struct LintViolation: Sendable, Hashable, Codable {
        /// The frame the violation began in.
        public var frame: Int
        /// The element's name.
        public var element: String
        /// The rule it breaks.
        public var rule: String

        /// Creates a violation.
        public init(frame: Int, element: String, rule: String) {
            self.frame = frame
            self.element = element
            self.rule = rule
        }
    }

    /// The posture from a frame on.
    public struct PostureMark: Sendable, Hashable, Codable {
        /// The frame.
        public var frame: Int
        /// The posture from that frame on.
        public var posture: Posture

        /// Creates a mark.
        public init(frame: Int, posture: Posture) {
            self.frame = frame
            self.posture = posture
        }
    }

    /// A screenshot asked for at a frame.
    public struct Screenshot: Sendable, Hashable, Codable {
        /// The frame it shows.
        public var frame: Int
        /// Where it is (or would be, headless) written.
        public var path: String

        /// Creates a screenshot entry.
        public init(frame: Int, path: String) {
            self.frame = frame
            self.path = path
        }
    }
}
