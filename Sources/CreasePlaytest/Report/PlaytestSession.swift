import Crease
import Foundation
import CreaseHUD

/// Records a run frame by frame and builds its report: the one recorder the SDL runner and
/// the headless runner share.
///
/// Each frame: `beginFrame(at:)`, then `mark(_:at:)` as each phase ends (input, update,
/// layout, draw, present; a phase never marked took no time), with `deviceChanged(to:)`,
/// `recordSteps(_:)`, `recordHUD(_:)` and `requestScreenshot(_:)` as they happen, then
/// `endFrame(at:)`. Clock readings are in seconds; the report is in milliseconds. A frame's
/// CPU time is the sum of its phases, so pacing sleeps and vsync waits that happen outside
/// the marked phases never count.
public struct PlaytestSession: Sendable {
    /// The game's name.
    public let game: String
    /// The device profile's name.
    public let deviceName: String
    /// The run's seed.
    public let seed: UInt64
    /// Update rate; sets the budget.
    public let targetHz: Double
    /// The script run, if any (its name or path).
    public let script: String?

    /// Every finished frame's phase times, in order.
    public private(set) var frameTimings: [FrameTimings] = []
    /// How many passes of the same frames `frameTimings` are the fastest of (see `keepFastest(of:)`).
    public private(set) var timingPasses = 1
    /// The device as of the last change.
    public private(set) var device: Device
    /// The posture from each frame on where it changed.
    public private(set) var postureTimeline: [PlaytestReport.PostureMark]
    /// Posture changes measured so far (pending ones are added by `report`).
    public private(set) var transitions: [PlaytestReport.Transition] = []
    /// Lint violations at the frame each began.
    public private(set) var violations: [PlaytestReport.LintViolation] = []
    /// Screenshots asked for.
    public private(set) var screenshots: [PlaytestReport.Screenshot] = []
    /// Update steps run.
    public private(set) var steps = 0
    /// Steps dropped by the loop's clamp.
    public private(set) var droppedSteps = 0

    /// When each frame began, in clock seconds, in order (for traces).
    public private(set) var frameStartTimes: [Double] = []
    /// What happened at a moment of the run (a device change, a screenshot), for traces.
    public private(set) var markers: [Marker] = []
    /// Counters the host recorded after each frame (caches, pixels redrawn), for traces.
    public private(set) var counters: [(frame: Int, values: [(name: String, value: Double)])] = []

    /// Something that happened at a frame: "posture tabletop", "hinge 95°", "screenshot a.png".
    public struct Marker: Sendable, Hashable {
        /// The frame it happened in.
        public var frame: Int
        /// The clock reading, in seconds.
        public var time: Double
        /// What happened, in a few words.
        public var name: String
    }

    private var redrawnPixels: [Int] = []
    private var soundCounts: [String: Int] = [:]
    private var current = FrameTimings()
    private var frameStart: Double?
    private var lastMark = 0.0
    private var firstStart: Double?
    private var lastEnd: Double?
    private var lastElementFrames: [String: Rect] = [:]
    private var activeFindings: Set<FindingKey> = []
    private var pending: [PendingTransition] = []

    /// A violation's identity across frames: the same element breaking the same rule, wherever
    /// it is (a gliding element breaks it once, not once per frame).
    private struct FindingKey: Hashable, Sendable {
        var element: String
        var rule: String
    }

    private struct PendingTransition: Sendable {
        var frame: Int
        var from: Posture
        var to: Posture
        var turnsDisplay: Bool
        var before: [String: Rect]
    }

    /// Starts a session for a game on a device.
    public init(game: String, device: Device, seed: UInt64, targetHz: Double = 60, script: String? = nil,
                expectedFrames: Int = 0) {
        self.game = game
        self.device = device
        self.deviceName = device.profile.name
        self.seed = seed
        self.targetHz = targetHz > 0 && targetHz.isFinite ? targetHz : 60
        self.script = script
        postureTimeline = [PlaytestReport.PostureMark(frame: 0, posture: device.posture)]
        frameTimings.reserveCapacity(Swift.max(0, Swift.min(expectedFrames, 1_000_000)))
    }

    /// The index of the frame being recorded (or about to be): the number of frames finished.
    public var frameIndex: Int { frameTimings.count }

    /// The frame budget in milliseconds.
    public var budgetMs: Double { 1000 / targetHz }

    /// Each finished frame's CPU time in milliseconds, in order (for a live graph).
    public var frameCpuMs: [Double] { frameTimings.map(\.total) }

    /// Starts a frame at a clock reading (its input phase starts here).
    public mutating func beginFrame(at time: Double) {
        current = FrameTimings()
        frameStart = time
        lastMark = time
        if firstStart == nil { firstStart = time }
        frameStartTimes.append(time)
    }

    /// Records counters for the frame just rendered (the host's caches, pixels redrawn).
    public mutating func recordCounters(_ values: [(name: String, value: Double)]) {
        counters.append((frameIndex, values))
    }

