import Foundation

/// The first paragraph of a `///` comment, on one line, as the reference shows it.
enum DocumentationSummary {
    /// The lines up to the first blank one, trimmed and joined with spaces, with DocC's own link
    /// syntax made plain Markdown (``` ``HUD`` ``` → `` `HUD` ``, `<doc:GettingStarted>` →
    /// `GettingStarted`); nil for no comment or an empty first paragraph.
    static func of(_ lines: [String]) -> String? {
        var paragraph: [String] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if paragraph.isEmpty { continue }
                break
            }
            paragraph.append(trimmed)
        }
        guard !paragraph.isEmpty else { return nil }
        return plainMarkdown(paragraph.joined(separator: " "))
    }

    /// DocC's symbol links (``` ``Name`` ```) as code spans and its article links
    /// (`<doc:Name>`) as the article's name.
    static func plainMarkdown(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "``", with: "`")
        while let open = result.range(of: "<doc:"), let close = result[open.upperBound...].firstIndex(of: ">") {
            let name = result[open.upperBound..<close]
            result.replaceSubrange(open.lowerBound...close, with: name)
        }
        return result
    }
}
