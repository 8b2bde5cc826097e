import Crease
import Foundation
import Testing
@testable import MiniGolfCore

@Suite("Course: bundled files, round trips and bad files")
struct CourseTests {
    @Test("every bundled hole loads, validates, and fits a playfield wider than tall",
          arguments: 1...CourseLibrary.holeCount)
    func bundledHoleLoads(number: Int) throws {
        let file = TestSupport.coursesDirectory.appendingPathComponent(CourseLibrary.fileName(hole: number))
        let course = try Course(contentsOf: file)
        #expect((2...6).contains(course.par), "hole \(number) should have a par from 2 to 6")
        #expect(course.size.width > course.size.height, "hole \(number) should be wider than tall, like a tabletop half")
        #expect(CourseGeometry(course: course).isInBounds(course.tee), "hole \(number)'s tee should lie inside its fence")
    }

    @Test("the bundled holes have distinct names and together use sand, water, slopes, a windmill and sliders")
    func bundledVariety() throws {
        let courses = try TestSupport.bundledCourses()
        #expect(Set(courses.map(\.name)).count == courses.count, "each hole should have its own name")
        let kinds = Set(courses.flatMap { $0.surfaces.map(\.kind) })
        #expect(kinds == Set(Surface.Kind.allCases), "the holes should use every surface kind between them (used \(kinds))")
        #expect(courses.contains { !$0.windmills.isEmpty }, "some hole should have a windmill")
        #expect(courses.contains { !$0.sliders.isEmpty }, "some hole should have sliding blocks")
        #expect(courses.reduce(0) { $0 + $1.par } >= 27, "nine holes should add up to a par of at least 27")
    }

    @Test("a course survives a JSON round trip unchanged")
    func roundTrip() throws {
        for course in try TestSupport.bundledCourses() + [Course.builtIn] {
            let again = try Course(data: try course.jsonData())
            #expect(again == course, "\(course.name) should decode to what was encoded")
        }
    }

    @Test("the built-in course is valid")
    func builtInIsValid() throws {
        try Course.builtIn.validate()
    }

