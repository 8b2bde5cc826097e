import Crease
import Foundation
import MiniGolfCore

extension FuzzTarget {
    /// Mini-golf courses (`assets/courses/hole1.json` … `hole9.json`, or `$CREASE_ASSETS`).
    public static let course = FuzzTarget(
        name: "course",
        feeds: "mini-golf courses: Course(data:path:) with validation; an accepted course must read back equal from its own JSON, and is played: a full-power putt at the cup, 30 frames of physics",
        seeds: { repository in
            FuzzSeed.files(in: repository.appendingPathComponent("assets/courses"), prefix: "courses", mustBeAccepted: true)
                + [FuzzSeed(name: "built-in.json", data: (try? Course.builtIn.jsonData()) ?? Data(), mustBeAccepted: true)]
                + FuzzSeed.files(in: repository.appendingPathComponent("Tests/BadInputs/courses"), prefix: "bad", mustBeAccepted: false)
        },
        body: { data throws(FuzzFinding) in
            let course: Course
            do {
                course = try Course(data: data, path: "fuzz.json")
            } catch {
                return try FuzzCheck.rejected(error, input: "course")
            }
            let again = (try? course.jsonData()).flatMap { try? Course(data: $0) }
            try FuzzCheck.roundTrip(course, again, what: "a course")
            var match = MiniGolfMatch(courses: [course])
            match.putt(Shot(angle: atan2(course.cup.y - course.tee.y, course.cup.x - course.tee.x), power: 1))
            for _ in 0..<30 { match.update() }
            return .accepted
        })
}
