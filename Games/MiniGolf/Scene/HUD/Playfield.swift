import Crease

/// Where the last layout put the course and the caddie camera: the course fitted into what
/// the HUD leaves clear of cameras and controls, the camera's viewport (none while closed)
/// and the room left beside the course for the first-shot hint.
struct Playfield: Sendable {
    /// Where the course is drawn, and how course units map to display points.
    var courseView = CourseView(fitting: Size(width: 400, height: 250), in: Rect(x: 0, y: 0, width: 400, height: 250))
    /// The clear area the course was fitted into: the course view and the room round it that
    /// the HUD leaves (the card between holes covers it all, so its table has room).
    var courseArea = Rect(x: 0, y: 0, width: 400, height: 250)
    /// The caddie camera's viewport; nil while it is hidden (closed).
    var cameraFrame: Rect?
    /// The free space the first-shot hint goes in, beside the course; nil where the display
    /// leaves it no room.
    var hintRoom: Rect?
    /// True when the course view is zoomed in on the ball (`MiniGolfGame.leastBallRadius`),
    /// showing part of the hole.
    var isFollowing = false
    /// The hole the course's orientation was chosen for, and whether it is turned a quarter:
    /// kept while a putt rolls (`MiniGolfGame.placeCourse`).
    var orientation: (hole: Int, turned: Bool)?
}
