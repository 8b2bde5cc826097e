import Crease

/// Measures text for layout. The host gives the HUD one that shapes text as it is drawn; tests use
/// `MonospaceTextMeasurer`, so layout never needs a font file to be tested.
public protocol TextMeasurer {
    /// The size of one line of `text` in `font`, in points: advance width and line height.
    func measure(_ text: String, font: Font) -> Size
    /// The size of one line of `text` in `font` whose paragraph direction, where the text has
    /// no strong letter of its own, is `direction` (as `DrawCommand.text` draws it), in points.
    func measure(_ text: String, font: Font, direction: LayoutDirection) -> Size
}

extension TextMeasurer {
    /// A measurer whose widths do not depend on direction measures as `measure(_:font:)`.
    public func measure(_ text: String, font: Font, direction: LayoutDirection) -> Size {
        measure(text, font: font)
    }
}

/// A fixed-width measurer: every character advances the same fraction of the font size.
/// Deterministic and font-free, for tests and for headless layout checks.
public struct MonospaceTextMeasurer: TextMeasurer, Sendable {
    /// Advance per character as a fraction of the font size.
    public var advance: Double
    /// Line height as a fraction of the font size.
    public var lineHeight: Double

    /// Creates a measurer; the defaults approximate DejaVu Sans.
    public init(advance: Double = 0.6, lineHeight: Double = 1.2) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// `count × advance × size` wide, `lineHeight × size` tall.
    public func measure(_ text: String, font: Font) -> Size {
        Size(width: Double(text.count) * advance * font.size, height: lineHeight * font.size)
    }
}
