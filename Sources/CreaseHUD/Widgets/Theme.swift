import Crease

/// The HUD's colours, fonts and sizes. The default reads on dark and light playfields alike:
/// dark translucent plates with a light rim, white text with a dark shadow.
public struct Theme: Sendable, Hashable {
    /// A control's resting fill.
    public var plate = Color(hex: 0x151A22, alpha: 215)
    /// A control's fill under a hovering mouse.
    public var plateHovered = Color(hex: 0x26303F, alpha: 230)
    /// A control's fill while pressed or held.
    public var platePressed = Color(hex: 0x2F6BD8, alpha: 240)
    /// The rim around plates, so they stand out on dark backgrounds.
    public var rim = Color(hex: 0xFFFFFF, alpha: 150)
    /// Text and glyphs.
    public var text = Color.white
    /// The shadow under text drawn straight on the playfield, so it reads on light backgrounds.
    public var textShadow = Color(hex: 0x000000, alpha: 200)
    /// Highlights: a toggle that is on, a slider's filled part, a meter's fill.
    public var accent = Color(hex: 0xFFB020)
    /// The empty part of tracks and meters.
    public var track = Color(hex: 0x000000, alpha: 120)
    /// The keyboard/gamepad focus ring.
    public var focusRing = Color(hex: 0xFFE14D)
    /// The dark halo outside the focus ring, so it shows on yellow or white playfields too.
    public var focusHalo = Color(hex: 0x000000, alpha: 190)
    /// Corner radius of plates, in points.
    public var cornerRadius: Double = 10
    /// Width of plate rims, in points.
    public var rimWidth: Double = 1.5
    /// Width of the focus ring, in points.
    public var focusRingWidth: Double = 3
    /// Font for control titles.
    public var controlFont = Font(size: 17, weight: .bold)
    /// Font for status text.
    public var statusFont = Font.title
    /// Line height as a fraction of the font size, used to centre text vertically.
    public var lineHeight: Double = 1.2
    /// Opacity kept by a disabled control (0–1).
    public var disabledOpacity: Double = 0.4
    /// The smallest touch target, in points (Apple's 44 pt).
    public var minimumTouchTarget: Double = 44

    /// Creates the default theme.
    public init() {}

    /// The default theme.
    public static let standard = Theme()

    /// The top of a line of text in `font` centred vertically in `frame`.
    public func textTop(for font: Font, centredIn frame: Rect) -> Double {
        frame.midY - font.size * lineHeight / 2
    }

    /// Draws text with a shadow, so it reads on any background.
    public func drawText(_ text: String, at origin: Point, font: Font, color: Color? = nil,
                         alignment: TextAlignment = .center, into list: inout DrawList) {
        list.text(text, at: Point(x: origin.x + 1, y: origin.y + 1), font: font, textShadow, alignment: alignment)
        list.text(text, at: origin, font: font, color ?? self.text, alignment: alignment)
    }

    /// Draws a control's plate (fill and rim) in the state's colours.
    public func drawPlate(_ frame: Rect, state: WidgetState, radius: Double? = nil, into list: inout DrawList) {
        let fill = state.isPressed ? platePressed : state.isHovered ? plateHovered : plate
        let radius = radius ?? cornerRadius
        list.fill(frame, cornerRadius: radius, fill.fading(state.opacity(in: self)))
        list.stroke(frame, cornerRadius: radius, rim.fading(state.opacity(in: self)), width: rimWidth)
    }
}
