import Crease
import CreaseHUD
import Testing

/// `TextFit` as a table: with the fixed-width measurer every character of a 10 pt font is
/// 6 pt wide and lines are 12 pt apart, so each case's lines can be worked out by hand.
@Suite struct TextFitTests {
    static let measurer = MonospaceTextMeasurer()
    static let font = Font(size: 10)

    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        var fit: TextFit
        var width: Double
        var height: Double? = nil
        var lines: [String]
        var size: Double = 10
        var truncated = false
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "fits whole", text: "Hello", fit: .standard, width: 30, lines: ["Hello"]),
        Case(name: "truncates at the logical end", text: "Hello world", fit: .truncate, width: 40,
             lines: ["Hello…"], truncated: true),
        Case(name: "shrinks a point to fit", text: "Hello world", fit: .shrink(to: 0.8), width: 60,
             lines: ["Hello world"], size: 9),
        Case(name: "shrinks to the minimum, then truncates", text: "Hello world", fit: .shrink(to: 0.8), width: 40,
             lines: ["Hello w…"], size: 8, truncated: true),
        Case(name: "the default shrinks a little", text: "Hello world", fit: .standard, width: 60,
             lines: ["Hello world"], size: 9),
        Case(name: "wraps between words", text: "You sank the Battleship", fit: .wrap(lines: 2), width: 80,
             lines: ["You sank the", "Battleship"]),
        Case(name: "truncates the last line allowed", text: "one two three four five", fit: .wrap(lines: 2), width: 50,
             lines: ["one two", "three f…"], truncated: true),
        Case(name: "truncates a word longer than the line", text: "Supercalifragilistic is long", fit: .wrap(lines: 3),
             width: 60, lines: ["Supercali…", "is long"], truncated: true),
        Case(name: "a box two lines tall holds two lines", text: "a b c d e f", fit: .wrap(lines: 3), width: 18, height: 25,
             lines: ["a b", "c…"], truncated: true),
        Case(name: "a new line breaks the line", text: "Hits 3\nTurn 4", fit: .wrap(lines: 2), width: 100,
             lines: ["Hits 3", "Turn 4"]),
        Case(name: "right-to-left text keeps its logical start", text: "שלום עולם", fit: .truncate, width: 30,
             lines: ["שלום…"], truncated: true),
        Case(name: "no room even for the ellipsis leaves it alone", text: "Hello", fit: .truncate, width: 3,
             lines: ["…"], truncated: true),
        Case(name: "nothing to fit", text: "", fit: .standard, width: 30, lines: []),
    ]

    @Test(arguments: cases)
    func fits(_ c: Case) {
        let fitted = c.fit.fit(c.text, font: Self.font, width: c.width, height: c.height, lineSpacing: 1.2, measurer: Self.measurer)
        #expect(fitted.lines == c.lines, "\(c.name): \"\(c.text)\" in \(c.width) pt should be \(c.lines), got \(fitted.lines)")
        #expect(fitted.font.size == c.size, "\(c.name): should be drawn at \(c.size) pt, got \(fitted.font.size)")
        #expect(fitted.isTruncated == c.truncated, "\(c.name): truncated should be \(c.truncated)")
        if fitted.lines != ["…"] {
            #expect(fitted.size.width <= c.width, "\(c.name): every line should fit \(c.width) pt, the widest is \(fitted.size.width)")
        }
        #expect(fitted.lineHeight == c.size * 1.2, "\(c.name): lines should be 1.2 × the size apart")
    }

    @Test func wrappedTextDrawsOneCommandPerLine() {
        let fitted = TextFit.wrap(lines: 2).fit("You sank the Battleship", font: Self.font, width: 80, lineSpacing: 1.2, measurer: Self.measurer)
        var list = DrawList()
        fitted.draw(in: Rect(x: 0, y: 0, width: 80, height: 40), alignment: .center, color: .white, into: &list)
        let texts = list.commands.compactMap { command -> (String, Point)? in
            if case .text(let string, let origin, _, _, _, _) = command { (string, origin) } else { nil }
        }
        #expect(texts.map(\.0) == ["You sank the", "Battleship"], "each line should be its own text command")
        #expect(texts.map(\.1) == [Point(x: 40, y: 8), Point(x: 40, y: 20)], "two 12 pt lines centred down a 40 pt box start at 8 and 20")
    }
}