    /// A bad file: how it differs from a good course, and words its error must contain.
    struct BadFile: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var expected: String
        var description: String { name }
    }

    /// The built-in course as a JSON object to spoil.
    static func goodObject() -> [String: Any] {
        let data = (try? Course.builtIn.jsonData()) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    static func spoil(_ change: (inout [String: Any]) -> Void) -> String {
        var object = goodObject()
        change(&object)
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static let badFiles: [BadFile] = [
        BadFile(name: "not JSON", text: "{\"name\": ", expected: "is not valid JSON"),
        BadFile(name: "missing cup", text: spoil { $0["cup"] = nil }, expected: "missing field 'cup'"),
        BadFile(name: "par as text", text: spoil { $0["par"] = "three" }, expected: "'par' should be a number"),
        BadFile(name: "par too high", text: spoil { $0["par"] = 7 }, expected: "'par' is 7; it must be 2 to 6"),
        BadFile(name: "par too low", text: spoil { $0["par"] = 1 }, expected: "'par' is 1"),
        BadFile(name: "empty name", text: spoil { $0["name"] = "" }, expected: "'name' must be 1 to 64 characters"),
        BadFile(name: "zero width", text: spoil { $0["size"] = ["width": 0, "height": 250] }, expected: "'size'"),
        BadFile(name: "two-point boundary", text: spoil { $0["boundary"] = [["x": 20, "y": 20], ["x": 380, "y": 20]] },
                expected: "'boundary' has 2 points; it needs at least 3"),
        BadFile(name: "huge number", text: spoil { $0["tee"] = ["x": 1e300, "y": 50] }, expected: "'tee'"),
        BadFile(name: "tee outside the fence", text: spoil { $0["tee"] = ["x": 10, "y": 10] }, expected: "'tee' (10, 10) lies outside the boundary"),
        BadFile(name: "cup in the island", text: spoil { $0["cup"] = ["x": 200, "y": 125] }, expected: "'cup' (200, 125) lies inside walls[0]"),
        BadFile(name: "tee against the fence", text: spoil { $0["tee"] = ["x": 22, "y": 125] }, expected: "closer than the ball's radius to a wall"),
        BadFile(name: "tee in water", text: spoil {
            $0["surfaces"] = [["kind": "water", "polygon": [["x": 30, "y": 100], ["x": 80, "y": 100], ["x": 80, "y": 150], ["x": 30, "y": 150]]]]
        }, expected: "'tee' (50, 125) lies in the water of surfaces[0]"),
        BadFile(name: "unknown surface", text: spoil {
            $0["surfaces"] = [["kind": "lava", "polygon": [["x": 30, "y": 30], ["x": 80, "y": 30], ["x": 80, "y": 80]]]]
        }, expected: "'surfaces[0].kind' has an unknown or invalid value"),
        BadFile(name: "slope without direction", text: spoil {
            $0["surfaces"] = [["kind": "slope", "strength": 50, "polygon": [["x": 30, "y": 30], ["x": 80, "y": 30], ["x": 80, "y": 80]]]]
        }, expected: "'surfaces[0].direction' must be a non-zero vector"),
        BadFile(name: "two-point island", text: spoil { $0["walls"] = [["points": [["x": 100, "y": 100], ["x": 120, "y": 100]]]] },
                expected: "'walls[0].points' has 2 points; it needs at least 3"),
        BadFile(name: "wall off the course", text: spoil { $0["walls"] = [["closed": false, "points": [["x": 100, "y": 100], ["x": 500, "y": 100]]]] },
                expected: "'walls[0].points[1]' (500, 100) lies outside the course size"),
        BadFile(name: "bladeless windmill", text: spoil {
            $0["windmills"] = [["center": ["x": 120, "y": 60], "hubRadius": 8, "bladeLength": 30, "bladeCount": 0, "period": 4]]
        }, expected: "'windmills[0].bladeCount' is 0"),
        BadFile(name: "frozen slider", text: spoil {
            $0["sliders"] = [["size": ["width": 10, "height": 10], "from": ["x": 120, "y": 60], "to": ["x": 120, "y": 160], "period": 0]]
        }, expected: "'sliders[0].period' must be at least 0.5 seconds"),
        BadFile(name: "deep nesting", text: String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
                expected: "is nested more than 12 levels deep"),
    ]

    @Test("a bad course file is rejected with one line naming its path and the problem", arguments: badFiles)
    func badFileRejected(bad: BadFile) throws {
        let folder = try TestSupport.temporaryFolder()
        let file = folder.appendingPathComponent("bad-\(bad.name.replacingOccurrences(of: " ", with: "-")).json")
        try Data(bad.text.utf8).write(to: file)
        do {
            _ = try Course(contentsOf: file)
            Issue.record("\(bad.name): the file should have been rejected")
        } catch let error as CourseError {
            let line = error.description
            #expect(line.hasPrefix(file.path + ": "), "\(bad.name): the error should start with the file's path, got: \(line)")
            #expect(line.contains(bad.expected), "\(bad.name): the error should say \"\(bad.expected)\", got: \(line)")
            #expect(!line.contains("\n"), "\(bad.name): the error should be one line, got: \(line)")
        }
    }

    @Test("a missing course file is reported as unreadable with its path")
    func missingFile() {
        let file = URL(fileURLWithPath: "/nonexistent/hole1.json")
        #expect(throws: CourseError.self, "a missing file should throw a CourseError") { try Course(contentsOf: file) }
        do {
            _ = try Course(contentsOf: file)
        } catch let error as CourseError {
            #expect(error.description.hasPrefix("/nonexistent/hole1.json: cannot be read"), "the error should name the path and say it cannot be read, got: \(error)")
        } catch {
            Issue.record("a missing file should throw a CourseError, not \(error)")
        }
    }

    @Test("non-finite numbers built in Swift are refused by validation")
    func nonFinite() {
        var course = Course.builtIn
        course.cup = Point(x: .nan, y: 100)
        #expect(throws: CourseError(path: nil, problem: "'cup' is not a finite number"), "a NaN cup should be refused") {
            try course.validate()
        }
    }
}
