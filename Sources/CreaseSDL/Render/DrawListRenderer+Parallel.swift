import Crease
import CreaseHUD

extension DrawListRenderer {
    /// Frames redrawing fewer pixels than this are drawn on one thread: below it, handing
    /// work over costs more than it saves.
    static let parallelThreshold = 24_576
    /// Bands a frame is cut into for the two threads to take in turn.
    static let bandCount = 10

    /// Draws the frame's rectangles on this thread and the helper's, or returns false (having
    /// drawn nothing) when the frame is to be drawn on this thread alone.
    ///
    /// The rectangles are cut into bands of whole cell rows, about equal in area; each thread
    /// takes the next band left. A pixel's value does not depend on which rectangle draws it
    /// (what damage tracking already relies on), so the pixels are those of one thread.
    /// Everything the bands share is only read while they are drawn: the glyphs, images and
    /// mesh surfaces they need are prepared first (`prepareShared`), and a band that still
    /// lacks one (a glyph evicted for a later one) is drawn again here, alone.
    func redrawInParallel(_ list: DrawList, clearColor: Color, pixels: Int) -> Bool {
        guard parallelRedraw, !isHelper, pixels >= Self.parallelThreshold else { return false }
        let bands = self.bands(count: Self.bandCount)
        guard bands.count >= 2 else { return false }
        if helper == nil { helper = RedrawHelper(renderer: DrawListRenderer(helping: self)) }
        guard let helper else { return false }
        let meshTasks = prepareShared(list)
        // Each band's commands: a piece looks at these only, not at every command of the list.
        let candidates = bands.map { pieces -> [Int] in
            let top = pieces.map(\.rect.y).min() ?? 0, bottom = pieces.map { $0.rect.y + $0.rect.height }.max() ?? 0
            let span = PixelRect(x: 0, y: top, width: canvas.width, height: bottom - top)
            return placed.indices.filter { placed[$0].bounds.intersects(span) }
        }
        let job = RedrawJob(frame: RedrawJob.Frame(list: list, clearColor: clearColor, placed: placed, placedHashes: placedHashes,
                                                   underlay: underlay, damage: damage, preparedMeshes: preparedMeshes,
                                                   damageTracking: damageTracking, pixels: canvas.pixels,
                                                   width: canvas.width, height: canvas.height),
                            bands: bands, candidates: candidates, meshTasks: meshTasks)
        helper.post(job)
        sharingReadOnly = true
        sharedJob = job
        defer { sharedJob = nil }
        job.prepareMeshes()
        while let band = job.claim() {
            drawBand(band, of: job)
            job.finish()
        }
        job.waitUntilDone()
        sharingReadOnly = false
        for (index, task) in meshTasks.enumerated() {
            meshCache.store(job.meshResults[index], hash: task.hash, vertices: task.vertices, indices: task.indices,
                            textured: task.textured, transform: task.transform)
            preparedMeshes[task.item] = job.meshResults[index]
        }
        keptCells.removeAll(keepingCapacity: true)
        restoredPixels = 0
        for index in bands.indices where !job.results[index].missed {
            keptCells += job.results[index].kept
            restoredPixels += job.results[index].restored
            glyphs.noteUse(hits: job.results[index].glyphHits, pages: job.results[index].glyphPages)
        }
        bandsDrawn = (bands.count, bands.indices.filter { job.results[$0].byHelper }.count,
                      bands.indices.filter { job.results[$0].missed }.count)
        for index in bands.indices where job.results[index].missed {
            // A veil drawn over the pixels already there (a negative kind) cannot be drawn
            // again over itself, so such pieces are drawn whole.
            for piece in bands[index] {
                redraw(piece.rect, kind: piece.kind < 0 ? 0 : piece.kind, list, clearColor: clearColor, among: candidates[index])
            }
        }
        return true
    }

    /// Draws one band of a job, and writes what it left into the job's result for it.
    func drawBand(_ index: Int, of job: RedrawJob) {
        keptCells.removeAll(keepingCapacity: true)
        restoredPixels = 0
        missedShared = false
        sharedGlyphUse = (0, [])
        for piece in job.bands[index] {
            redraw(piece.rect, kind: piece.kind, job.frame.list, clearColor: job.frame.clearColor, among: job.candidates[index])
            if missedShared { break }
        }
        job.results[index] = RedrawJob.Result(kept: keptCells, restored: restoredPixels, missed: missedShared, byHelper: isHelper,
                                              glyphHits: sharedGlyphUse.hits, glyphPages: sharedGlyphUse.pages)
    }

    /// Takes on a job's frame (the helper's renderer, on its own thread): the main renderer's
    /// commands, grid and underlay, read only, over its pixels.
    func adopt(_ job: RedrawJob) {
        let frame = job.frame
        if canvas.pixels != frame.pixels || canvas.width != frame.width || canvas.height != frame.height {
            canvas = Canvas(borrowing: frame.pixels, width: frame.width, height: frame.height)
        }
        placed = frame.placed
        placedHashes = frame.placedHashes
        underlay = frame.underlay
        damage = frame.damage
        preparedMeshes = frame.preparedMeshes
        damageTracking = frame.damageTracking
        sharingReadOnly = true
        sharedJob = job
    }

