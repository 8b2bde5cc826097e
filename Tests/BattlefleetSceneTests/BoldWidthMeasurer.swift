import CreaseHUD
import Crease

/// Measures as DejaVu Sans Bold does, from its advance widths (em fractions read from
/// `assets/fonts/DejaVuSans-Bold.ttf`'s `hmtx` table), for every weight: bold is the wider
/// face, so a line that fits here fits as drawn. Kerning, which only narrows these strings, is
/// left out; a character not in the table measures as a wide one (1 em).
///
/// Font-free, so the scene's layout sweeps need no SDL; a fixed advance per character is too
/// coarse for short button titles ("Menu" is 0.77 em a character, "Fire 3/5" 0.54).
struct BoldWidthMeasurer: TextMeasurer {
    static let advances: [Character: Double] = [
        " ": 0.3481, "!": 0.4561, "\"": 0.5210, "#": 0.8379, "$": 0.6958, "%": 1.0020, "&": 0.8721, "'": 0.3062,
        "(": 0.4570, ")": 0.4570, "*": 0.5229, "+": 0.8379, ",": 0.3799, "-": 0.4150, ".": 0.3799, "/": 0.3652,
        "0": 0.6958, "1": 0.6958, "2": 0.6958, "3": 0.6958, "4": 0.6958, "5": 0.6958, "6": 0.6958, "7": 0.6958,
        "8": 0.6958, "9": 0.6958, ":": 0.3999, ";": 0.3999, "<": 0.8379, "=": 0.8379, ">": 0.8379, "?": 0.5801,
        "@": 1.0000, "A": 0.7739, "B": 0.7622, "C": 0.7339, "D": 0.8301, "E": 0.6831, "F": 0.6831, "G": 0.8208,
        "H": 0.8369, "I": 0.3721, "J": 0.3721, "K": 0.7749, "L": 0.6372, "M": 0.9951, "N": 0.8369, "O": 0.8501,
        "P": 0.7329, "Q": 0.8501, "R": 0.7700, "S": 0.7202, "T": 0.6821, "U": 0.8120, "V": 0.7739, "W": 1.1030,
        "X": 0.7710, "Y": 0.7241, "Z": 0.7251, "[": 0.4570, "\\": 0.3652, "]": 0.4570, "^": 0.8379, "_": 0.5000,
        "`": 0.5000, "a": 0.6748, "b": 0.7158, "c": 0.5928, "d": 0.7158, "e": 0.6782, "f": 0.4351, "g": 0.7158,
        "h": 0.7119, "i": 0.3428, "j": 0.3428, "k": 0.6650, "l": 0.3428, "m": 1.0420, "n": 0.7119, "o": 0.6870,
        "p": 0.7158, "q": 0.7158, "r": 0.4932, "s": 0.5952, "t": 0.4780, "u": 0.7119, "v": 0.6519, "w": 0.9238,
        "x": 0.6450, "y": 0.6519, "z": 0.5820, "{": 0.7119, "|": 0.3652, "}": 0.7119, "~": 0.8379, "·": 0.3799,
        "✓": 0.8379, "…": 1.0000, "–": 0.5000, "—": 1.0000, "’": 0.3799, "é": 0.6782, "ü": 0.7119
    ]

    func measure(_ text: String, font: Font) -> Size {
        Size(width: text.reduce(0) { $0 + (Self.advances[$1] ?? 1) } * font.size, height: 1.2 * font.size)
    }
}
