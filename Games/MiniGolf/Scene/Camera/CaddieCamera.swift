import Crease
import Foundation

/// The caddie's eye: stands behind the ball looking along the aim line and watches a putt roll
/// away from where it was struck, holding still while the ball stays near and well inside
/// the view (`isWatched(_:)`). A ball that leaves that (a long putt, a bank shot, a ball
/// rolling back) is followed for the rest of its roll, easing so that the view swings round
/// rather than snapping and never closing faster than a walk beyond the ball's own speed; a
/// ball come to rest is walked up to, at a walking pace. Each move starts gently (`catchUp`),
/// so neither the follow nor the walk lurches, and a camera that stops to hold coasts to a
/// stop (`drift`).
///
/// Where the fence is nearer behind the ball than `distance`, but leaves at least
/// `pleasantReach`, the eye comes in over the course and cranes up, keeping at least half its
/// usual distance from the ball and the ball where it usually sits in the view (looking down
/// more steeply the nearer the fence), so the course fills the view. Nearer the fence than
/// that (a ball resting by it), the eye stands as far back as it usually does, beyond the
/// fence, and rises (`rise`) until its line to the ball clears the rail by the ball's height,
/// as far as the view may look down (`steepestPitch`); where even that does not clear it (a
/// ball against the rail), the rail turns see-through where it crosses the line to the ball
/// (`CaddieRenderer.paintingOrder`). Either way it looks along the aim line.
/// Near the cup the eye rises, so the ball never hides the hole. A ball that rolls back toward
/// the eye (off a wall straight ahead) keeps the view as it was rather than swinging it
/// sideways round to face the wall.
///
/// Updated once per physics frame from the ball and the aim, so it is as deterministic as the
/// round (it is presentation, though, and is not part of the state hash).
struct CaddieCamera: Sendable, Hashable {
    /// The course point the camera looks past (the ball, eased).
    var target: Point
    /// The heading the view looks along, radians (0 along +x, y down): the aim, or the ball's roll.
    var yaw: Double
    /// How far behind the target the eye stands now: easing toward `goalReach(room:)`.
    var reach: Double
    /// How much higher than usual the eye stands now, to see the ball over the rail from
    /// beyond the fence, course units: easing toward `goalRise(room:)`.
    var rise = 0.0
    /// The fence the eye comes in over (the course's boundary); empty for none.
    let fence: [Point]
    /// The cup, which the eye rises to see past the ball; nil for none.
    let cup: Point?
    /// How far into its start the camera's move is, 0–1: 0 while it holds still watching a
    /// putt, rising over `catchUpTime` once it moves again, so the move eases in.
    var catchUp = 1.0
    /// Whether the putt rolling now is watched from where it was struck (it has stayed inside
    /// `isWatched(_:)`); false once the ball has left that, or while no putt rolls.
    var isWatching = false
    /// The camera's move in the last frame it moved: a camera that stops to hold goes on by
    /// it, less each frame (`coast`), so it glides to a stop rather than halting.
    var drift = Drift()
    /// Whether the ball rolled at the last frame, so a putt's first frame is told.
    var wasRolling = false

    /// How far behind the target the eye stands, and how high, in course units.
    static let distance = 72.0
    static let height = 40.0
    /// Where along the aim line, beyond the target, the eye looks at the ground.
    static let lookAhead = 46.0
    /// The least share of its usual distance from the target the eye keeps when the fence
    /// brings it in: it cranes up instead, so a ball against the fence never fills the view.
    static let leastScale = 0.5
    /// How far below the view's middle the ball sits, radians (as the usual rig has it).
    static let ballBelowMiddle = atan2(height - 4, distance) - atan2(height, distance + lookAhead)
    /// A rolling ball whose heading is further than this (radians) from the view's is coming
    /// back toward the eye: the view holds its heading instead of turning round.
    static let reverseTurn = 2.5
    /// The least room behind the target the eye comes in to: nearer, it would look down too
    /// steeply, and it stands beyond the fence instead.
    static let pleasantReach = 26.0
    /// Within this of the cup (course units) the eye starts to rise, by up to `cupLift` within
    /// `cupClose`, so the ball and the cup show apart rather than the ball over the hole.
    static let cupNear = 90.0
    static let cupClose = 20.0
    static let cupLift = 34.0

    /// Snaps to a new ball and heading (a new hole, a restart), coming in over `fence`, rising near `cup`.
    init(target: Point, yaw: Double, fence: [Point] = [], cup: Point? = nil) {
        self.target = target
        self.yaw = yaw
        self.fence = fence
        self.cup = cup
        reach = Self.distance  // every property set, so `room(along:)` may read them
        let room = room(along: yaw)
        reach = goalReach(room: room)
        rise = goalRise(room: room)
    }

    /// One frame's move of the camera: of its target, its heading and its reach.
    struct Drift: Sendable, Hashable {
        var target = Point.zero
        var yaw = 0.0
        var reach = 0.0
    }

