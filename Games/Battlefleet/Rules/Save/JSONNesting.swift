/// A cheap pre-check that refuses absurdly nested JSON before a decoder recurses into it.
///
/// The same check as the core's (internal there); a save is only a few levels deep, so a file
/// nested deeper is not a save, and a hostile one must not exhaust the stack.
enum JSONNesting {
    /// The deepest nesting of arrays and objects outside strings.
    static func depth(of bytes: some Sequence<UInt8>) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
