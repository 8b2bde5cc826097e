import Crease
import CreaseHUD

/// The first-shot hint on its plate: how to putt, in the player's own input, in free space
/// beside the course, so it never lies over the course, the ball, the aim or the cup.
struct HintPlate: Sendable, Hashable {
    /// The words shown.
    var text: String
    /// The plate, in display points.
    var frame: Rect

    /// The hint's font: the HUD's caption, its smallest text.
    static let font = Font.caption
    /// The plate's height: one caption line and its padding.
    static let height = 28.0
    /// Points of plate each side of the words.
    static let padding = 10.0
    /// Points kept between the plate and the course's rough, the HUD and a camera.
    static let clearance = 6.0

    /// The hints for an input, longest first: the longest that fits the free space shows.
    static func texts(for input: ScorecardCard.InputKind) -> [String] {
        switch input {
        case .pointer: ["Drag back anywhere, let go to putt", "Drag back, let go to putt", "Drag back to putt"]
        case .keyboard: ["← → aim · ↑ ↓ power · Space putts", "←→ aim · ↑↓ power · Space", "Space putts"]
        case .gamepad: ["Stick aims · trigger sets power · A putts", "Stick aims · A putts", "A putts"]
        }
    }

    /// The plate's width for `text`: an upper bound of the caption's advance (7.5 pt a
    /// character; the arrows and capitals are the widest) and the padding.
    static func width(of text: String) -> Double {
        Double(text.count) * 7.5 + 2 * padding
    }

    /// The inputs a hint speaks of.
    static let inputs: [ScorecardCard.InputKind] = [.pointer, .keyboard, .gamepad]
    /// The plate of the longest hint of any input.
    static let longest = Size(width: inputs.map { width(of: texts(for: $0).first ?? "") }.max() ?? 0, height: height)
    /// The plate of the widest of the inputs' shortest hints: the least room a hint needs.
    static let shortest = Size(width: inputs.map { width(of: texts(for: $0).last ?? "") }.max() ?? 0, height: height)

    /// True when `room` holds the shortest hint of every input.
    static func fits(in room: Rect) -> Bool {
        room.height >= shortest.height && room.width >= shortest.width
    }

    /// The longest hint for `input` that fits `free`, as near `target` as `free` allows; nil
    /// when not even the shortest fits.
    init?(for input: ScorecardCard.InputKind, in free: Rect, near target: Point) {
        guard free.height >= Self.height,
              let text = Self.texts(for: input).first(where: { Self.width(of: $0) <= free.width }) else { return nil }
        let width = Self.width(of: text)
        let x = min(max(target.x - width / 2, free.minX), free.maxX - width)
        let y = min(max(target.y - Self.height / 2, free.minY), free.maxY - Self.height)
        self.text = text
        frame = Rect(x: x, y: y, width: width, height: Self.height)
    }
}
