import Crease
import CreaseDocs
import Foundation
import Testing

/// Every ```swift block of the README and the guides (docs/*.md) type-checks in Swift 6 mode against the modules this build made, so a newcomer
/// who copies one gets code that compiles. No block is skipped: one that is part of something
/// larger names its context in a `<!-- compiled as: … -->` comment above it (`SwiftCodeBlock`).
@Suite struct GuideCodeBlocksTests {
    /// The checkout (two folders up from this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files whose blocks are checked, relative to the checkout, sorted.
    static let guides: [String] = {
        let manager = FileManager.default
        let files = ["README.md"]
        let docs = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return files + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// The folder of the built modules' `.swiftmodule` files, beside the test bundle.
    static let modules = (Bundle.main.executableURL?.deletingLastPathComponent() ?? root.appendingPathComponent(".build/release")).appendingPathComponent("Modules")

    @Test("The README and every guide are read, and the README's first game is among the blocks")
    func blocksAreFound() throws {
        #expect(Self.guides.contains("docs/writing-a-game.md") && Self.guides.contains("docs/hud.md"))
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = try SwiftCodeBlock.blocks(in: readme, file: "README.md")
        #expect(blocks.first?.code.hasPrefix("import CreaseSDL\n") == true, "the README's first Swift block should be the first game")
    }

    @Test("Every ```swift block type-checks in Swift 6 mode (swiftc -swift-version 6 -typecheck) against the built modules", arguments: guides)
    func blocksCompile(guide: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(guide), encoding: .utf8)
        let blocks = try SwiftCodeBlock.blocks(in: text, file: guide)
        guard !blocks.isEmpty else { return }
        let swiftc = try #require(Self.swiftc, "swiftc is on PATH")
        try #require(FileManager.default.fileExists(atPath: Self.modules.appendingPathComponent("CreaseSDL.swiftmodule").path),
                     "the modules are built in \(Self.modules.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-code-blocks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (number, block) in blocks.enumerated() {
            let file = folder.appendingPathComponent("block\(number + 1).swift")
            try Data(block.program.utf8).write(to: file)
            let result = try Self.run([swiftc] + Self.arguments(for: block) + [file.path], in: folder)
            guard result.status != 0 else { continue }
            Issue.record(Comment(rawValue: Self.failure(result.output, block: block, file: file.path)))
        }
    }

    /// The compiler's arguments: Swift 6 mode, type-checking only, against the built modules
    /// (and the C modules' maps they import), or against the manifest API for a manifest.
    static func arguments(for block: SwiftCodeBlock) -> [String] {
        var arguments = ["-swift-version", "6", "-typecheck"]
        if let tools = block.toolsVersion {
            let toolchain = URL(fileURLWithPath: swiftc ?? "/usr/bin/swiftc").resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            return arguments + ["-I", toolchain.appendingPathComponent("lib/swift/pm/ManifestAPI").path, "-package-description-version", tools]
        }
        arguments += ["-I", modules.path]
        let sources = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
        for folder in sources.sorted() {
            let map = root.appendingPathComponent("Sources/\(folder)/module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        // The text libraries' headers live in their own folders (/usr/include/freetype2, …), which
        // SwiftPM finds through the `pkgConfig:` names in Package.swift; so does this check.
        for flag in cFlags { arguments += ["-Xcc", flag] }
        return arguments
    }

    /// `pkg-config --cflags` of every `pkgConfig:` name in Package.swift, split into flags.
    static let cFlags: [String] = {
        guard let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) else { return [] }
        let names = manifest.split(separator: "pkgConfig: \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        guard !names.isEmpty, let result = try? run(["/usr/bin/env", "pkg-config", "--cflags"] + names, in: FileManager.default.temporaryDirectory), result.status == 0 else { return [] }
        return result.output.split(whereSeparator: \.isWhitespace).map(String.init)
    }()

    /// One message per error the compiler gave, each at the Markdown file's line
    /// ("docs/hud.md:14: error: cannot find 'device' in scope"), or its whole output when it
    /// names no line.
    static func failure(_ output: String, block: SwiftCodeBlock, file: String) -> String {
        let errors = output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(file + ":") else { return nil }
            let parts = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let number = Int(parts[0]), parts[2].hasPrefix(" error:") else { return nil }
            return "\(block.location(ofProgramLine: number)):\(parts[2])"
        }
        let head = "\(block.file):\(block.line): this Swift block does not compile in Swift 6 mode"
        return ([head] + (errors.isEmpty ? [String(output.suffix(3000))] : errors)).joined(separator: "\n")
    }

    /// swiftc beside swift on PATH, or nil.
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs a program to its end, its output (both streams) through a file, never a pipe that could fill.
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let log = folder.appendingPathComponent("swiftc-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = folder
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        // Read with Crease's own reader: under LeakSanitizer, Foundation's `String(contentsOf:)`
        // left a 4 KB read buffer behind for each of these logs.
        return (process.terminationStatus, (try? InputFile.read(log)).map { String(decoding: $0, as: UTF8.self) } ?? "")
    }
}
