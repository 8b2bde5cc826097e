import Crease
import Foundation
@testable import MiniGolfCore

/// Paths, fixtures and small drivers shared by the mini-golf tests.
enum TestSupport {
    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled courses folder.
    static let coursesDirectory = repositoryRoot.appendingPathComponent("assets/courses", isDirectory: true)

    /// The bundled holes, loaded from their files (throws on the first bad one).
    static func bundledCourses() throws -> [Course] {
        try (1...CourseLibrary.holeCount).map {
            try Course(contentsOf: coursesDirectory.appendingPathComponent(CourseLibrary.fileName(hole: $0)))
        }
    }

    /// A fresh, empty temporary folder for one test (or one case of a parameterised test:
    /// the cases run in parallel, so each gets its own).
    static func temporaryFolder(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("minigolf-tests-\(safe)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A walled box with nothing in it: grass all over, the cup far in a corner.
    static func box(width: Double = 400, height: Double = 250, surfaces: [Surface] = [], cup: Point? = nil) -> Course {
        Course(name: "Box", par: 3, size: Size(width: width, height: height),
               tee: Point(x: width / 2, y: height / 2), cup: cup ?? Point(x: width - 30, y: height - 30),
               boundary: [Point(x: 10, y: 10), Point(x: width - 10, y: 10), Point(x: width - 10, y: height - 10), Point(x: 10, y: height - 10)],
               surfaces: surfaces)
    }

    /// Rolls a ball on a course until it stops, is holed or `limit` substeps pass, calling
    /// `check` after every substep.
    static func roll(_ ball: inout Ball, on geometry: CourseGeometry, limit: Int = 20_000,
                     check: (Ball, [GolfEvent]) -> Void = { _, _ in }) -> [GolfEvent] {
        var all: [GolfEvent] = []
        var tick = 0
        while ball.phase == .rolling, tick < limit {
            var events: [GolfEvent] = []
            BallPhysics.substep(&ball, in: geometry, time: Double(tick) * geometry.tuning.substep, events: &events)
            check(ball, events)
            all += events
            tick += 1
        }
        return all
    }

    /// Plays the hole in play with the bot until it is complete; returns the strokes.
    static func playHoleWithBot(_ match: inout MiniGolfMatch) -> Int {
        let field = DistanceField(course: match.course, tuning: match.tuning)
        while match.phase == .aiming || match.phase == .rolling {
            if match.phase == .aiming {
                match.putt(BotSearch.bestShot(for: match, field: field))
            }
            match.update()
        }
        return match.scorecard.lines[match.holeIndex].strokes ?? -1
    }
}
