import Crease

/// Breaks text into lines no wider than a width, between words, and truncates with an
/// ellipsis at the logical end: the machinery under `TextFit`.
struct LineBreaker<Measurer: TextMeasurer> {
    /// The widest a line may be, in points.
    var width: Double
    /// The font measured in.
    var font: Font
    /// Where widths come from.
    var measurer: Measurer

    /// The lines and their widths, and whether words were left out.
    struct Wrapped {
        var lines: [String] = []
        var widths: [Double] = []
        var isTruncated = false
    }

    func measure(_ text: String) -> Double { measurer.measure(text, font: font).width }

    /// The text in at most `maximumLines` lines; nil when it needs more, or a word longer
    /// than a line, unless `truncating`, which then ends the last line (or the long word)
    /// with an ellipsis instead.
    func wrap(_ text: String, maximumLines: Int, truncating: Bool) -> Wrapped? {
        var result = Wrapped()
        // One paragraph that fits whole is one line, measured once rather than word by word.
        if !text.contains("\n") {
            let whole = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            if !whole.isEmpty {
                let width = measure(whole)
                if width <= self.width + 1e-6 { return Wrapped(lines: [whole], widths: [width]) }
            }
        }
        // Paragraphs (explicit newlines) first, then words within each.
        var pending: [[Substring]] = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: " ", omittingEmptySubsequences: true)
        }
        pending.reverse()
        while var words = pending.popLast() {
            let isBlank = words.isEmpty
            words.reverse()
            var line = ""
            while let word = words.last {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if measure(candidate) <= width + 1e-6 {
                    line = candidate
                    words.removeLast()
                    continue
                }
                if line.isEmpty {
                    // A word longer than the line: it keeps its own line, truncated.
                    guard truncating else { return nil }
                    line = truncate(String(word))
                    result.isTruncated = true
                    words.removeLast()
                }
                guard append(line, to: &result, maximumLines: maximumLines, rest: words, after: pending,
                             truncating: truncating) else { return truncating ? result : nil }
                line = ""
            }
            // A paragraph's last line (a blank paragraph is one empty line).
            guard !line.isEmpty || isBlank else { continue }
            guard append(line, to: &result, maximumLines: maximumLines, rest: [], after: pending,
                         truncating: truncating) else { return truncating ? result : nil }
        }
        return result
    }

    /// Appends a finished line. On the last line allowed with more still to come, the line
    /// and the rest are truncated into it (when `truncating`) and false says stop.
    private func append(_ line: String, to result: inout Wrapped, maximumLines: Int, rest: [Substring],
                        after paragraphs: [[Substring]], truncating: Bool) -> Bool {
        let more = !rest.isEmpty || paragraphs.contains { !$0.isEmpty }
        if result.lines.count == maximumLines - 1, more {
            guard truncating else { return false }
            let remainder = ([line] + rest.reversed().map(String.init)).filter { !$0.isEmpty }.joined(separator: " ")
            let last = truncate(remainder, followedByMore: true)
            result.lines.append(last)
            result.widths.append(measure(last))
            result.isTruncated = true
            return false
        }
        result.lines.append(line)
        result.widths.append(measure(line))
        return true
    }

    /// The longest start of `text` that fits with an ellipsis after it (trailing spaces
    /// dropped), or the text itself when it fits whole and nothing follows it; just the
    /// ellipsis when nothing more fits. Cuts between characters (grapheme clusters), so a
    /// letter and its marks stay together.
    func truncate(_ text: String, followedByMore: Bool = false) -> String {
        if !followedByMore, measure(text) <= width + 1e-6 { return text }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var kept = String(characters[0..<count])
            while kept.last?.isWhitespace == true { kept.removeLast() }
            return kept + TextFit.ellipsis
        }
        // The widest prefix that fits: widths grow with the prefix, so a binary search finds it.
        var low = 0, high = followedByMore ? characters.count : characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(candidate(middle)) <= width + 1e-6 { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }
}