    /// The fastest the camera walks up to a ball at rest, course units a second; the fastest
    /// it closes on a rolling ball it follows, beyond the ball's own speed; and the fastest it
    /// turns, radians a second.
    static let walkSpeed = 240.0
    static let followCatchUp = 110.0
    static let walkTurn = 3.0

    /// How long a move takes to come up to its full pace from standing still, seconds.
    static let catchUpTime = 0.45
    /// The share of its last frame's move a holding camera still makes each 60 Hz frame: it
    /// goes on by about twice that move in all and is still within about a quarter second.
    static let coast = 0.7
    /// The widest a watched ball's bearing from the eye strays from the view's heading,
    /// radians (the view sees about 30° either side in a tall view and 35° in a wide one).
    static let watchedBearing = 22 * Double.pi / 180
    /// The farthest from the eye a ball is watched, course units (where a small view draws it
    /// small, a ring keeps it in sight: `CaddieRenderer.drawBallMarker`). Farther, it is
    /// followed, so the camera is near when it drops.
    static let watchedDistance = 190.0

    /// Whether a ball at `ball` shows well inside the view from where the camera is: ahead of
    /// where the ball rested before the putt (not rolling back toward the eye), within
    /// `watchedBearing` of the heading and `watchedDistance` of the eye.
    func isWatched(_ ball: Point) -> Bool {
        let eye = eye
        let dx = ball.x - eye.x, dy = ball.y - eye.y
        let along = dx * cos(yaw) + dy * sin(yaw)
        let across = -dx * sin(yaw) + dy * cos(yaw)
        return along >= reach && (dx * dx + dy * dy).squareRoot() <= Self.watchedDistance
            && abs(atan2(across, along)) <= Self.watchedBearing
    }

    /// Moves one frame of `seconds` toward the ball: toward the aim while it rests, toward its
    /// heading while it rolls fast enough to have one (unless that heading points back at the
    /// eye). It holds (coasting to a stop, `drift`) while a putt rolls where it is watched
    /// (`isWatched(_:)`) and once the ball is holed (`isHoled`: the hole's card takes the
    /// view's place, so walking up to the cup would show nothing new).
    mutating func follow(ball: Point, velocity: Point, isRolling: Bool, isHoled: Bool = false, aimAngle: Double, seconds: Double) {
        if isRolling, !wasRolling { isWatching = true }
        wasRolling = isRolling
        if isWatching, !(isRolling && isWatched(ball)) { isWatching = false }
        if isWatching || isHoled {
            hold(seconds: seconds)
            return
        }
        let before = (target: target, yaw: yaw, reach: reach)
        defer {
            drift = Drift(target: Point(x: target.x - before.target.x, y: target.y - before.target.y),
                          yaw: remainder(yaw - before.yaw, 2 * Double.pi), reach: reach - before.reach)
        }
        catchUp = min(1, catchUp + seconds / Self.catchUpTime)
        let pace = catchUp * catchUp * (3 - 2 * catchUp)
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        var goal = isRolling && speed > 25 ? atan2(velocity.y, velocity.x) : aimAngle
        // A ball going the way it was putted is never "coming back", however far the view has
        // to turn (the bot lines up and putts in one frame); the view turns to it quickly.
        let alongThePutt = abs(remainder(goal - aimAngle, 2 * Double.pi)) < Self.reverseTurn / 2
        if isRolling, !alongThePutt, abs(remainder(goal - yaw, 2 * Double.pi)) > Self.reverseTurn { goal = yaw }
        let launching = isRolling && alongThePutt && abs(remainder(goal - yaw, 2 * Double.pi)) > 0.5
        let turnRate = isRolling && !launching ? 2.2 : 9.0
        let step = remainder(goal - yaw, 2 * Double.pi)
        var turn = step * min(1, turnRate * seconds * pace)
        let pull = min(1, (isRolling ? 7.0 : 10.0) * seconds * pace)
        var move = Point(x: (ball.x - target.x) * pull, y: (ball.y - target.y) * pull)
        // The camera turns no faster than a glance, walks up to a ball at rest no faster than
        // a brisk walk, and closes on a rolling ball it follows no faster than `followCatchUp`
        // beyond the ball's own speed, however far off it is: a long way is a second or so,
        // never a swoop across the course.
        turn = max(-Self.walkTurn * seconds, min(Self.walkTurn * seconds, turn))
        let length = (move.x * move.x + move.y * move.y).squareRoot()
        let most = (isRolling ? speed + Self.followCatchUp : Self.walkSpeed) * seconds
        if length > most { move = Point(x: move.x * most / length, y: move.y * most / length) }
        yaw = remainder(yaw + turn, 2 * Double.pi)
        target = Point(x: target.x + move.x, y: target.y + move.y)
        // Easing never quite arrives: once the rest is under a tenth of a pixel, the camera
        // settles where it is going, so a resting ball's view stops changing (and costs
        // nothing to draw) instead of creeping for seconds.
        let rest = remainder(goal - yaw, 2 * Double.pi)
        if !isRolling, abs(rest) < Self.settledTurn, abs(ball.x - target.x) < Self.settledDistance, abs(ball.y - target.y) < Self.settledDistance {
            yaw = goal
            target = ball
        }
        // The reach eases in and out alike (beyond the fence the rail turns see-through, so
        // the eye may pass it on its way), but an eye over the course stays over it as the
        // room behind the ball shrinks.
        let room = room(along: yaw), goalReach = goalReach(room: room)
        reach += (goalReach - reach) * min(1, 3 * seconds * pace)
        if goalReach < Self.distance, reach <= room + 1 { reach = min(reach, room) }
        if abs(goalReach - reach) < Self.settledDistance { reach = goalReach }
        let goalRise = goalRise(room: room)
        rise += (goalRise - rise) * min(1, 3 * seconds * pace)
        if abs(goalRise - rise) < Self.settledDistance { rise = goalRise }
    }

