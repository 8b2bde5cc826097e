import Crease
import MiniGolfCore

/// What a hole shows besides the course and the ball, counted in round frames (60 Hz) so a
/// replay shows the same: the trail behind a rolling ball, the flash and the ring round the
/// cup as the ball drops, the score's name called out, and a short message over the course.
struct HoleEffects: Sendable {
    /// Trail length, in frames of ball positions.
    static let trailLength = 36
    /// Frames the hole-complete flash and the cup ring last.
    static let flashFrames = 45
    /// Round frames a celebration lasts, once the ball has dropped.
    static let celebrationFrames = 90
    /// Round frames the ball takes to drop out of sight into the cup: the score's name waits
    /// for it, so it is never called over a ball still sitting on the hole.
    static let dropFrames = 12

    /// The ball's last positions, oldest first.
    var trail: [Point] = []
    /// Frames of the flash left (it fades out as this counts down).
    private(set) var flash = 0
    /// Frames the ring round the cup has grown, while it shows.
    private(set) var ringFrames: Int?
    /// Round frames since the ball dropped into the cup, while it is still dropping.
    private(set) var dropping: Int?
    /// The score's name shown once the ball has dropped ("Birdie!"), the round frames it has
    /// left, and whether confetti falls (par or better: a bogey is named, not cheered).
    private(set) var celebration: (text: String, frames: Int, confetti: Bool)?
    /// Round frames the "New best!" ribbon has shown, while it shows.
    private(set) var newBestFrames: Int?
    /// Round frames the "New best!" ribbon lasts.
    static let newBestFrames = 150
    /// Round frames a splash shows where the ball went into the water.
    static let splashFrames = 40
    /// Where the ball went into the water and the round frames since, while its splash shows.
    private(set) var splash: (point: Point, frames: Int)?
    /// A short message over the course (a splash, a lip-out) and the frames it has left.
    private(set) var notice: (text: String, frames: Int)?

    /// The flash now, 1 as the ball has dropped to 0 once it is over.
    var flashLevel: Double { dropping == nil ? Double(flash) / Double(Self.flashFrames) : 0 }

    /// The ring's age, 0 as it appears to 1 as it goes; nil while none shows (nor while the
    /// ball is still dropping).
    var ringAge: Double? { dropping == nil ? ringFrames.map { Double($0) / Double(Self.flashFrames) } : nil }

    /// The splash showing: where the ball went in, and how far it has gone, 0 as the ball goes
    /// in to 1 as it is over; nil while none shows.
    var splashing: (point: Point, age: Double)? {
        splash.map { ($0.point, Double($0.frames) / Double(Self.splashFrames)) }
    }

    /// The ball as it sinks where it went into the water, over the splash's first
    /// `waterSinkShare`: where, and how far it has sunk (0–1); nil otherwise. The ball is
    /// already back where it was struck, but it shows there only after this beat.
    var ballInWater: (point: Point, sink: Double)? {
        guard let splashing, splashing.age < Self.waterSinkShare else { return nil }
        return (splashing.point, splashing.age / Self.waterSinkShare)
    }

    /// The share of a splash the ball takes to sink out of sight where it went in.
    static let waterSinkShare = 0.45

    /// The ball went into the water at `point`: a splash shows there, the ball sinking in it
    /// (`ballInWater`), though the round has put it back where it was struck at once.
    mutating func splashed(at point: Point) {
        splash = (point, 0)
    }

    /// True while the flash of a ball just holed lasts.
    var isFlashing: Bool { flash > 0 }

    /// How far the ball has sunk into the cup, 0 as it reaches the hole to 1 as it goes out
    /// of sight; nil when it is not dropping.
    var ballSink: Double? { dropping.map { Double($0) / Double(Self.dropFrames) } }

    /// True while the ball is still dropping into the cup: nothing is called out yet.
    var isDropping: Bool { dropping != nil }

    /// The ball dropped in `strokes` on a hole of `par`: it sinks out of sight, then the
    /// flash, the ring and the score's name ("Birdie!"), with confetti for par or better; any
    /// message goes.
    mutating func holed(strokes: Int, par: Int) {
        dropping = 0
        flash = Self.flashFrames
        ringFrames = 0
        notice = nil
        let name = ScorecardCard.name(strokes: strokes, par: par)
        celebration = (name.prefix(1).uppercased() + name.dropFirst(), Self.celebrationFrames, strokes <= par)
    }

    /// The hole just played beat the player's best: the ribbon starts.
    mutating func celebrateNewBest() {
        newBestFrames = 0
        // The score's name leads for as long as the ribbon under it shows ("Hole in one!" over
        // "New best!"), never the ribbon alone.
        if let current = celebration { celebration = (current.text, max(current.frames, Self.newBestFrames), current.confetti) }
    }

    /// Shows a message over the course for `frames` round frames.
    mutating func say(_ text: String, frames: Int) {
        notice = (text, frames)
    }

    /// Takes the message down now if it is `text` (a new drag ends "Drag farther to putt").
    mutating func dismiss(_ text: String) {
        if notice?.text == text { notice = nil }
    }

    /// One round frame off the message, the splash and the celebration (which waits for the
    /// ball to drop).
    mutating func countDownMessages() {
        if let current = splash { splash = current.frames + 1 < Self.splashFrames ? (current.point, current.frames + 1) : nil }
        if let current = notice { notice = current.frames > 1 ? (current.text, current.frames - 1) : nil }
        if let frames = dropping {
            dropping = frames + 1 < Self.dropFrames ? frames + 1 : nil
            return
        }
        if let current = celebration { celebration = current.frames > 1 ? (current.text, current.frames - 1, current.confetti) : nil }
        if let shown = newBestFrames { newBestFrames = shown + 1 < Self.newBestFrames ? shown + 1 : nil }
    }

    /// Adds the ball's position to the trail while it rolls (or drops); once it waits for the
    /// next putt the trail shortens frame by frame.
    mutating func trace(_ ball: Point, growing: Bool, fading: Bool) {
        if growing {
            trail.append(ball)
            if trail.count > Self.trailLength { trail.removeFirst(trail.count - Self.trailLength) }
        } else if !trail.isEmpty, fading {
            trail.removeFirst()
        }
    }

    /// One round frame off the flash, and onto the ring, once the ball has dropped.
    mutating func fadeFlash() {
        guard dropping == nil else { return }
        flash = max(0, flash - 1)
        if let ring = ringFrames { ringFrames = ring + 1 < Self.flashFrames ? ring + 1 : nil }
    }
}
