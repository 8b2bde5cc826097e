import Testing

@testable import CreaseDocs

/// Code spans and heading anchors as GitHub renders them.
@Suite struct MarkdownTests {
    @Test("A code span holds a backtick by using a longer fence with spaces inside", arguments: [
        ("func play()", "`func play()`"),
        ("func `in`(_ pane: Pane) -> HUDElement", "`` func `in`(_ pane: Pane) -> HUDElement ``"),
        ("a `` b", "``` a `` b ```"),
    ])
    func codeSpan(text: String, expected: String) {
        #expect(Markdown.code(text) == expected)
    }

    @Test("Anchors are GitHub's: lower case, punctuation gone, spaces as hyphens, a repeated slug numbered")
    func anchors() {
        #expect(Markdown.anchors(["HUD", "HUD.Element", "HUDElement", "Int (extension)", "HUDElement"]) == ["hud", "hudelement", "hudelement-1", "int-extension", "hudelement-2"])
    }

    @Test("A summary is the first paragraph on one line, with DocC's links as plain Markdown")
    func summary() {
        #expect(DocumentationSummary.of(["", "Lays out ``HUD``", "  around the fold.", "", "More."]) == "Lays out `HUD` around the fold.")
        #expect(DocumentationSummary.of(["See <doc:GettingStarted> first."]) == "See GettingStarted first.")
        #expect(DocumentationSummary.of(["", "  "]) == nil)
        #expect(DocumentationSummary.of([]) == nil)
    }
}
