import Crease

/// How a HUD treats a fold that is not active yet.
public enum LayoutPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Lays out flat exactly as folded (the seam from `Device.foldedInPlace`, every occlusion
    /// with `.includeInactive`), so folding or turning the camera on moves nothing. The default.
    case preReserving
    /// One layout while flat, split when folded; avoids only active occlusions.
    case adaptive
}