    /// Lets go of an adopted frame, so the main renderer's next frame changes its own copies.
    func releaseFrame() {
        placed = []
        placedHashes = []
        underlay = Underlay()
        damage = DamageGrid()
        preparedMeshes = [:]
        currentItem = nil
        sharedJob = nil
    }

    /// Prepares what the frame's rectangles will read, so that drawing them only reads: every
    /// image is loaded, and every mesh crossing them has its surfaces: the ones kept from last
    /// frame, or a task for either thread to work out. The glyphs of text runs new this frame
    /// (a label that changed, a title growing in) are put into the atlas. Runs that were in the
    /// last frame's list as they are now are not looked at: their glyphs are in the atlas
    /// unless evicted, and a band that finds one missing is drawn again alone.
    func prepareShared(_ list: DrawList) -> [RedrawJob.MeshTask] {
        var tasks: [RedrawJob.MeshTask] = []
        // Which cells are redrawn, so that each command asks only about the cells it covers.
        let size = DamageGrid.cellSize
        let columns = (canvas.width + size - 1) / size, rows = (canvas.height + size - 1) / size
        var dirty = [Bool](repeating: false, count: columns * rows)
        for rect in dirtyRectangles where !rect.isEmpty {
            for row in max(0, rect.y / size)...min(rows - 1, (rect.y + rect.height - 1) / size) {
                for column in max(0, rect.x / size)...min(columns - 1, (rect.x + rect.width - 1) / size) { dirty[row * columns + column] = true }
            }
        }
        func isRedrawn(_ bounds: PixelRect) -> Bool {
            guard let area = bounds.intersection(canvas.bounds) else { return false }
            for row in (area.y / size)...((area.y + area.height - 1) / size) {
                for column in (area.x / size)...((area.x + area.width - 1) / size) where dirty[row * columns + column] { return true }
            }
            return false
        }
        for (position, item) in placed.enumerated() {
            let command = list.commands[item.index]
            switch command {
            case .triangles, .image: break
            case .text: guard !lastTextHashes.contains(placedHashes[position]) else { continue }
            default: continue
            }
            guard isRedrawn(item.bounds) else { continue }
            currentItem = item.index
            currentHash = placedHashes[position]
            switch command {
            case .triangles(let vertices, let indices, let texture):
                guard preparedMeshes[item.index] == nil else { break }
                let textured = texture.flatMap { images.image(named: $0) } != nil
                if let kept = meshCache.kept(hash: currentHash, vertices: vertices, indices: indices, textured: textured, transform: item.transform) {
                    preparedMeshes[item.index] = kept
                } else {
                    tasks.append(RedrawJob.MeshTask(item: item.index, hash: currentHash, vertices: vertices, indices: indices,
                                                    textured: textured, transform: item.transform))
                }
            case .image(let name, _, _, _):
                _ = images.image(named: name)
            case .text(let string, _, let font, _, _):
                prepareGlyphs(string, font: font, item.transform)
            default:
                break
            }
        }
        currentItem = nil
        return tasks
    }

    /// The frame's rectangles cut into up to `count` bands of whole cell rows, about equal in
    /// the pixels they redraw; each band lists its pieces of the rectangles with their kinds.
    func bands(count: Int) -> [[(rect: PixelRect, kind: Int)]] {
        let size = DamageGrid.cellSize
        let rows = (canvas.height + size - 1) / size
        guard rows > 0 else { return [] }
        var area = [Int](repeating: 0, count: rows)
        for rect in dirtyRectangles where !rect.isEmpty {
            for row in max(0, rect.y / size)...min(rows - 1, (rect.y + rect.height - 1) / size) {
                let top = max(rect.y, row * size), bottom = min(rect.y + rect.height, (row + 1) * size)
                area[row] += max(0, bottom - top) * rect.width
            }
        }
        let total = area.reduce(0, +)
        guard total > 0 else { return [] }
        var edges = [0], sum = 0
        for row in 0..<(rows - 1) {
            sum += area[row]
            if edges.count < count, sum * count >= total * edges.count { edges.append(row + 1) }
        }
        edges.append(rows)
        var bands: [[(rect: PixelRect, kind: Int)]] = []
        for (top, bottom) in zip(edges, edges.dropFirst()) where bottom > top {
            let band = PixelRect(x: 0, y: top * size, width: canvas.width, height: min(canvas.height, bottom * size) - top * size)
            let pieces = zip(dirtyRectangles, dirtyKinds).compactMap { rect, kind in rect.intersection(band).map { (rect: $0, kind: kind) } }
            if !pieces.isEmpty { bands.append(pieces) }
        }
        return bands
    }
}
