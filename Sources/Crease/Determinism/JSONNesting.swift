import Foundation

/// A cheap pre-check that refuses absurdly nested JSON before a decoder recurses into it.
///
/// Every file format in Crease (profiles, scripts, courses, saves, settings) is a few levels
/// deep, so a deeper document is not one of ours, and a hostile one must not exhaust the stack.
public enum JSONNesting {
    /// The error for a document nested deeper than allowed; its text follows a file's path.
    public struct TooDeep: Error, Sendable, CustomStringConvertible {
        /// The depth that was allowed.
        public let limit: Int
        /// What kind of file was expected ("profile", "script"…), for the message.
        public let noun: String
        /// "is nested more than N levels deep; no valid profile is".
        public var description: String { "is nested more than \(limit) levels deep; no valid \(noun) is" }
    }

    /// The deepest nesting of arrays and objects, skipping brackets inside strings (escapes included).
    public static func depth(of bytes: some Sequence<UInt8>) -> Int {
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
                deepest = Swift.max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// Throws `TooDeep` when arrays and objects nest deeper than `maximumDepth`.
    public static func check(_ data: Data, maximumDepth: Int, noun: String = "file") throws {
        if depth(of: data) > maximumDepth { throw TooDeep(limit: maximumDepth, noun: noun) }
    }
}
