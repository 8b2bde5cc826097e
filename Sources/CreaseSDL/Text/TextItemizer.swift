import CHarfBuzz

/// Cuts a line into the runs HarfBuzz shapes one at a time: a new run starts where the
/// embedding level, the script or the face changes.
///
/// A character of no script of its own (a space, a digit, punctuation, a combining mark)
/// belongs to the script around it, and stays in the face before it when that face has it,
/// so a mark is shaped with its letter. Every other character takes the first face of the
/// chain that has it (no face: the first, which draws its missing-glyph box).
struct TextItemizer {
    /// The faces.
    let fonts: FontCollection
    /// The font's fallback chain, first choice first.
    let chain: [Int]

    /// The runs of `scalars` in logical order.
    func runs(_ scalars: [UInt32], levels: [UInt8]) -> [ShapedLine.Run] {
        let scripts = Self.scripts(scalars)
        var runs: [ShapedLine.Run] = []
        var previousFace: Int?
        for index in scalars.indices {
            let scalar = scalars[index]
            let neutral = Self.isNeutral(Self.script(scalar))
            let face: Int
            if neutral, let previousFace, fonts.faces[previousFace].glyph(for: scalar) != nil {
                face = previousFace
            } else {
                face = chain.first { fonts.faces[$0].glyph(for: scalar) != nil } ?? chain[0]
            }
            previousFace = face
            if var last = runs.last, last.face == face, last.level == levels[index], last.script == scripts[index] {
                last.characters = last.characters.lowerBound..<(index + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(ShapedLine.Run(face: face, characters: index..<(index + 1), level: levels[index], script: scripts[index], glyphs: 0..<0))
            }
        }
        return runs
    }

    /// Each character's script, a neutral one taking the script before it (or, at the start,
    /// the first one after it; Latin where the line has none).
    static func scripts(_ scalars: [UInt32]) -> [UInt32] {
        let own = scalars.map(script)
        let first = own.first { !isNeutral($0) } ?? HB_SCRIPT_LATIN.rawValue
        var current = first
        return own.map { script in
            if !isNeutral(script) { current = script }
            return current
        }
    }

    /// The Unicode script of one character, as HarfBuzz's tag.
    static func script(_ scalar: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
    }

    /// True for the scripts that belong to their neighbours: Common, Inherited, Unknown.
    static func isNeutral(_ script: UInt32) -> Bool {
        script == HB_SCRIPT_COMMON.rawValue || script == HB_SCRIPT_INHERITED.rawValue || script == HB_SCRIPT_UNKNOWN.rawValue
    }
}
