import Crease
import Foundation

/// The nine bundled holes, `hole1.json` … `hole9.json`, with the built-in hole standing in
/// for any file that is missing or bad. Loading never fails; problems are reported.
public struct CourseLibrary: Sendable {
    /// How many holes a round has.
    public static let holeCount = 9

    /// The folder the files were read from, if one was found.
    public let directory: URL?
    /// The holes in playing order, always `holeCount` of them.
    public let courses: [Course]
    /// One line per file that could not be used (the built-in hole was played instead).
    public let problems: [CourseError]

    /// Loads the holes from a folder; by default `assets/courses`.
    public init(directory: URL? = AssetLocator.url(for: "courses")) {
        self.directory = directory
        var courses: [Course] = []
        var problems: [CourseError] = []
        for number in 1...Self.holeCount {
            guard let directory else {
                courses.append(.builtIn)
                continue
            }
            let file = directory.appendingPathComponent(Self.fileName(hole: number))
            do {
                courses.append(try Course(contentsOf: file))
            } catch let error as CourseError {
                problems.append(CourseError(path: error.path ?? file.path, problem: error.problem + "; playing the built-in hole instead"))
                courses.append(.builtIn)
            } catch {
                problems.append(CourseError(path: file.path, problem: "\(error); playing the built-in hole instead"))
                courses.append(.builtIn)
            }
        }
        if directory == nil {
            problems.append(CourseError(path: nil, problem: "no assets/courses folder was found; playing the built-in hole \(Self.holeCount) times"))
        }
        self.courses = courses
        self.problems = problems
    }

    /// The file name of a hole, numbered from 1: `hole3.json`.
    public static func fileName(hole number: Int) -> String { "hole\(number).json" }
}