    /// One frame of `seconds` holding: the camera goes on by its last move, less by `coast`
    /// each 60 Hz frame, and stands still once that is under a tenth of a pixel; the next
    /// move starts from a standstill (`catchUp`).
    private mutating func hold(seconds: Double) {
        catchUp = 0
        let share = pow(Self.coast, seconds * 60)
        drift = Drift(target: Point(x: drift.target.x * share, y: drift.target.y * share), yaw: drift.yaw * share, reach: drift.reach * share)
        if abs(drift.target.x) < Self.settledDistance, abs(drift.target.y) < Self.settledDistance,
           abs(drift.yaw) < Self.settledTurn, abs(drift.reach) < Self.settledDistance {
            drift = Drift()
            return
        }
        target = Point(x: target.x + drift.target.x, y: target.y + drift.target.y)
        yaw = remainder(yaw + drift.yaw, 2 * Double.pi)
        reach += drift.reach
    }

    /// The steepest the view looks down, radians: an eye the fence brings in near the ball
    /// stands lower rather than looking down from nearly overhead.
    static let steepestPitch = 40 * Double.pi / 180
    /// The lowest the eye comes down to keep the view from looking down too steeply: over the
    /// walls, with room to see past them.
    static let lowestEye = 14.0
    /// The least share of its usual focal length the view keeps as the fence brings the eye in
    /// (`zoom`): a field of about 95° across a wide view, no wider.
    static let leastZoom = 0.65

    /// The share of its usual focal length the view has: 1 at the usual distance from the
    /// ball; an eye the fence brings in widens its field as it comes (to `leastZoom`), so the
    /// ball keeps about its usual size and the far end of the hole stays in view rather than
    /// the view looking down at the grass round the ball.
    var zoom: Double {
        let usual = (Self.distance * Self.distance + Self.height * Self.height).squareRoot()
        let offset = eye - Vector3(x: target.x, y: target.y, z: 0)
        return max(Self.leastZoom, min(1, offset.dot(offset).squareRoot() / usual))
    }
    /// The eye on the course (x, y) and its height, for this reach: as far from the target as
    /// the usual rig scaled by the reach (at least `leastScale` of it), craning up for the rest
    /// and by `rise`, but never so high that the view looks down more than `steepestPitch`.
    var eye: Vector3 {
        let scale = max(Self.leastScale, reach / Self.distance)
        let span = (Self.distance * Self.distance + Self.height * Self.height).squareRoot() * scale
        let craned = (span * span - reach * reach).squareRoot() + lift + rise
        let height = max(Self.lowestEye, min(craned, 4 + reach * tan(Self.steepestPitch + Self.ballBelowMiddle)))
        return Vector3(x: target.x - cos(yaw) * reach, y: target.y - sin(yaw) * reach, z: height)
    }

    /// How much higher the eye stands for the cup's nearness: none beyond `cupNear`, all of
    /// `cupLift` within `cupClose`.
    var lift: Double {
        guard let cup else { return 0 }
        let near = (Self.cupNear - target.distance(to: cup)) / (Self.cupNear - Self.cupClose)
        return Self.cupLift * min(1, max(0, near))
    }

    /// How far the view looks down from level: the ball (on the ground at the target) sits on
    /// the row `ballBelowMiddle` puts it on at the usual zoom, whatever the reach and the
    /// zoom, less any `tilt`.
    var pitch: Double {
        atan2(eye.z - 4, reach) - atan(tan(Self.ballBelowMiddle) / zoom) - tilt
    }

    /// How far the view is tilted up from its usual pitch, radians, for one frame's drawing:
    /// enough to bring the flag's top below the status (see `tilt(keeping:below:ballAbove:in:)`).
    var tilt = 0.0

    /// How near its goal the camera settles: a turn of this (radians) moves the view's
    /// edge by about a tenth of a pixel, and so does a step of this (course units) at the
    /// near plane.
    static let settledTurn = 2e-4
    static let settledDistance = 0.002

    /// The projection for a viewport of `frame` (display points).
    func projection(in frame: Rect) -> Projection {
        Projection(camera: self, frame: frame)
    }
}
