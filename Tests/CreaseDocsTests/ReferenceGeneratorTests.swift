import CreaseDocs
import Foundation
import Testing

/// The generator on small graphs in Fixtures/ (a module `Toy` and a module `ToyHost` that
/// re-exports it and extends one of its types), so its pages are checked without a build.
@Suite struct ReferenceGeneratorTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func pages() throws -> [String: String] {
        let generator = try ReferenceGenerator.load(graphs: fixtures, sources: nil, modules: ["Toy", "ToyHost"], startHere: ["Game", "Runner"])
        return Dictionary(uniqueKeysWithValues: try generator.pages().map { ($0.name, $0.markdown) })
    }

    @Test("A module's page: sections by path, members by kind then name, one line each, summaries from the first paragraph, requirements and defaults merged, synthesized members and implicit conformances left out")
    func modulePage() throws {
        let page = try #require(try Self.pages()["Toy.md"])
        #expect(page == #"""
        # Toy

        <!-- Generated from the symbol graphs by scripts/docs --write-reference: edit the /// comments in the code, not this file. -->

        [All modules](README.md) · 5 types, 10 members

        [Board](#board) · [Board.Kind](#boardkind) · [BoardKind](#boardkind-1) · [Game](#game) · [Int (extension)](#int-extension) · [Piece](#piece)

        ## Board

        `struct Board` — A board of cells, with `Piece`s on it. Second line of the summary.

        Conforms to `Equatable`, `Game`, `Sendable`.

        - `init(size: Int)` — Creates an empty board.
        - `static func empty() -> Board` — An empty board.
        - `var cells: [Int]` — The cells, row by row.
        - `mutating func clear()` — Empties every cell.
        - `` func `in`(_ row: Int) -> Bool `` — True when `row` is on the board (x < 8).
        - [`enum Kind`](#boardkind) — What a board is made of.

        ## Board.Kind

        `enum Kind` — What a board is made of.

        - `case wood`

        ## BoardKind

        `struct BoardKind` — A struct whose heading's anchor GitHub numbers after Board.Kind's.

        ## Game

        `protocol Game` — A game.

        - `var name: String { get }` — The game's name. *(requirement, with a default)*
        - `mutating func play()` — Plays a turn. *(requirement)*
        - `func reset()` — Starts again (an extension's method, not a requirement).

        ## Int (extension)

        Extends `Int` from Swift.

        Conforms to `Game`.

        - `var points: String { get }` — The number as points ("12 pt").

        ## Piece

        `struct Piece`

        """#, "Toy.md should be the page above")
    }

    @Test("A module that re-exports another lists only its own symbols, and its extension of the other's type links to that type's section")
    func reexportingModule() throws {
        let page = try #require(try Self.pages()["ToyHost.md"])
        #expect(page == #"""
        # ToyHost

        <!-- Generated from the symbol graphs by scripts/docs --write-reference: edit the /// comments in the code, not this file. -->

        [All modules](README.md) · 1 type, 2 members

        [Board (extension)](#board-extension) · [Runner](#runner)

        ## Board (extension)

        Extends [`Board`](Toy.md#board) from Toy.

        - `func draw()` — Draws the board.

        ## Runner

        `@MainActor final class Runner` — Runs a `Game`.

        - `@MainActor static func run()` — Runs it.

        """#, "ToyHost.md should be the page above")
    }

    @Test("The index lists the start-here types, then each module's top-level types with their summaries, linked to their sections")
    func index() throws {
        let index = try #require(try Self.pages()["README.md"])
        let lines = index.split(separator: "\n").map(String.init)
        #expect(lines.first == "# API reference")
        #expect(lines.contains("- [`Game`](Toy.md#game) — A game. (Toy)"))
        #expect(lines.contains("- [`Runner`](ToyHost.md#runner) — Runs a `Game`. (ToyHost)"))
        #expect(lines.contains("- [`BoardKind`](Toy.md#boardkind-1) — A struct whose heading's anchor GitHub numbers after Board.Kind's."))
        #expect(lines.contains("- [`Piece`](Toy.md#piece)"))
        #expect(!lines.contains { $0.contains("Board.Kind](") }, "nested types are listed on their module's page, not in the index")
        #expect(!index.contains(Self.fixtures.path), "no path from this machine")
    }

    @Test("The same graphs give the same bytes, whatever order the symbols come in")
    func deterministic() throws {
        var graph = try SymbolGraph.read(Self.fixtures.appendingPathComponent("Toy.symbols.json"))
        let forwards = try ReferenceGenerator(modules: ["Toy"], graphs: ["Toy": [graph]]).pages()
        graph.symbols.reverse()
        graph.relationships.reverse()
        let backwards = try ReferenceGenerator(modules: ["Toy"], graphs: ["Toy": [graph]]).pages()
        #expect(forwards.map(\.name) == backwards.map(\.name))
        #expect(forwards.map(\.markdown) == backwards.map(\.markdown))
    }

    @Test("A start-here type no module declares fails with one line naming it")
    func missingStartHere() throws {
        let generator = try ReferenceGenerator.load(graphs: Self.fixtures, sources: nil, modules: ["Toy"], startHere: ["Gamer"])
        #expect(throws: ReferenceError("the reference's 'Start here' list names Gamer, which none of the modules declares")) { try generator.pages() }
    }

    @Test("A module with no graph in the folder fails naming the module and the file it looked for")
    func missingGraph() throws {
        let error = #expect(throws: ReferenceError.self) { try ReferenceGenerator.load(graphs: Self.fixtures, sources: nil, modules: ["Toy", "Missing"]) }
        #expect(error?.description.hasSuffix("no symbol graph for Missing (Missing.symbols.json)") == true, "\(String(describing: error))")
    }
}
