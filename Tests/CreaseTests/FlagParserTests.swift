import Crease
import Testing

/// The one flag parser: the same rules and messages for every program.
@Suite struct FlagParserTests {
    static let count = Flag("--count", "N", "how many")
    static let loud = Flag(switch: "--loud", "say it loudly")
    static let scale = Flag("--scale", "S", "pixels per point, 0.1 to 8")
    static let scaleRange: ClosedRange<Double> = 0.1...8
    static let parser = FlagParser(program: "tool", flags: [count, loud, .posture, scale])

    @Test("values follow their flag or join it with =; the last of a repeated flag wins")
    func spacedAndJoined() throws {
        let values = try Self.parser.parse(["--count", "3", "--loud", "--posture=book", "--count=5"])
        #expect(try values.int(Self.count) == 5 && values.isSet(Self.loud) && values.posture() == .book)
        #expect(try values.double(Self.scale, in: Self.scaleRange) == nil, "a flag not given reads as nil")
        #expect(try Self.parser.parse(["-h"]).help && Self.parser.parse(["--help"]).help)
    }

    @Test("every problem names the flag, in one style", arguments: [
        (["--bogus"], "--bogus: unknown flag"),
        (["--count"], "--count: needs a value (N)"),
        (["--count", "--loud"], "--count: needs a value (N)"),
        (["--count="], "--count: needs a value (N)"),
        (["--loud=yes"], "--loud: takes no value"),
        (["stray"], "stray: unexpected argument (every value follows its flag)"),
    ])
    func parseErrors(arguments: [String], expected: String) {
        #expect(throws: UsageError(flag: expected.components(separatedBy: ": ")[0],
                                   problem: expected.components(separatedBy: ": ").dropFirst().joined(separator: ": "))) {
            try Self.parser.parse(arguments)
        }
    }

    @Test("typed values are checked against one range each")
    func ranges() throws {
        let values = try Self.parser.parse(["--count", "0", "--scale", "9", "--posture", "open"])
        #expect(throws: UsageError(flag: "--count", problem: "should be a whole number of at least 1 (got '0')")) { try values.int(Self.count) }
        #expect(try values.int(Self.count, in: 0...9) == 0)
        #expect(throws: UsageError(flag: "--scale", problem: "should be a number from 0.1 to 8 (got '9')")) {
            try values.double(Self.scale, in: Self.scaleRange)
        }
        #expect(throws: UsageError(flag: "--posture", problem: "should be one of flat, tabletop, book, closed (got 'open')")) {
            try values.posture()
        }
    }

    @Test("a failure is three lines: the error, the usage line, where to read more")
    func failureMessage() {
        let message = Self.parser.failureMessage(for: UsageError(flag: "--count", problem: "needs a value (N)"))
        let lines = message.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == "tool: --count: needs a value (N)")
        #expect(lines[1] == "usage: tool [--count N] [--loud] [--posture P] [--scale S] [--help]")
        #expect(lines[2] == "see 'tool --help'")
    }

    @Test("the help lists every flag with its summary")
    func help() {
        let text = Self.parser.help(footer: "The end.")
        for flag in Self.parser.flags + [Flag.help] {
            #expect(text.contains(flag.synopsis) && text.contains(flag.summary), "help should list \(flag.name)")
        }
        #expect(text.hasSuffix("The end."))
    }
}
