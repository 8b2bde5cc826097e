import Foundation

/// Refuses absurdly nested JSON before a decoder recurses into it (a copy of the core's
/// internal check, which CreasePlaytest cannot see).
enum ScriptNesting {
    /// The error for a document nested deeper than allowed.
    struct TooDeep: Error, CustomStringConvertible {
        let limit: Int
        var description: String { "is nested more than \(limit) levels deep; no valid script is" }
    }

    /// Throws `TooDeep` when arrays and objects nest deeper than `maximumDepth`; brackets in
    /// strings are skipped, escapes included.
    static func check(_ data: Data, maximumDepth: Int) throws {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { throw TooDeep(limit: maximumDepth) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }
}
