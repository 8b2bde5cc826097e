import CHarfBuzz
import Crease
import CreaseHUD

/// Turns a line of text into glyphs drawn left to right (Godot's TextServerAdvanced, in
/// small): the bidirectional algorithm gives each character a level (`BidiParagraph`), the
/// line is cut into runs of one level, one script and one face of the font's fallback chain
/// (`FontCollection`), HarfBuzz shapes each run, and the runs are laid out in visual order.
///
/// Shaped lines are kept (at most `capacity`, then all dropped at once), keyed by text,
/// family and weight, and for text with no strong letter by the fallback direction too:
/// measuring and drawing a label read the same shaped line, and a steady frame shapes nothing.
final class TextShaper {
    /// The faces text is shaped and drawn with.
    let fonts: FontCollection
    /// Most shaped lines kept.
    let capacity = 2048
    /// Lines shaped so far (each a miss of the cache).
    private(set) var shapings = 0
    /// Lines held now.
    var count: Int { cache.count }
    private var cache: [Key: ShapedLine] = [:]
    private let buffer: OpaquePointer

    /// A line's key. Its text is hashed and compared by its UTF-8 bytes, not as a `String`
    /// (which normalizes any text beyond ASCII to compare and hash it, and a frame looks up
    /// every label it measures and draws): the same characters, coded otherwise, are shaped
    /// apart, as HarfBuzz sees them.
    private struct Key: Hashable {
        var text: String
        var family: String?
        var weight: Font.Weight
        /// Nil when the text's own letters set its direction (so either fallback finds it).
        var fallback: LayoutDirection?

        static func == (a: Key, b: Key) -> Bool {
            a.weight == b.weight && a.fallback == b.fallback && a.family == b.family && a.text.utf8.elementsEqual(b.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(family)
            hasher.combine(weight)
            hasher.combine(fallback)
        }
    }

    /// A shaper over `fonts`.
    init(fonts: FontCollection) {
        self.fonts = fonts
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// The shaped line of `text` in `font`; `fallback` is the paragraph direction where the
    /// text has no strong letter (the HUD's layout direction).
    func line(_ text: String, font: Font, fallback: LayoutDirection = .leftToRight) -> ShapedLine {
        var key = Key(text: text, family: font.family, weight: font.weight, fallback: nil)
        if let line = cache[key] { return line }
        key.fallback = fallback
        if let line = cache[key] { return line }
        let scalars = text.unicodeScalars.map(\.value)
        let paragraph = BidiParagraph(scalars, fallback: fallback)
        let line = shape(scalars, paragraph: paragraph, chain: fonts.chain(for: font))
        shapings += 1
        key.fallback = paragraph.hasStrongLetter ? nil : fallback
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = line
        return line
    }

    /// Drops every shaped line (to free memory).
    func removeAll() {
        cache.removeAll()
    }

    /// Cuts the text into runs, shapes each, and lays the runs out in visual order.
    private func shape(_ scalars: [UInt32], paragraph: BidiParagraph, chain: [Int]) -> ShapedLine {
        var line = ShapedLine()
        line.primaryFace = chain[0]
        line.lineHeight = fonts.faces[chain[0]].lineHeight
        line.direction = paragraph.direction
        let runs = TextItemizer(fonts: fonts, chain: chain).runs(scalars, levels: paragraph.levels)
        var pen = 0.0
        for index in BidiParagraph.visualOrder(of: runs.map(\.level)) {
            var run = runs[index]
            let first = line.glyphs.count
            shapeRun(&run, scalars, into: &line.glyphs, pen: &pen)
            run.glyphs = first..<line.glyphs.count
            line.runs.append(run)
        }
        line.width = pen
        return line
    }

    /// Shapes one run with HarfBuzz, the whole text as context (so letters join across a
    /// run's edge), appending its glyphs left to right and moving the pen.
    private func shapeRun(_ run: inout ShapedLine.Run, _ scalars: [UInt32], into glyphs: inout [ShapedLine.Glyph], pen: inout Double) {
        let face = fonts.faces[run.face]
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(run.characters.lowerBound), Int32(run.characters.count))
        }
        hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: run.script))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.shapingFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return }
        let em = face.unitsPerEm
        // HarfBuzz gives a right-to-left run's glyphs already in visual order.
        for index in 0..<Int(count) {
            let info = infos[index], position = positions[index]
            glyphs.append(ShapedLine.Glyph(face: run.face, glyph: info.codepoint, cluster: Int(info.cluster),
                                           x: pen + Double(position.x_offset) / em, y: Double(position.y_offset) / em,
                                           advance: Double(position.x_advance) / em))
            pen += Double(position.x_advance) / em
        }
    }
}
