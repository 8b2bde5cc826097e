import Crease
import Foundation
import Testing

/// `InputFile.read`: the one way every input file is read.
@Suite("InputFile")
struct InputFileTests {
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
