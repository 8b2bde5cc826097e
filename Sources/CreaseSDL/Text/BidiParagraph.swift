import CFriBidi
import Crease

/// One line of text through the Unicode bidirectional algorithm (GNU FriBidi): each
/// character's embedding level (even reads left to right, odd right to left) and the
/// paragraph's direction.
///
/// The paragraph direction is the first strong letter's (rule P2: Hebrew or Arabic, right to
/// left; Latin, left to right); text with none, digits and punctuation only, takes `fallback`,
/// the HUD's layout direction, as Android's `textDirection="firstStrong"` takes the view's.
struct BidiParagraph {
    /// Each character's resolved embedding level.
    let levels: [UInt8]
    /// The direction the paragraph resolved to.
    let direction: LayoutDirection
    /// True when a strong letter set the direction (so the fallback played no part).
    let hasStrongLetter: Bool

    /// Resolves the levels of `scalars`.
    init(_ scalars: [UInt32], fallback: LayoutDirection) {
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        // The weak directions: the first strong letter's, else the fallback.
        var base = fallback == .rightToLeft ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR
        var resolved = false
        var strong = false
        if count > 0 {
            scalars.withUnsafeBufferPointer { text in
                fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
                fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
            }
            strong = fribidi_get_par_direction(types, FriBidiStrIndex(count)) != FRIBIDI_PAR_ON
            resolved = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels) != 0
        }
        hasStrongLetter = strong
        if resolved {
            self.levels = levels.map { UInt8($0) }
            direction = base.rawValue & UInt32(FRIBIDI_MASK_RTL) != 0 ? .rightToLeft : .leftToRight
        } else {
            // FriBidi fails only when out of memory; read the line in the fallback direction.
            self.levels = [UInt8](repeating: fallback == .rightToLeft ? 1 : 0, count: count)
            direction = fallback
        }
    }

    /// The visual order of runs at `levels` (rule L2): from the highest level down to the
    /// lowest odd one, every stretch of runs at that level or above is reversed.
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max() else { return order }
        let lowestOdd = (levels.filter { $0 % 2 == 1 }.min()) ?? highest + 1
        var level = highest
        while level >= lowestOdd && level > 0 {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