    /// Ends a phase at a clock reading: the phase gets the time since the previous mark (or
    /// the frame's start). Marking the same phase twice adds both stretches to it.
    public mutating func mark(_ phase: FramePhase, at time: Double) {
        let elapsed = Swift.max(0, time - lastMark)
        current[phase] += elapsed * 1000
        lastMark = Swift.max(lastMark, time)
    }

    /// Skips time that must not count (a pacing sleep inside a frame): the next mark
    /// measures from `time`.
    public mutating func skip(to time: Double) {
        lastMark = Swift.max(lastMark, time)
    }

    /// Adds a measured duration to a phase directly, in milliseconds. A negative amount
    /// takes time back out (a wait measured inside the phase), never below zero.
    public mutating func add(_ milliseconds: Double, to phase: FramePhase) {
        guard milliseconds.isFinite else { return }
        current[phase] = Swift.max(0, current[phase] + milliseconds)
    }

    /// Records what the loop ran this frame.
    public mutating func recordSteps(_ tick: LoopTick) {
        steps += tick.steps
        droppedSteps += Int((tick.droppedSeconds * targetHz).rounded())
    }

    /// Records a device change during the current frame. A posture change starts a
    /// transition, measured against the HUD as it was laid out in the previous frame.
    public mutating func deviceChanged(to newDevice: Device) {
        let old = device.posture
        for change in Self.describeChange(from: device, to: newDevice) {
            markers.append(Marker(frame: frameIndex, time: lastMark, name: change))
        }
        let turnsDisplay = Self.turnsDisplay(from: device, to: newDevice)
        device = newDevice
        guard newDevice.posture != old else { return }
        let frame = frameIndex
        // A change before the previous one settled closes it where the HUD stands now.
        finishPendingTransitions(with: lastElementFrames, settledFrame: nil)
        pending.append(PendingTransition(frame: frame, from: old, to: newDevice.posture, turnsDisplay: turnsDisplay,
                                         before: lastElementFrames))
        if let last = postureTimeline.last, last.frame == frame {
            postureTimeline[postureTimeline.count - 1].posture = newDevice.posture
        } else {
            postureTimeline.append(PlaytestReport.PostureMark(frame: frame, posture: newDevice.posture))
        }
    }

    /// Records a script step that could not take effect in this frame (a `tap` naming an
    /// element the HUD does not have then) as a lint violation, so the run does not pass.
    public mutating func recordScriptProblem(element: String, rule: String) {
        violations.append(PlaytestReport.LintViolation(frame: frameIndex, element: element, rule: rule))
    }

    /// Records the HUD after this frame's layout: element frames for layout shift and lint
    /// findings for the report.
    public mutating func recordHUD(_ snapshot: HUDSnapshot) {
        let frame = frameIndex
        let keys = snapshot.violations.map { FindingKey(element: $0.element, rule: $0.rule) }
        let findings = Set(keys)
        var seen: Set<FindingKey> = []
        for finding in keys where !activeFindings.contains(finding) && seen.insert(finding).inserted {
            violations.append(PlaytestReport.LintViolation(frame: frame, element: finding.element, rule: finding.rule))
        }
        activeFindings = findings
        if snapshot.isSettled {
            finishPendingTransitions(with: snapshot.elementFrames, settledFrame: frame)
        }
        lastElementFrames = snapshot.elementFrames
    }

    /// Records that a screenshot was asked for this frame.
    public mutating func requestScreenshot(_ path: String) {
        screenshots.append(PlaytestReport.Screenshot(frame: frameIndex, path: path))
        markers.append(Marker(frame: frameIndex, time: lastMark, name: "screenshot \((path as NSString).lastPathComponent)"))
    }

    /// What changed between two devices, in a few words each.
    static func describeChange(from old: Device, to new: Device) -> [String] {
        var changes: [String] = []
        if old.profile.name != new.profile.name { changes.append("profile \(new.profile.name)") }
        if old.posture != new.posture { changes.append("posture \(new.posture.rawValue)") }
        if old.hingeAngle != new.hingeAngle { changes.append("hinge \(new.hingeAngle.pointString)°") }
        if old.innerCameraInUse != new.innerCameraInUse { changes.append(new.innerCameraInUse ? "camera on" : "camera off") }
        if old.layoutDirection != new.layoutDirection { changes.append("direction \(new.layoutDirection.rawValue)") }
        return changes
    }

    /// True when going from one device to the other turns the display a quarter or shows
    /// another one (the outer display, another profile's): what the report's transitions
    /// keep as `turnsDisplay`.
    public static func turnsDisplay(from old: Device, to new: Device) -> Bool {
        old.profile.name != new.profile.name || old.showsOuterDisplay != new.showsOuterDisplay
            || (!new.showsOuterDisplay && old.isTurned != new.isTurned)
    }

    /// Finishes the frame; `time` (when given) is when it ended, pacing included, for the
    /// report's wall time.
    public mutating func endFrame(at time: Double? = nil) {
        frameTimings.append(current)
        current = FrameTimings()
        lastEnd = time ?? lastMark
        frameStart = nil
    }

