import Crease
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `InputFile.read`: the one way every input file is read.
@Suite("InputFile")
struct InputFileTests {
    /// A fresh folder for one test, removed by the caller.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a file's bytes come back whole, an empty file as empty data, one past the bound refused")
    func readsWhole() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.bin")
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: big)
        #expect(try InputFile.read(big) == bytes, "a 200,000-byte file (several read chunks) should come back byte for byte")
        let empty = folder.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        #expect(try InputFile.read(empty).isEmpty, "an empty file should read as empty data")
        #expect(throws: AtomicFileError.self, "a file larger than maximumBytes should be refused") {
            try InputFile.read(big, maximumBytes: 1000)
        }
    }

    @Test("a missing path, a folder and a named pipe are refused in words, without waiting on the pipe")
    func refusesWhatIsNotAFile() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0, "the test needs a named pipe")
        let cases: [(URL, String)] = [
            (folder.appendingPathComponent("missing.json"), "cannot be read (no such file)"),
            (folder, "cannot be read (it is a folder, not a file)"),
            (pipe, "cannot be read (it is not a regular file: a device, a pipe or a socket)"),
        ]
        for (url, expected) in cases {
            do {
                _ = try InputFile.read(url)
                Issue.record("reading \(url.path) should fail with \"\(expected)\"")
            } catch {
                #expect(error.problem == expected, "reading \(url.path) should say \"\(expected)\", said \"\(error.problem)\"")
            }
        }
    }

    @Test("a /proc file that says it is empty but never ends is refused at the limit, quickly")
    func endlessProcFile() {
        #expect {
            _ = try InputFile.read(URL(fileURLWithPath: "/proc/self/pagemap"))
        } throws: { error in
            "\(error)".contains("holds more than the \(InputFile.defaultMaximumBytes) bytes")
        }
    }

    @Test("a file is read whole up to the limit and refused one byte past it")
    func limit() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("crease-input-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(repeating: 0x20, count: 100).write(to: file)
        #expect(try InputFile.read(file, maximumBytes: 100).count == 100, "a 100-byte file should be read whole with a 100-byte limit")
        #expect {
            _ = try InputFile.read(file, maximumBytes: 99)
        } throws: { error in
            "\(error)" == "cannot be read (it is 100 bytes, more than the 99 an input file may have)"
        }
    }
}
