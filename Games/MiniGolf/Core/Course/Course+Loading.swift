import Crease
import Foundation

extension Course {
    /// The deepest nesting a course file may have; a valid one needs five.
    static let maximumNesting = 12
    /// The largest course file read, in bytes.
    static let maximumFileSize = 1 << 20

    /// Loads and validates a course file.
    ///
    /// - Throws: `CourseError` naming the file and what is wrong: unreadable, too large, not
    ///   JSON, nested too deeply, a missing or mistyped field, or a rule `validate()` enforces.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try InputFile.read(url)
        } catch {
            throw CourseError(path: url.path, problem: error.problem)
        }
        try self.init(data: data, path: url.path)
    }

    /// Decodes and validates a course from JSON; `path` only labels errors.
    public init(data: Data, path: String? = nil) throws {
        guard data.count <= Self.maximumFileSize else {
            throw CourseError(path: path, problem: "is \(data.count) bytes; a course file may be at most \(Self.maximumFileSize)")
        }
        guard JSONNesting.depth(of: data) <= Self.maximumNesting else {
            throw CourseError(path: path, problem: "is nested more than \(Self.maximumNesting) levels deep; no valid course is")
        }
        do {
            self = try JSONDecoder().decode(Course.self, from: data)
        } catch let error as DecodingError {
            throw CourseError(path: path, problem: DecodingErrorText.describe(error))
        } catch {
            throw CourseError(path: path, problem: "is not a valid course (\(Self.reason(error)))")
        }
        do {
            try validate()
        } catch let error as CourseError {
            throw CourseError(path: path, problem: error.problem)
        }
    }

    /// The course as pretty, key-sorted JSON, the way the bundled files are written.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    private static func reason(_ error: any Error) -> String {
        let text = (error as NSError).localizedDescription
        return text.isEmpty ? String(describing: error) : text
    }
}
