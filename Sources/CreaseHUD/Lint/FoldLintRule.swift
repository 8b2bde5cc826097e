import Crease

/// The rules of SPEC §3 that the fold lint enforces.
public enum FoldLintRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// A control or status element crosses an active division (the fold).
    case crossesDivision
    /// A control or status element lies under an active occlusion (a camera).
    case underOcclusion
    /// A control is smaller than 44 × 44 pt.
    case smallTouchTarget
    /// An element lies (partly) outside the display.
    case outsideDisplay
}
