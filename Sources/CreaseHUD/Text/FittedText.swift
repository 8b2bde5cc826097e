import Crease

/// Text as a `TextFit` left it: its lines in reading order, the font they are drawn in and
/// their widths, ready to draw as one text command per line.
public struct FittedText: Sendable, Hashable {
    /// The lines, top to bottom; the last ends in an ellipsis when the text was truncated.
    public var lines: [String]
    /// The font the lines are drawn in (the widget's, perhaps shrunk).
    public var font: Font
    /// The distance from one line's top to the next's, in points.
    public var lineHeight: Double
    /// Each line's measured width, in points.
    public var widths: [Double]
    /// True when words were left out (the last line ends in an ellipsis).
    public var isTruncated: Bool

    /// Creates fitted text.
    public init(lines: [String], font: Font, lineHeight: Double, widths: [Double] = [], isTruncated: Bool = false) {
        self.lines = lines
        self.font = font
        self.lineHeight = lineHeight
        self.widths = widths.count == lines.count ? widths : lines.map { _ in 0 }
        self.isTruncated = isTruncated
    }

    /// One line as it is, unmeasured: what a widget draws when nothing fitted its text.
    public static func unfitted(_ text: String, font: Font, theme: Theme) -> FittedText {
        FittedText(lines: text.isEmpty ? [] : [text], font: font, lineHeight: font.size * theme.lineHeight)
    }

    /// The widest line's width and the lines' total height.
    public var size: Size {
        Size(width: widths.max() ?? 0, height: Double(lines.count) * lineHeight)
    }

    /// The rectangle the lines take when drawn centred down `box` and placed along it by
    /// `alignment`: what the lint checks against the element's frame and the display.
    public func frame(in box: Rect, alignment: TextAlignment) -> Rect {
        let size = size
        let top = box.midY - size.height / 2
        let x: Double = switch alignment {
        case .left: box.minX
        case .center: box.midX - size.width / 2
        case .right: box.maxX - size.width
        }
        return Rect(x: x, y: top, width: size.width, height: size.height)
    }

    /// Draws the lines centred down `box`, one text command per line (and, with a `shadow`,
    /// one more under each, 1 pt down and right).
    public func draw(in box: Rect, alignment: TextAlignment, color: Color, shadow: Color? = nil, into list: inout DrawList) {
        let top = box.midY - Double(lines.count) * lineHeight / 2
        let x: Double = switch alignment {
        case .left: box.minX
        case .center: box.midX
        case .right: box.maxX
        }
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let y = top + Double(index) * lineHeight
            if let shadow { list.text(line, at: Point(x: x + 1, y: y + 1), font: font, shadow, alignment: alignment) }
            list.text(line, at: Point(x: x, y: y), font: font, color, alignment: alignment)
        }
    }
}
