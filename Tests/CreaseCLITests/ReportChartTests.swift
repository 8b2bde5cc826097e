@testable import CreasePlaytest
@testable import CreaseSDL
import Foundation
import Testing

/// The chart `crease report compare --chart` writes: FrameChart's comparison drawn by the
/// renderer and saved by SDL2_image, as the games save theirs, by the built `crease` with no
/// display at all. The PNG is read back and its pixels checked.
@Suite("crease report compare --chart")
struct ReportChartTests {
    /// Runs the built `crease` with every display variable and any SDL driver choice removed.
    static func runWithoutDisplay(_ arguments: [String]) throws -> RegionsCommandTests.Run {
        let process = Process()
        process.executableURL = RegionsCommandTests.binary
        process.arguments = arguments
        process.currentDirectoryURL = RegionsCommandTests.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RegionsCommandTests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                       stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// True when a pixel is within 24 of a colour in each channel.
    static func matches(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: Color) -> Bool {
        abs(Int(pixel.red) - Int(color.red)) <= 24 && abs(Int(pixel.green) - Int(color.green)) <= 24
            && abs(Int(pixel.blue) - Int(color.blue)) <= 24
    }

    /// True when some pixel in the block is light, as label text is.
    static func hasLightPixel(_ image: PixelImage, columns: Range<Int>, rows: Range<Int>) -> Bool {
        for x in columns {
            for y in rows {
                let pixel = image[x, y]
                if pixel.red > 150 && pixel.green > 150 { return true }
            }
        }
        return false
    }

    @Test("the chart is written with no display: its size, background, labels, and the slower run's curve right of the faster one's")
    @MainActor
    func pixels() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: ReportFixtures.frameTimes(count: 500, median: 0.2)),
                                            named: "base.json", in: folder)
        let new = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: ReportFixtures.frameTimes(count: 500, median: 0.4, seed: 3)),
                                           named: "new.json", in: folder)
        let chart = folder.appendingPathComponent("charts/compare.png")
        let run = try Self.runWithoutDisplay(["report", "compare", base, new, "--chart", chart.path])
        #expect(run.status == 1, "twice as slow regresses, chart or not; got \(run.status): \(run.stderr)")
        #expect(run.stderr.isEmpty, "nothing on standard error; got \(run.stderr)")
        #expect(run.stdout.contains("chart: \(chart.path) (frame CPU"), "the output should say where the chart is; got \(run.stdout)")

        try SDLLibrary.start(.headless)
        let image = try GoldenImages.load(chart)
        #expect(image.width == Int(FrameChart.comparisonSize.width) && image.height == Int(FrameChart.comparisonSize.height),
                "the chart should be \(FrameChart.comparisonSize) pixels at 1×, not \(image.width) × \(image.height)")
        #expect(Self.matches(image[2, 2], FrameChart.background), "the corner should be the chart's background")
        let plot = FrameChart.comparisonPlot
        // Text drawn: light pixels in the title's line and under the axis.
        #expect(Self.hasLightPixel(image, columns: Int(plot.minX)..<Int(plot.minX) + 300, rows: 14..<34), "the title should be drawn above the plot")
        #expect(Self.hasLightPixel(image, columns: Int(plot.minX)..<Int(plot.maxX), rows: Int(plot.maxY) + 6..<Int(plot.maxY) + 26),
                "the ms labels should be drawn under the plot")
        // Along the 60% line, the base curve is crossed first, then the new one.
        let row = Int(plot.maxY - plot.height * 0.6)
        let columns = Int(plot.minX)..<Int(plot.maxX)
        let baseColumn = columns.first { Self.matches(image[$0, row], FrameChart.baseRun) }
        let newColumn = columns.first { Self.matches(image[$0, row], FrameChart.newRun) }
        #expect(baseColumn != nil && newColumn != nil, "both curves should cross the 60% line")
        #expect((baseColumn ?? 0) < (newColumn ?? 0), "the faster base run's curve should be left of the new one's")
    }

    @Test("a chart that cannot be written: one line naming it, exit 2, the table printed all the same")
    func unwritable() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: ReportFixtures.frameTimes()), named: "base.json", in: folder)
        let run = try Self.runWithoutDisplay(["report", "compare", base, base, "--chart", "\(base)/chart.png"])
        #expect(run.status == 2, "a chart under a file cannot be written: exit 2; got \(run.status)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("crease report compare: cannot write the chart to \(base)/chart.png: "),
                "one line naming the chart; got \(run.stderr)")
        #expect(run.stdout.contains("frame CPU"), "the table is printed all the same")
    }

    @Test("crease regions needs no display and never starts SDL")
    func regionsWithoutDisplay() throws {
        let run = try Self.runWithoutDisplay(["regions", "--device", "flip", "--posture", "book"])
        #expect(run.status == 0 && run.stderr.isEmpty, "crease regions should run with no display; got \(run.status): \(run.stderr)")
        #expect(run.stdout.contains("flip"), "it should print the flip's regions")
    }
}
