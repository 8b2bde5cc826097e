import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// The flags every program on the host shares.
@Suite struct HostArgumentsTests {
    @Test func sharedFlagsBuildTheOptions() throws {
        let parsed = try HostArguments(parsing: ["--headless", "--scale", "2", "--device", "flip", "--posture", "book", "--rtl"])
        #expect(parsed.options.headless && parsed.options.scale == 2, "expected --headless and --scale 2")
        #expect(parsed.options.device.profile.name == "flip" && parsed.options.device.posture == .book, "expected the flip in book")
        #expect(parsed.options.device.layoutDirection == .rightToLeft, "expected --rtl")
        let joined = try HostArguments(parsing: ["--scale=1.5", "--camera"])
        #expect(joined.options.scale == 1.5 && joined.options.device.innerCameraInUse, "expected --flag=value to read like --flag value")
        #expect(throws: UsageError.self, "expected a program's own flag to be unknown to the shared set") {
            try HostArguments(parsing: ["--frames", "3"])
        }
        #expect(throws: HostArgumentError.self, "expected an unknown device to be refused") {
            try HostArguments(parsing: ["--device", "no-such-device"])
        }
        #expect(throws: UsageError.self, "expected a bad scale to be refused") {
            try HostArguments(parsing: ["--scale", "zero"])
        }
    }
}
