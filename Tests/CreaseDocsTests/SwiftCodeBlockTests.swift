import CreaseDocs
import Testing

/// How the code-block test reads a Markdown file: which blocks, their lines, their context.
@Suite struct SwiftCodeBlockTests {
    static let markdown = """
        # Guide

        ```sh
        swift run first-game
        ```

        ```swift
        import CreaseSDL
        GameRunner.main { MyGame() }
        ```

        <!-- compiled as:
        import CreaseSDL
        struct Rink: HUDGame {
            var hud = HUD()
        {{block}}
        }
        -->

        ```swift
        mutating func hudDidLayOut() {
            print(hud)
        }
        ```

        1. A step:
           ```swift
           let x = 1
           ```
        """

    @Test("Only ```swift blocks are read, each with the file's line of its first line of code, indented ones too")
    func blocks() throws {
        let blocks = try SwiftCodeBlock.blocks(in: Self.markdown, file: "docs/guide.md")
        #expect(blocks.map(\.line) == [8, 21, 28])
        #expect(blocks[0].code == "import CreaseSDL\nGameRunner.main { MyGame() }\n")
        #expect(blocks[0].context == nil && blocks[0].program == blocks[0].code)
        #expect(blocks[2].code == "let x = 1\n")
    }

    @Test("A block under a 'compiled as' comment compiles in that program, and the compiler's lines map back to the file's")
    func context() throws {
        let block = try SwiftCodeBlock.blocks(in: Self.markdown, file: "docs/guide.md")[1]
        #expect(block.contextLine == 13, "the context program starts on the line after the marker")
        #expect(block.program == "import CreaseSDL\nstruct Rink: HUDGame {\n    var hud = HUD()\nmutating func hudDidLayOut() {\n    print(hud)\n}\n}\n")
        #expect(block.programLine == 4)
        #expect(block.location(ofProgramLine: 5) == "docs/guide.md:22")
        #expect(block.location(ofProgramLine: 2) == "docs/guide.md:14 (in the context comment)")
        #expect(block.location(ofProgramLine: 7) == "docs/guide.md:17 (in the context comment)")
    }

    @Test("A manifest block is recognized, with the tools version its first line names")
    func manifest() {
        let block = SwiftCodeBlock(file: "docs/a.md", line: 3, code: "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"A\")\n")
        #expect(block.toolsVersion == "6.0")
        #expect(SwiftCodeBlock(file: "docs/a.md", line: 3, code: "import CreaseSDL\n").toolsVersion == nil)
    }

    @Test("A context comment without {{block}}, or a block without its closing fence, is an error naming the line")
    func malformed() {
        #expect(throws: ReferenceError("docs/a.md:1: a '<!-- compiled as:' comment needs {{block}} where the block goes")) {
            try SwiftCodeBlock.blocks(in: "<!-- compiled as: import Crease -->\n```swift\nlet a = 1\n```\n", file: "docs/a.md")
        }
        #expect(throws: ReferenceError("docs/a.md:2: a code block with no closing ```")) {
            try SwiftCodeBlock.blocks(in: "text\n```swift\nlet a = 1\n", file: "docs/a.md")
        }
    }
}
