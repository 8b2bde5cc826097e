extension String {
    /// The text with every control character (newline, carriage return, tab, escape…) and the
    /// Unicode line and paragraph separators written out as escapes: `\n`, `\r`, `\t`, `\u{1B}`.
    ///
    /// Error messages quote what the user gave (a flag, a path, a name from a file); passed
    /// through this, a message stays one line and cannot move a terminal's cursor. Applying it
    /// twice changes nothing more: the result holds none of those characters.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            guard Self.needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
