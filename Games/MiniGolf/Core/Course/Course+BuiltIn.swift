import Crease

extension Course {
    /// The hole played when a course file is missing or bad: a plain dogleg-free green with
    /// one island, defined here so the game always has something to play.
    public static let builtIn = Course(
        name: "Practice Green",
        par: 3,
        size: Size(width: 400, height: 250),
        tee: Point(x: 50, y: 125),
        cup: Point(x: 350, y: 125),
        boundary: [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)],
        walls: [Wall(points: [Point(x: 185, y: 95), Point(x: 215, y: 95), Point(x: 215, y: 155), Point(x: 185, y: 155)])]
    )
}
