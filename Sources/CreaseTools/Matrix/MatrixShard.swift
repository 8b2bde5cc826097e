import Crease

/// Which part of a matrix a run plays (`--shard i/n`): the cells whose position in the whole
/// matrix, counted from 0, leaves `index - 1` when divided by `count`. The same matrix and the
/// same `i/n` always give the same cells, and the `n` shards together give each cell once.
public struct MatrixShard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Which shard, from 1.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// The most shards `--shard` takes.
    public static let maximumCount = 1000

    /// Creates a shard; `index` is from 1 to `count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses "2/4".
    ///
    /// - Throws: `UsageError` naming `flag` when the text is not `i/n` with 1 ≤ i ≤ n ≤ 1000.
    public init(parsing text: String, flag: String) throws(UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...Self.maximumCount).contains(count), (1...count).contains(index) else {
            throw UsageError(flag: flag, problem: "should be i/n with 1 ≤ i ≤ n ≤ \(Self.maximumCount), like 2/4 (got '\(text)')")
        }
        self.init(index: index, count: count)
    }

    /// The cells of `all` this shard plays, in matrix order.
    public func cells<T>(of all: [T]) -> [T] {
        all.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// "2/4".
    public var description: String { "\(index)/\(count)" }
}
