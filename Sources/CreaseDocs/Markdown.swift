/// The bits of GitHub-flavoured Markdown the reference writes: code spans and heading anchors.
enum Markdown {
    /// Text as one code span, with enough backticks around it that a backtick inside
    /// (`` func `in`(_:) ``) does not end it.
    static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        guard longest > 0 else { return "`\(text)`" }
        let fence = String(repeating: "`", count: longest + 1)
        return "\(fence) \(text) \(fence)"
    }

    /// The anchor GitHub gives a heading: lower case, only letters, digits, `-`, `_` and
    /// spaces kept, spaces as hyphens ("HUD.Element" → "hudelement").
    static func slug(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            if character == "-" || character == "_" || character.isLetter || character.isNumber { return character }
            return nil
        })
    }

    /// Anchors for a page's headings in order: each its slug, with "-1", "-2", … after a slug
    /// already taken, as GitHub numbers repeated headings.
    static func anchors(_ headings: [String]) -> [String] {
        var taken: [String: Int] = [:]
        return headings.map { heading in
            let slug = slug(heading)
            defer { taken[slug, default: 0] += 1 }
            guard let count = taken[slug] else { return slug }
            return "\(slug)-\(count)"
        }
    }
}
