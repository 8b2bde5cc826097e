/// A module's page of the reference, as Markdown: the module's summary, a line of links to its
/// types, then one section per type with one line per member.
struct ReferencePage {
    /// The module the page shows.
    var module: ModuleReference
    /// Where every documented type's section is ("CreaseHUD.PointerID" → "CreaseHUD.md#pointerid"),
    /// for the links from extensions of other modules' types.
    var links: [String: String]

    /// The page's file name ("CreaseHUD.md").
    var fileName: String { "\(module.name).md" }

    /// The anchor of each section, by position, as GitHub makes them (the page's title first).
    var anchors: [String] { Array(Markdown.anchors([module.name] + module.sections.map(\.title)).dropFirst()) }

    /// The page.
    var markdown: String {
        let anchors = anchors
        let typeCount = module.sections.filter { $0.type != nil }.count
        let memberCount = module.sections.reduce(0) { $0 + $1.entries.filter { !$0.isType }.count }
        var paragraphs = ["# \(module.name)", ReferenceGenerator.notice]
        if let summary = module.summary { paragraphs.append(summary) }
        paragraphs.append("[All modules](README.md) · \(count(typeCount, "type")), \(count(memberCount, "member"))")
        paragraphs.append(zip(module.sections, anchors).map { "[\($0.0.title)](#\($0.1))" }.joined(separator: " · "))
        for section in module.sections {
            paragraphs.append("## \(section.title)")
            paragraphs += sectionIntro(section)
            if !section.entries.isEmpty {
                paragraphs.append(section.entries.map { line($0, anchors: anchors) }.joined(separator: "\n"))
            }
        }
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    /// "1 type", "62 types".
    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// The paragraphs a section opens with: the type's declaration and summary (or what an
    /// extension extends), and its conformances.
    private func sectionIntro(_ section: ReferenceSection) -> [String] {
        var paragraphs: [String] = []
        if let type = section.type {
            paragraphs.append(Markdown.code(type.declaration) + (type.summary.map { " — \($0)" } ?? ""))
        } else if let module = section.extendedModule {
            let name = section.path.joined(separator: ".")
            let target = links["\(module).\(name)"].map { "[\(Markdown.code(name))](\($0))" } ?? Markdown.code(name)
            paragraphs.append("Extends \(target) from \(module).")
        }
        if !section.conformances.isEmpty {
            paragraphs.append("Conforms to " + section.conformances.map(Markdown.code).joined(separator: ", ") + ".")
        }
        return paragraphs
    }

    /// A member's line: its declaration (a link, for a nested type), its summary and, for a
    /// protocol's requirement, whether the protocol implements it.
    private func line(_ entry: ReferenceEntry, anchors: [String]) -> String {
        var text = Markdown.code(entry.declaration)
        if entry.isType, let index = module.sections.firstIndex(where: { $0.path == entry.path && $0.type != nil }) {
            text = "[\(text)](#\(anchors[index]))"
        }
        if let summary = entry.summary { text += " — \(summary)" }
        if entry.isRequirement { text += entry.hasDefault ? " *(requirement, with a default)*" : " *(requirement)*" }
        return "- " + text
    }
}
