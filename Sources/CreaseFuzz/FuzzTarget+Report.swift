import Crease
import CreasePlaytest
import CreaseTools
import Foundation

extension FuzzTarget {
    /// Playtest reports and matrices given to `crease report compare | show | html | merge`.
    public static let report = FuzzTarget(
        name: "report",
        feeds: "playtest reports and matrix.json files: crease report show, compare (against a good report), html and merge (the bytes as a shard's matrix.json) through ReportCommand.run, in a temporary folder; a broken file gives one line and exit 2, a report ReportFile reads is shown, compared and paged, a matrix that merges is merged, and nothing is written outside the folders given",
        seeds: { _ in
            ReportFuzzing.reports.compactMap { name, report in
                (try? report.jsonData()).map { FuzzSeed(name: "made-\(name).json", data: $0, mustBeAccepted: true) }
            } + [FuzzSeed(name: "made-matrix.json", data: (try? ReportFuzzing.matrix().jsonData()) ?? Data(), mustBeAccepted: true)]
                + ReportFuzzing.badSeeds()
        },
        body: { data throws(FuzzFinding) in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-fuzz-report-\(UUID().uuidString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let shard = folder.appendingPathComponent("shard", isDirectory: true)
            let base = folder.appendingPathComponent("base.json"), path = folder.appendingPathComponent("r.json").path
            do {
                try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
                try ReportFuzzing.base.write(to: base)
                try AtomicFile.write(data, to: URL(fileURLWithPath: path))
                try AtomicFile.write(data, to: shard.appendingPathComponent(MatrixDocument.fileName))
            } catch {
                throw FuzzFinding("cannot write the input into \(folder.path): \(error)")
            }
            // A shard holds a folder per cell it played; give each row of a readable matrix one.
            let matrix = try? MatrixDocument(folder: shard)
            for row in matrix?.rows.prefix(16) ?? [] {
                let cell = shard.appendingPathComponent(MatrixDocument.cellFolder(row.id), isDirectory: true)
                try? FileManager.default.createDirectory(at: cell, withIntermediateDirectories: true)
                try? AtomicFile.write(data, to: cell.appendingPathComponent("report.json"))
            }
            let show = try ReportFuzzing.run(["show", path], exits: [0])
            let compare = try ReportFuzzing.run(["compare", base.path, path], exits: [0, 1])
            let html = try ReportFuzzing.run(["html", path, "--out", folder.appendingPathComponent("page/r.html").path], exits: [0])
            let merged = folder.appendingPathComponent("merged", isDirectory: true)
            let merge = try ReportFuzzing.run(["merge", shard.path, "--out", merged.path], exits: [0, 1])
            let expected: Set<String> = ["base.json", "r.json", "shard", "page", "merged"]
            let written = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            guard written.isSubset(of: expected), FileManager.default.fileExists(atPath: shard.appendingPathComponent(MatrixDocument.fileName).path) else {
                throw FuzzFinding("the commands wrote or removed files outside the folders given: \(folder.path) holds \(written.sorted())")
            }
            // What reads must be shown, paged and compared; what merges must be merged.
            let readable = (try? ReportFile.load(path)) != nil
            if readable, show.status != 0 || html.status != 0 {
                throw FuzzFinding("a report ReportFile reads was refused: show exit \(show.status), html exit \(html.status): \(show.standardError)\(html.standardError)")
            }
            if (try? ReportFile.loadSamples(path)) != nil, compare.status == 2 {
                throw FuzzFinding("a report with samples could not be compared: \(compare.standardError)")
            }
            if let matrix, matrix.rows.count <= 16, (try? MatrixMerge.merge([(shard.path, matrix)])) != nil, merge.status == 2 {
                throw FuzzFinding("a matrix that merges was refused: \(merge.standardError)")
            }
            return readable || merge.status != 2 ? .accepted : .rejected(show.standardError.trimmingWhitespace.description)
        })
}
