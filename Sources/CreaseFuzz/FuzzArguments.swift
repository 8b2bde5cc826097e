import Foundation

/// Turns fuzz bytes into a command line and back: arguments are separated by NUL bytes (which no
/// real argument can contain), and bytes that are not UTF-8 are repaired the way
/// `CommandLine.arguments` repairs them.
public enum FuzzArguments {
    /// The arguments in `data`: split at every NUL byte, empty pieces kept (an empty argument is
    /// a real possibility); no bytes at all is no arguments.
    public static func split(_ data: Data) -> [String] {
        guard !data.isEmpty else { return [] }
        return data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes `split` turns back into `arguments` (a lone empty argument comes back as none).
    public static func join(_ arguments: [String]) -> Data {
        Data(arguments.joined(separator: "\u{0}").utf8)
    }
}
