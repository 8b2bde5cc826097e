import CreaseHUD

/// Every face a drawing can use, opened once, and the fallback chain of each `Font`: the face
/// it names, then Crease's DejaVu Sans of its weight, then the fallback faces (Noto Sans
/// Devanagari). A character is drawn from the first face of the chain that has it.
final class FontCollection {
    /// The open faces; a glyph names its face by its index here.
    let faces: [FontFace]
    private let regular: Int
    private let bold: Int
    private let fallbacks: [Int]
    /// Where the game's faces start in `faces`.
    private let gameStart: Int
    private var chains: [ChainKey: [Int]] = [:]

    private struct ChainKey: Hashable {
        var family: String?
        var weight: Font.Weight
    }

    /// Opens every face `files` lists.
    ///
    /// - Throws: `MissingAssetError` for a file that is not a font FreeType reads.
    init(files: FontFiles) throws {
        var faces = [try FontFace(path: files.regular), try FontFace(path: files.bold)]
        for path in files.fallbacks + files.gameFaces { faces.append(try FontFace(path: path)) }
        self.faces = faces
        regular = 0
        bold = 1
        fallbacks = Array(2..<(2 + files.fallbacks.count))
        gameStart = 2 + files.fallbacks.count
    }

    /// The family names of the game's faces, sorted (for messages).
    var gameFamilies: [String] {
        Set(faces[gameStart...].map(\.family)).sorted()
    }

    /// True when `family` is nil (Crease's face) or names a face of the collection.
    func knows(_ family: String?) -> Bool {
        family.map { name in faces.contains { $0.family == name } } ?? true
    }

    /// The faces tried in order for a font's characters; an unknown family starts at DejaVu Sans.
    func chain(for font: Font) -> [Int] {
        let key = ChainKey(family: font.family, weight: font.weight)
        if let chain = chains[key] { return chain }
        let bold = font.weight == .bold
        var chain: [Int] = []
        if let family = font.family {
            // The game's faces first: a game's copy of a family Crease also ships is the one drawn.
            let named = (Array(gameStart..<faces.count) + Array(0..<gameStart)).filter { faces[$0].family == family }
            // The weight asked for, else the family's other face.
            if let match = named.first(where: { faces[$0].isBold == bold }) ?? named.first { chain.append(match) }
        }
        chain.append(bold ? self.bold : regular)
        chain += fallbacks.sorted { (faces[$0].isBold == bold ? 0 : 1) < (faces[$1].isBold == bold ? 0 : 1) }
        var seen = Set<Int>()
        chain = chain.filter { seen.insert($0).inserted }
        chains[key] = chain
        return chain
    }
}
