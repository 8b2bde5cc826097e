import Crease
@testable import CreaseSDL
import CreaseTestGames
import CreaseTools
import Foundation
import Testing

/// The matrix's page opened in Debian's headless Chromium (`scripts/setup --test` installs
/// it): the page's script runs without a console message, every cell is in the DOM, failures
/// come first, and the URL's filter hides what it should.
@MainActor
@Suite struct MatrixPageBrowserTests {
    /// Chromium as Debian installs it.
    nonisolated static let chromiumPath = "/usr/bin/chromium"

    /// Runs headless Chromium on a URL with extra flags; its standard output and error.
    nonisolated static func chromium(_ arguments: [String]) throws -> (output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromiumPath)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                             "--user-data-dir=\(FileManager.default.temporaryDirectory.appendingPathComponent("crease-chromium-\(UUID().uuidString)").path)"]
            + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test func thePageShowsEveryCellFailuresFirstAndItsFiltersWorkInChromium() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.chromiumPath), "Chromium is missing: run scripts/setup --test")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-matrix-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // No posture steps: cells that start closed (the outer display, no fold) hold; folded ones break.
        let script = folder.appendingPathComponent("still.json")
        try Data(#"{"frames": 40, "steps": []}"#.utf8).write(to: script)
        var game = BouncingBallGame()
        game.breaksFoldRule = true
        let out = folder.appendingPathComponent("m")
        let status = MatrixRunner.run(game, arguments: ["--matrix", "--profiles", "duo,flip", "--postures", "book,closed", "--directions", "ltr",
                                                       "--camera", "off", "--scripts", script.path, "--out", out.path], executable: "ball")
        #expect(status == 1, "the folded cells should fail the matrix")
        let document = try MatrixDocument(folder: out)
        let failed = Set(document.failedRows.map(\.id))
        #expect(failed == Set(document.rows.filter { $0.cell.posture == .book }.map(\.id)) && failed.count == 2,
                "the two book cells should fail and the two closed ones hold; failed: \(failed)")
        let page = out.appendingPathComponent("index.html").absoluteString

        let all = try Self.chromium(["--dump-dom", page])
        #expect(!all.errors.contains(":CONSOLE"), "the page should log nothing to the console; got \(all.errors.split(separator: "\n").filter { $0.contains(":CONSOLE") })")
        #expect(all.output.contains("data-ready=\"yes\"") && !all.output.contains("data-errors"), "the page's script should run to its end without an error")
        for row in document.rows {
            #expect(all.output.contains("<details class=\"cell\" id=\"cell-\(row.id)\""), "the DOM should hold the cell \(row.id)")
            #expect(all.output.contains("data-cell=\"\(row.id)\" data-status=\"\(row.passed ? "passed" : "failed")\""), "\(row.id)'s grid entry should say it \(row.passed ? "held" : "failed")")
        }
        let firstDetails = all.output.range(of: "<details class=\"cell\"").map { all.output[$0.upperBound...].prefix(200) } ?? ""
        #expect(firstDetails.contains("data-status=\"failed\""), "the first cell listed should be a failed one")
        #expect(all.output.contains("class=\"outline\"") && all.output.contains("<span class=\"tag\">target</span>"),
                "the violation should be outlined and named on a screenshot")

        let passedOnly = try Self.chromium(["--dump-dom", page + "?filter=passed"])
        for row in document.rows {
            let hidden = passedOnly.output.contains("<details class=\"cell\" id=\"cell-\(row.id)\" data-cell=\"\(row.id)\" data-status=\"\(row.passed ? "passed" : "failed")\" data-checks=\"\(row.failedChecks.joined(separator: " "))\" hidden")
                || passedOnly.output.range(of: "id=\"cell-\(row.id)\"[^>]*hidden", options: .regularExpression) != nil
            #expect(hidden == !row.passed, "with ?filter=passed, \(row.id) should be \(row.passed ? "shown" : "hidden")")
        }
        #expect(passedOnly.output.contains("data-filter=\"passed\""), "the filter should be recorded on the body")

        let shot = folder.appendingPathComponent("page.png")
        _ = try Self.chromium(["--hide-scrollbars", "--window-size=1200,1600", "--screenshot=\(shot.path)", page])
        let data = try Data(contentsOf: shot)
        #expect(data.count > 10_000 && data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "Chromium should draw the page into a PNG")
    }
}
