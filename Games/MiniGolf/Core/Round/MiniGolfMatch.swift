import Crease

/// A round of mini-golf: the holes in order, the ball, strokes, the scorecard and the
/// simulation clock. A value type, so the bot can copy it and play a shot ahead.
///
/// Drive it with `update()` once per 60 Hz frame and `putt(_:)` when the ball rests. Time is
/// counted in physics substeps, never read from a clock, so the same calls give the same
/// `stateBytes()` on every machine.
public struct MiniGolfMatch: Sendable {
    /// Where the round stands.
    public enum Phase: String, Sendable, Codable, Hashable {
        /// The ball rests and waits for a stroke.
        case aiming
        /// The ball is rolling.
        case rolling
        /// The ball dropped (or the hole was picked up); `nextHole()` moves on.
        case holeComplete
        /// Every hole is done.
        case finished
    }

    /// The holes, in playing order.
    public let courses: [Course]
    /// The physics numbers.
    public let tuning: PhysicsTuning
    /// The most strokes any hole allows; a hole's own limit is lower (`strokeLimit`).
    public let maxStrokes: Int
    /// Strokes over par after which an unfinished hole is picked up and scored as par plus these.
    public static let strokesOverPar = 3
    /// The index of the hole in play.
    public private(set) var holeIndex: Int
    /// The ball.
    public private(set) var ball: Ball
    /// Strokes on the hole in play, penalties included.
    public private(set) var strokes: Int
    /// Physics substeps since the round began: the simulation clock.
    public private(set) var tick: Int
    /// Where the round stands.
    public private(set) var phase: Phase
    /// Strokes per hole so far.
    public private(set) var scorecard: Scorecard
    /// The hole in play, compiled for the physics.
    public private(set) var geometry: CourseGeometry

    /// Starts a round on the first of the given holes; an empty list plays the built-in hole.
    public init(courses: [Course], tuning: PhysicsTuning = PhysicsTuning(), maxStrokes: Int = 10) {
        let holes = courses.isEmpty ? [Course.builtIn] : courses
        self.courses = holes
        self.tuning = tuning
        self.maxStrokes = max(1, maxStrokes)
        holeIndex = 0
        ball = Ball(restingAt: holes[0].tee)
        strokes = 0
        tick = 0
        phase = .aiming
        scorecard = Scorecard(courses: holes)
        geometry = CourseGeometry(course: holes[0], tuning: tuning)
    }

    /// The hole in play.
    public var course: Course { courses[holeIndex] }
    /// Simulation time in seconds, which sets the windmills and sliders.
    public var time: Double { Double(tick) * tuning.substep }
    /// Physics substeps per 60 Hz frame.
    public var substepsPerFrame: Int { max(1, tuning.substepsPerSecond / 60) }
    /// Strokes after which the hole in play, unfinished, is picked up and scored as that many:
    /// par plus `strokesOverPar`, and never more than `maxStrokes`.
    public var strokeLimit: Int { min(maxStrokes, course.par + Self.strokesOverPar) }
    /// True when a stroke may be played now.
    public var canPutt: Bool { phase == .aiming }
    /// True while a hole is being played (aiming or rolling), not between holes or after the round.
    public var isHoleInPlay: Bool { phase == .aiming || phase == .rolling }

    /// Plays a stroke from where the ball rests; false (and nothing happens) when the ball is
    /// not waiting for one.
    @discardableResult
    public mutating func putt(_ shot: Shot) -> Bool {
        guard canPutt, shot.angle.isFinite else { return false }
        strokes += 1
        BallPhysics.strike(&ball, angle: shot.angle, speed: tuning.launchSpeed(power: shot.clampedPower))
        phase = .rolling
        return true
    }

    /// Advances one 60 Hz frame: obstacles always move; a rolling ball rolls, and a resting one
    /// rolls too when an obstacle shoves it. Returns what happened.
    @discardableResult
    public mutating func update() -> [GolfEvent] {
        var events: [GolfEvent] = []
        for _ in 0..<substepsPerFrame {
            if phase == .rolling || phase == .aiming {
                let before = events.count
                BallPhysics.substep(&ball, in: geometry, time: time, events: &events)
                if ball.phase == .rolling { phase = .rolling }
                settle(after: events[before...])
            }
            tick += 1
        }
        return events
    }

    /// Moves on from a completed hole to the next, or finishes the round after the last.
    public mutating func nextHole() {
        guard phase == .holeComplete else { return }
        guard holeIndex + 1 < courses.count else {
            phase = .finished
            return
        }
        holeIndex += 1
        geometry = CourseGeometry(course: course, tuning: tuning)
        startHole()
    }

    /// Puts the ball back on the tee of the hole in play; the strokes taken still count, so a
    /// restart is a way out of a bad spot, never a free do-over. Nothing while no hole is in
    /// play (a holed hole keeps its score).
    public mutating func restartHole() {
        guard isHoleInPlay else { return }
        ball = Ball(restingAt: course.tee)
        phase = .aiming
    }

    /// What the round came to so far.
    public var outcome: MiniGolfOutcome { MiniGolfOutcome(scorecard: scorecard) }

    /// The round's state as bytes, for a playtest's state hash: hole, strokes, clock, phase,
    /// the ball's exact bits and the card.
    public func stateBytes() -> [UInt8] {
        var encoder = StateBytes()
        encoder.append("minigolf/1")
        encoder.append(holeIndex)
        encoder.append(strokes)
        encoder.append(tick)
        encoder.append(phase.rawValue)
        encoder.append(ball.position)
        encoder.append(ball.velocity)
        encoder.append(ball.restPosition)
        encoder.append(ball.phase.rawValue)
        for line in scorecard.lines {
            encoder.append(line.strokes ?? -1)
            encoder.append(line.holed)
        }
        return encoder.bytes
    }

    /// The 64-bit FNV-1a hash of `stateBytes()`.
    public var stateHash: UInt64 { StateBytes.digest(of: stateBytes()).value }

    /// Puts a decoded round's state back (the hole's geometry is compiled afresh).
    mutating func restore(holeIndex: Int, ball: Ball, strokes: Int, tick: Int, phase: Phase, scorecard: Scorecard) {
        self.holeIndex = holeIndex
        self.ball = ball
        self.strokes = strokes
        self.tick = tick
        self.phase = phase
        self.scorecard = scorecard
        geometry = CourseGeometry(course: courses[holeIndex], tuning: tuning)
    }

    private mutating func startHole() {
        ball = Ball(restingAt: course.tee)
        strokes = 0
        phase = .aiming
    }

    /// Turns the physics' events into the round's rules: penalty strokes, holing, the stroke limit.
    private mutating func settle(after events: ArraySlice<GolfEvent>) {
        guard let last = events.last else { return }
        switch last {
        case .water:
            strokes += 1
            phase = .aiming
        case .holed:
            completeHole(holed: true)
            return
        case .stopped:
            phase = .aiming
        case .bounce, .lipOut:
            return
        }
        if strokes >= strokeLimit { completeHole(holed: false) }
    }

    private mutating func completeHole(holed: Bool) {
        scorecard.record(hole: holeIndex, strokes: min(strokes, strokeLimit), holed: holed)
        phase = .holeComplete
    }
}

extension StateBytes {
    /// Appends a point as its two coordinates.
    mutating func append(_ point: Point) {
        append(point.x)
        append(point.y)
    }
}
