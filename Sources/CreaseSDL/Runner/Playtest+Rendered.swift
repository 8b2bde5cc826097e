import Crease
import CreasePlaytest
import Foundation

/// A playtest drawn through the renderer, for a game's own tests: its report and the golden
/// images that did not match.
public struct RenderedPlaytest: Sendable {
    /// The report, as `--report` writes it.
    public var report: PlaytestReport
    /// One line per screenshot that did not match its golden (`--golden DIR`): its name and
    /// how many pixels differ. Empty when all matched, or none were compared.
    public var goldenMismatches: [String]
}

extension Playtest {
    /// Runs a game headless through the renderer, as `GAME --headless ARGUMENTS` does, and
    /// returns the report and any golden mismatches instead of exiting.
    ///
    /// ```swift
    /// // in a `@MainActor` test: the run drives SDL, which lives on the main actor
    /// let run = try Playtest.rendered(MyGame(), arguments: ["--script", "shots.json", "--golden", "Tests/Goldens"])
    /// #expect(run.goldenMismatches.isEmpty, "\(run.goldenMismatches)")
    /// ```
    /// It plays one pass unless the arguments give `--passes`.
    /// Unlike `Playtest.run`, this opens SDL (offscreen) and renders every frame, so screenshots
    /// and goldens see real pixels; `.actual.png` and `.diff.png` land beside `--report`, else
    /// in the working folder.
    ///
    /// - Throws: `PlaytestUsageFailure` for bad flags, a script or device error, or what stops
    ///   a run (a missing font, a file that cannot be written).
    @MainActor
    public static func rendered<G: Game>(_ game: @autoclosure () -> G, arguments: [String], executable: String = "playtest") throws -> RenderedPlaytest {
        let headless = arguments.contains("--headless") ? arguments : ["--headless"] + arguments
        switch GameRunner.parse(headless, executable: executable) {
        case .help:
            throw PlaytestUsageFailure(message: "\(executable): --help asks for the usage, not a playtest")
        case .failure(let message):
            throw PlaytestUsageFailure(message: message)
        case .run(var plan):
            // A rendered playtest is about pixels: one pass unless `--passes` asks for more.
            plan.options.passes = plan.options.passes ?? 1
            do {
                let report = try GameRunner.run(game(), plan: plan, executable: executable, printsSummary: false)
                return RenderedPlaytest(report: report, goldenMismatches: [])
            } catch let mismatch as GoldenMismatchError {
                guard let report = mismatch.report else { throw mismatch }
                return RenderedPlaytest(report: report, goldenMismatches: mismatch.failures)
            }
        }
    }
}

/// Bad arguments to `Playtest.rendered`: the message the command line would print.
public struct PlaytestUsageFailure: Error, CustomStringConvertible {
    /// The message, as the command line prints it.
    public var message: String
    /// The message.
    public var description: String { message }
}
