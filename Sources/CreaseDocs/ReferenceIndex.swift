/// The reference's front page (docs/reference/README.md): what the pages are, the types a
/// newcomer starts from, and every module's types with their summaries, linked to their sections.
struct ReferenceIndex {
    /// The module pages, in the order the modules build on each other.
    var pages: [ReferencePage]
    /// The types listed under "Start here", by name.
    var startHere: [String]

    /// Each top-level type: its module's page, its anchor there, and its entry.
    private var types: [(page: ReferencePage, anchor: String, entry: ReferenceEntry)] {
        pages.flatMap { page in
            zip(page.module.sections, page.anchors).compactMap { section, anchor in
                section.type.map { (page, anchor, $0) }
            }
        }
    }

    /// The page.
    ///
    /// - Throws: `ReferenceError` when a "Start here" type is declared by no module.
    func markdown() throws(ReferenceError) -> String {
        let modules = pages.map { Markdown.code($0.module.name) }
        var lines = [
            "# API reference", "", ReferenceGenerator.notice, "",
            "Every public declaration of \(modules.dropLast().joined(separator: ", ")) and \(modules.last ?? ""), one line each: "
                + "its declaration and the first paragraph of its `///` comment, grouped by type. A game imports \(modules.last ?? ""), "
                + "which re-exports the others, so every name here is available to it. "
                + "[Writing a game](../writing-a-game.md) shows how the pieces fit together.",
            "",
            "The pages are made from the code: `scripts/docs --write-reference` writes them, and `scripts/docs` (so `scripts/test`) "
                + "fails when they differ from what the code makes ([Working on Crease](../development.md#api-reference)).",
            "", "## Start here", "",
        ]
        let types = types
        for name in startHere {
            guard let type = types.first(where: { $0.entry.path == [name] }) else {
                throw ReferenceError("the reference's 'Start here' list names \(name), which none of the modules declares")
            }
            lines.append(item(type) + " (\(type.page.module.name))")
        }
        for page in pages {
            lines += ["", "## \(page.module.name)", ""]
            if let summary = page.module.summary { lines += [summary, ""] }
            lines.append("[The whole page](\(page.fileName))")
            lines.append("")
            lines += types.filter { $0.page.module.name == page.module.name && $0.entry.path.count == 1 }.map(item)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A type's line: its name linked to its section, and its summary.
    private func item(_ type: (page: ReferencePage, anchor: String, entry: ReferenceEntry)) -> String {
        "- [\(Markdown.code(type.entry.name))](\(type.page.fileName)#\(type.anchor))" + (type.entry.summary.map { " — \($0)" } ?? "")
    }
}
