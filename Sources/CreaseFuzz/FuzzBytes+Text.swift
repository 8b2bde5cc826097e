extension FuzzBytes {
    /// Words in every script the fonts cover (Latin, Arabic, Hebrew, Devanagari), numbers, and
    /// what breaks text: combining marks on nothing, joiners, direction marks and overrides,
    /// control characters, a character no bundled face has, and nothing at all.
    static let words = [
        "", "Score 42", "Fuel", "W", "النتيجة", "الوقود ٣٤", "ניקוד", "דלק 12", "स्कोर", "ईंधन क्षि", "12:34", "-7.5%",
        "Fuel الوقود 7 ניקוד स्कोर", "\u{0301}\u{0301}", "a\u{200D}b", "\u{200F}", "\u{202E}abc\u{202C}", "\u{2066}x\u{2069}",
        "\t\n\r", "\u{0}", "🂡", "ﷺ", "…", " ", "fi ffl", "\u{FEFF}", "e\u{0308}\u{0323}", "क्‍ष",
    ]

    /// A line of text: up to four words joined, a run of raw bytes read as UTF-8 (repaired as
    /// Swift repairs it), or one word repeated up to 400 characters long.
    mutating func text() -> String {
        switch index(8) {
        case 0:
            let count = index(48)
            var raw: [UInt8] = []
            for _ in 0..<count { raw.append(byte()) }
            return String(decoding: raw, as: UTF8.self)
        case 1:
            let word = pick(Self.words)
            let times = 1 + index(64)
            return String(String(repeating: word.isEmpty ? "W" : word, count: times).prefix(400))
        default:
            return (0..<index(5)).map { _ in pick(Self.words) }.joined(separator: pick([" ", "", " - "]))
        }
    }
}
