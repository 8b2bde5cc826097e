import CreaseFuzz
import Foundation
import Testing

/// How fuzz bytes become a command line.
@Suite("FuzzArguments: NUL-separated command lines")
struct FuzzArgumentsTests {
    @Test("arguments survive joining and splitting, empty ones included",
          arguments: [["--headless"], ["regions", "--device", "flip"], ["", "--frames", ""], ["a b", "é", "--x=1"]])
    func roundTrip(arguments: [String]) {
        #expect(FuzzArguments.split(FuzzArguments.join(arguments)) == arguments, "\(arguments) should come back unchanged")
    }

    @Test("no bytes is no arguments; a lone NUL is two empty ones")
    func edges() {
        #expect(FuzzArguments.split(Data()).isEmpty, "empty data should be an empty command line")
        #expect(FuzzArguments.split(Data([0])) == ["", ""], "one NUL should separate two empty arguments")
    }

    @Test("bytes that are not UTF-8 are repaired, as CommandLine.arguments repairs them")
    func invalidUTF8() {
        let arguments = FuzzArguments.split(Data([0x2D, 0xFF, 0x00, 0x41]))
        #expect(arguments == ["-\u{FFFD}", "A"], "0xFF should become U+FFFD; got \(arguments)")
    }
}
