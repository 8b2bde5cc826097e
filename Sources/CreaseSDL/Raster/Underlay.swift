/// What lies under each veil, kept so that a veil changing over pixels that did not change
/// costs a copy and a blend, not a redraw of everything beneath it.
///
/// A veil is a translucent rectangle on whole pixels: a flash fading over a view, a pause
/// screen's dimming. Its opacity changes every frame, so damage tracking finds every cell
/// under it changed, though nothing beneath it did. For each cell a veil covers whole, this
/// keeps the pixels just before the veil was drawn, with the hash of the commands that made
/// them (the damage grid's fold up to the veil). A changed cell whose commands up to its veil
/// hash as the kept ones did is copied back and drawn from the veil on; the pixels are those
/// of a full redraw, because they were drawn from the same commands. A cell's veil is the
/// last one covering it.
struct Underlay {
    /// Per cell: the position (in the frame's placed commands) of its veil, or -1.
    private var veil: [Int32] = []
    /// Per cell: the damage grid's hash just before its veil, this frame.
    private var beneath: [UInt64] = []
    /// Per cell: the hash the kept pixels were drawn from, and whether any are kept.
    private var keptHash: [UInt64] = []
    private var kept: [Bool] = []
    /// Per placed position, whether it is some cell's veil this frame (empty when none is):
    /// the redraw asks this for every command of every rectangle it draws.
    private var isVeilAt: [Bool] = []
    private var marked = false
    /// The kept pixels, laid out as the canvas's (none until a frame first has a veil).
    private var store = Store()
    private var width = 0
    private var height = 0

    /// Pixels copied back from under a veil, since the underlay was made.
    private(set) var pixelsRestored = 0

    /// Starts a frame on a canvas of this size with `cells` damage cells; a new size forgets
    /// everything kept.
    mutating func begin(width: Int, height: Int, cells: Int) {
        if width != self.width || height != self.height || cells != veil.count {
            store = Store()
            self.width = width
            self.height = height
            keptHash = [UInt64](repeating: 0, count: cells)
            kept = [Bool](repeating: false, count: cells)
            beneath = keptHash
            veil = [Int32](repeating: -1, count: cells)
        } else {
            for index in veil.indices { veil[index] = -1 }
        }
        isVeilAt.removeAll(keepingCapacity: true)
    }

    /// Notes that the placed command at `position` veils `cell`, whose hash so far is `hash`.
    mutating func mark(_ cell: Int, veil position: Int, beneath hash: UInt64) {
        veil[cell] = Int32(position)
        beneath[cell] = hash
        marked = true
    }

    /// Ends the marking of a frame of `count` placed commands: `isVeil(at:)` answers for the
    /// veils some cell still has (a later veil may have taken all of an earlier one's cells).
    mutating func settle(placed count: Int) {
        guard marked else { return }
        marked = false
        isVeilAt.append(contentsOf: repeatElement(false, count: count))
        for position in veil where position >= 0 { isVeilAt[Int(position)] = true }
    }

    /// True when the placed command at `position` is some cell's veil this frame.
    func isVeil(at position: Int) -> Bool { !isVeilAt.isEmpty && isVeilAt[position] }

    /// How a changed cell can be drawn, as the redraw reads it (`DrawListRenderer.redraw`):
    /// - `p + 1`: copy its kept pixels back, then draw from the placed command at `p` on
    ///   (its veil), when they were drawn from this frame's commands up to that veil;
    /// - `count + 1` (`count` placed commands): copy its kept pixels back and draw nothing
    ///   more, when it has no veil now and they were drawn from all of its commands (a veil
    ///   went, and nothing else changed);
    /// - `-(p + 1)`: draw from its veil at `p` over the pixels already there, when the last
    ///   frame's (`previous`, the hash the canvas's pixels were drawn from) are those of this
    ///   frame's commands up to the veil (a veil came over pixels that did not change);
    /// - `0`: draw everything again.
    ///
    /// `hash` is the cell's hash this frame.
    func kind(of cell: Int, hash: UInt64, previous: UInt64?, placed count: Int) -> Int {
        let position = veil[cell]
        guard position >= 0 else { return kept[cell] && keptHash[cell] == hash ? count + 1 : 0 }
        if kept[cell], keptHash[cell] == beneath[cell] { return Int(position) + 1 }
        if let previous, previous == beneath[cell] { return -(Int(position) + 1) }
        return 0
    }

    /// Copies the pixels of the cells in `cells` whose veil is at `position` from the canvas as
    /// it is before that veil is drawn, and appends those cells to `copied`; `noteKept` then
    /// makes them restorable.
    ///
    /// It writes only the pixels of those cells (in a store every copy of this underlay
    /// shares), so two threads drawing different cells may copy at once.
    func copy(_ cells: [(cell: Int, rect: PixelRect)], veil position: Int, from canvas: Canvas, into copied: inout [Int]) {
        guard canvas.width == width, canvas.height == height, let store = store.pixels else { return }
        let width = self.width
        for (cell, rect) in cells where veil[cell] == Int32(position) {
            for row in rect.y..<(rect.y + rect.height) {
                (store + row * width + rect.x).update(from: canvas.pixels + row * width + rect.x, count: rect.width)
            }
            copied.append(cell)
        }
    }

    /// Makes the cells `copy` copied restorable: their pixels were drawn from this frame's
    /// commands up to their veils.
    mutating func noteKept(_ cells: [Int]) {
        for cell in cells {
            keptHash[cell] = beneath[cell]
            kept[cell] = true
        }
    }

    /// Makes room for kept pixels (before any `copy`): once a frame has a veil, or at once
    /// (`ahead`) for a new canvas whose frames may keep some. Made ahead, the memory is touched
    /// then, so the first veil in a game (the first hole's flash) does not stall on fresh pages.
    mutating func prepareStore(ahead: Bool) {
        guard ahead || !isVeilAt.isEmpty, store.pixels == nil, width > 0, height > 0 else { return }
        store.allocate(width * height, touching: ahead)
    }

    /// Copies the kept pixels of `rect` (cells `kind(of:)` sent back to them) into the canvas.
    /// Returns how many it copied.
    ///
    /// Like `copy`, it touches only `rect`'s pixels, and the count is added up by the caller
    /// (`noteRestored`), so two threads may restore at once.
    func restore(_ rect: PixelRect, into canvas: Canvas) -> Int {
        guard let store = store.pixels, canvas.width == width, canvas.height == height,
              let area = rect.intersection(canvas.bounds) else { return 0 }
        for row in area.y..<(area.y + area.height) {
            (canvas.pixels + row * width + area.x).update(from: store + row * width + area.x, count: area.width)
        }
        return area.area
    }

    /// Counts pixels `restore` copied back.
    mutating func noteRestored(_ count: Int) { pixelsRestored += count }

    /// Pixels kept under veils, laid out as the canvas's: a reference every copy of the
    /// underlay shares, so threads drawing different cells write into the same store.
    private final class Store: @unchecked Sendable {
        private(set) var pixels: UnsafeMutablePointer<UInt32>?

        /// Left uninitialized unless `touching`: a cell's pixels are read only once `copy` has
        /// written them.
        func allocate(_ count: Int, touching: Bool) {
            pixels = .allocate(capacity: count)
            if touching { pixels?.initialize(repeating: 0, count: count) }
        }

        deinit { pixels?.deallocate() }
    }
}
