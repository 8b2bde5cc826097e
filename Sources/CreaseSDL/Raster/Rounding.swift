/// A value's floor or ceiling as an `Int`, without libm.
///
/// `rounded(.down)` and `rounded(.up)` are calls to `floor` and `ceil` on this target (the
/// x86-64 baseline has no SSE4.1 `roundsd`), and every call spills the vector registers a
/// loop holds. Truncating and stepping once gives exactly the same integers for every value
/// an `Int` can hold; like `Int(_:)`, it traps on one it cannot (not finite, or out of range),
/// so callers bound their values first, as they did for `rounded`.
enum Rounding {
    /// `Int(value.rounded(.down))`.
    @inline(__always)
    static func down(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) > value ? truncated - 1 : truncated
    }

    /// `Int(value.rounded(.up))`.
    @inline(__always)
    static func up(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) < value ? truncated + 1 : truncated
    }
}
