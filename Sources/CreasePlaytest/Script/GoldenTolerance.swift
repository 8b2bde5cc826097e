import Crease

/// How far a screenshot may be from its golden image and still match: a per-channel threshold
/// and the largest share of pixels that may differ. A script can set its own (`"golden"`).
public struct GoldenTolerance: Sendable, Hashable {
    /// The largest difference in any channel (of 255) that still counts as equal.
    public var channelThreshold: Int
    /// The largest share of an image's pixels that may differ (0–1).
    public var differingShare: Double

    /// The defaults: 8 of 255 per channel, 0.1% of the pixels.
    public static let standard = GoldenTolerance(channelThreshold: 8, differingShare: 0.001)

    /// Creates a tolerance.
    public init(channelThreshold: Int, differingShare: Double) {
        self.channelThreshold = channelThreshold
        self.differingShare = differingShare
    }
}
