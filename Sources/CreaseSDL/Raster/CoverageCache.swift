/// Coverage masks of 2D shapes drawn more than once, by the shape's geometry: a shape whose
/// outline has not moved (a board's rim pulsing in colour, a panel under a changing label) is
/// not rasterized again, whatever its colour.
///
/// A shape gets a mask the second time it is drawn (in any rectangle of any frame), so one
/// that moves every frame (confetti, a rolling ball) never pays for one. Masks are kept while
/// they are used, most recently used last out, within `byteLimit`; the keys seen once are
/// forgotten in a batch when there are `seenLimit` of them.
struct CoverageCache {
    /// The most memory one renderer's masks hold, in bytes.
    static let byteLimit = 4 << 20
    /// How many shapes seen once are remembered.
    static let seenLimit = 8_192
    /// The largest shape (in pixels on the canvas) worth a mask.
    static let largestArea = 1 << 21

    private var masks: [UInt64: (mask: CoverageMask, used: Int)] = [:]
    private var seen: Set<UInt64> = []
    private var clock = 0
    /// Memory the masks hold now, in bytes.
    private(set) var bytes = 0
    /// Masks made since the cache was, and shapes drawn from one (for tests and profiles).
    private(set) var made = 0
    private(set) var replayed = 0

    /// The mask of the shape with this key, if one is kept (and notes its use).
    mutating func mask(_ key: UInt64) -> CoverageMask? {
        clock += 1
        guard let entry = masks[key] else { return nil }
        masks[key] = (entry.mask, clock)
        replayed += 1
        return entry.mask
    }

    /// True when the shape was drawn before without a mask (and notes this drawing when not).
    mutating func wasSeen(_ key: UInt64) -> Bool {
        if seen.contains(key) { return true }
        if seen.count >= Self.seenLimit { seen.removeAll(keepingCapacity: true) }
        seen.insert(key)
        return false
    }

    /// Keeps a new mask, making room by dropping the least recently used.
    mutating func store(_ mask: CoverageMask, for key: UInt64) {
        seen.remove(key)
        masks[key] = (mask, clock)
        bytes += mask.bytes
        made += 1
        guard bytes > Self.byteLimit else { return }
        for (old, entry) in masks.sorted(by: { $0.value.used < $1.value.used }) where bytes > Self.byteLimit / 2 && old != key {
            masks[old] = nil
            bytes -= entry.mask.bytes
        }
    }
}
