import Foundation

/// One ```swift block of a Markdown file, and the program the code-block test compiles for it.
///
/// A block compiles as it stands, as a whole file (top-level code included, as in a
/// `main.swift`). A block that is part of something larger (a method of a game, a frame of a
/// loop) says what it is part of in an HTML comment right above its fence, which GitHub does
/// not show: the program to compile, with `{{block}}` where the block goes:
///
///     <!-- compiled as:
///     import CreaseSDL
///     struct Rink: HUDGame { var hud = HUD()
///     {{block}}
///     }
///     -->
///
/// A block that imports `PackageDescription` is a package manifest: it is compiled against the
/// toolchain's manifest API at the `swift-tools-version` its first line names.
public struct SwiftCodeBlock: Equatable, Sendable {
    /// The marker that opens a block's context comment.
    public static let contextMarker = "<!-- compiled as:"
    /// Where the block goes in its context.
    public static let placeholder = "{{block}}"

    /// The Markdown file, as the messages name it ("docs/hud.md").
    public var file: String
    /// The file's line of the block's first line of code (numbered from 1).
    public var line: Int
    /// The block's code, ending in a newline.
    public var code: String
    /// The context program from the comment above the fence, or nil.
    public var context: String?
    /// The file's line of the context program's first line, when there is one.
    public var contextLine: Int?

    /// Creates a block.
    public init(file: String, line: Int, code: String, context: String? = nil, contextLine: Int? = nil) {
        self.file = file
        self.line = line
        self.code = code
        self.context = context
        self.contextLine = contextLine
    }

    /// The program to compile: the block in its context, or the block alone.
    public var program: String {
        guard let context else { return code }
        return context.replacingOccurrences(of: Self.placeholder, with: code.hasSuffix("\n") ? String(code.dropLast()) : code)
    }

    /// The program's line (from 1) where the block's first line is.
    public var programLine: Int {
        guard let context, let range = context.range(of: Self.placeholder) else { return 1 }
        return context[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }

    /// Where a line of the program comes from, as "file:line": a line of the block, or a line
    /// of its context comment.
    public func location(ofProgramLine programLine: Int) -> String {
        let codeLines = max(code.filter { $0 == "\n" }.count, 1)
        let offset = programLine - self.programLine
        if offset >= 0 && offset < codeLines { return "\(file):\(line + offset)" }
        guard let contextLine else { return "\(file):\(line)" }
        // The context's own line: before the block as it is, after it less the block's lines but the placeholder's.
        let contextIndex = offset < 0 ? programLine : programLine - codeLines + 1
        return "\(file):\(contextLine + contextIndex - 1) (in the context comment)"
    }

    /// The `swift-tools-version` a manifest block names ("6.0"), or nil for a block that is not
    /// a manifest.
    public var toolsVersion: String? {
        guard program.contains("import PackageDescription") else { return nil }
        let first = program.prefix { $0 != "\n" }
        guard let colon = first.range(of: "swift-tools-version:") else { return "6.0" }
        return first[colon.upperBound...].trimmingCharacters(in: .whitespaces)
    }

    /// Every ```swift block of a Markdown file, in order.
    ///
    /// - Throws: `ReferenceError` naming the file and line of a block with no closing fence, or
    ///   of a context comment without `{{block}}` or without its closing `-->`.
    public static func blocks(in markdown: String, file: String) throws(ReferenceError) -> [SwiftCodeBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [SwiftCodeBlock] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence.hasPrefix("```") else {
                index += 1
                continue
            }
            let indent = lines[index].prefix { $0 == " " }.count
            guard let end = lines[(index + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```" }) else {
                throw ReferenceError("\(file):\(index + 1): a code block with no closing ```")
            }
            if fence == "```swift" {
                let code = lines[(index + 1)..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n") + "\n"
                var block = SwiftCodeBlock(file: file, line: index + 2, code: code)
                if let (context, line) = try contextComment(above: index, in: lines, file: file) {
                    block.context = context
                    block.contextLine = line
                }
                blocks.append(block)
            }
            index = end + 1
        }
        return blocks
    }

    /// The context comment that ends right above the fence at `fence` (blank lines between
    /// allowed): its program and its first line's number.
    private static func contextComment(above fence: Int, in lines: [String], file: String) throws(ReferenceError) -> (String, Int)? {
        var last = fence - 1
        while last >= 0 && lines[last].trimmingCharacters(in: .whitespaces).isEmpty { last -= 1 }
        guard last >= 0, lines[last].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else { return nil }
        guard let first = (0...last).reversed().first(where: { lines[$0].contains("<!--") }),
              lines[first].trimmingCharacters(in: .whitespaces).hasPrefix(contextMarker) else { return nil }
        var body = lines[first...last].joined(separator: "\n").trimmingCharacters(in: .whitespaces)
        body.removeFirst(contextMarker.count)
        body.removeLast("-->".count)
        let program = body.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
        guard program.contains(placeholder) else {
            throw ReferenceError("\(file):\(first + 1): a '\(contextMarker)' comment needs \(placeholder) where the block goes")
        }
        // The program starts on the marker's line, or as many lines below as the blank ones trimmed.
        let skipped = body.prefix { $0.isWhitespace }.filter { $0 == "\n" }.count
        return (program, first + 1 + skipped)
    }
}