    /// Keeps, for each frame and each of its phases, the faster of the time recorded here and
    /// another pass's over the same frames, and counts the pass, so a slow stretch of a shared
    /// machine in one pass does not make the report slower; the frame's CPU time stays the sum
    /// of its phases. Everything else (transitions, lint, screenshots, the timeline, wall
    /// time) stays as recorded here.
    ///
    /// - Returns: false, changing nothing, when the other pass ran a different number of frames.
    @discardableResult
    public mutating func keepFastest(of other: [FrameTimings]) -> Bool {
        guard other.count == frameTimings.count else { return false }
        for index in frameTimings.indices {
            for phase in FramePhase.allCases {
                frameTimings[index][phase] = Swift.min(frameTimings[index][phase], other[index][phase])
            }
        }
        timingPasses += 1
        return true
    }

    /// `timingPasses` when more than one, else nil: how the report and the chart say it.
    private var manyPasses: Int? { timingPasses > 1 ? timingPasses : nil }

    /// Records how many pixels the renderer drew again for the frame just rendered.
    public mutating func recordRedraw(pixels: Int) { redrawnPixels.append(pixels) }

    /// Counts the sounds a step asked for, by name (the report's `sounds`).
    public mutating func recordSounds(_ cues: [SoundCue]) {
        for cue in cues { soundCounts[cue.name, default: 0] += 1 }
    }

    /// How many times each sound was asked for so far.
    public var soundsPlayed: [String: Int] { soundCounts }

    /// Builds the report; transitions still waiting to settle are measured against the last
    /// frame's HUD.
    public func report(stateHash: String, outcome: JSONValue) -> PlaytestReport {
        var copy = self
        copy.finishPendingTransitions(with: lastElementFrames, settledFrame: nil)
        let totals = frameTimings.map(\.total)
        let sortedTotals = totals.sorted()
        let budget = budgetMs
        func phase(_ phase: FramePhase) -> TimingStatistics {
            TimingStatistics(samples: frameTimings.map { $0[phase] })
        }
        let overrun = sortedTotals.isEmpty
            ? OverrunStatistics(p50: 0, p99: 0)
            : OverrunStatistics(p50: TimingStatistics.percentile(50, ofSorted: sortedTotals) - budget,
                                p99: TimingStatistics.percentile(99, ofSorted: sortedTotals) - budget)
        var report = PlaytestReport(
            game: game, device: deviceName, seed: seed, frames: frameTimings.count, targetHz: targetHz,
            budgetMs: budget, frameCpuMs: TimingStatistics(samples: totals),
            phases: PlaytestReport.PhaseStatistics(input: phase(.input), update: phase(.update), layout: phase(.layout),
                                                   draw: phase(.draw), present: phase(.present)),
            jankFrames: totals.filter { $0 > budget }.count, overrunMs: overrun,
            steps: steps, droppedSteps: droppedSteps,
            wallSeconds: Swift.max(0, (lastEnd ?? 0) - (firstStart ?? 0)),
            transitions: copy.transitions, foldLint: PlaytestReport.LintSection(violations: violations),
            postureTimeline: postureTimeline, screenshots: screenshots, script: script,
            stateHash: stateHash, outcome: outcome)
        if !redrawnPixels.isEmpty { report.redrawnPixels = PlaytestReport.RedrawStatistics(perFrame: redrawnPixels) }
        report.sounds = soundCounts
        func series(_ phase: FramePhase) -> [Double] { frameTimings.map { $0[phase].roundedForSamples } }
        report.samples = PlaytestReport.Samples(
            frameCpuMs: totals.map(\.roundedForSamples),
            phases: PlaytestReport.PhaseSamples(input: series(.input), update: series(.update), layout: series(.layout),
                                                draw: series(.draw), present: series(.present)),
            passes: manyPasses)
        return report
    }

    /// The data a frame-time chart is drawn from.
    public var chartData: FrameChartData {
        FrameChartData(frameCpuMs: frameCpuMs, budgetMs: budgetMs, postureMarks: postureTimeline, passes: manyPasses)
    }

    /// Chart data for the last `count` frames only, renumbered from 0: what a live
    /// frame-time graph in the window shows.
    public func recentChartData(frames count: Int) -> FrameChartData {
        let start = Swift.max(0, frameTimings.count - Swift.max(0, count))
        let marks = postureTimeline.filter { $0.frame > start }.map { PlaytestReport.PostureMark(frame: $0.frame - start, posture: $0.posture) }
        return FrameChartData(frameCpuMs: frameTimings[start...].map(\.total), budgetMs: budgetMs, postureMarks: marks)
    }

    private mutating func finishPendingTransitions(with after: [String: Rect], settledFrame: Int?) {
        for change in pending {
            let appeared = after.keys.filter { change.before[$0] == nil }.count
            let disappeared = change.before.keys.filter { after[$0] == nil }.count
            transitions.append(PlaytestReport.Transition(
                frame: change.frame, from: change.from, to: change.to,
                layoutShift: LayoutShift.measure(before: change.before, after: after),
                settledFrame: settledFrame, elementsAppeared: appeared, elementsDisappeared: disappeared,
                turnsDisplay: change.turnsDisplay))
        }
        pending.removeAll()
    }
}
