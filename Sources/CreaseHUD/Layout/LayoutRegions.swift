import Crease

/// The reserved regions a layout plans around, in the root view's leading coordinates
/// (x measured from the leading edge, so the same numbers serve both layout directions).
///
/// Pre-reserving: the seam comes from `Device.foldedInPlace`, because a flat fold's frame has
/// zero thickness and cannot say how wide the seam will be; occlusions include inactive ones.
/// Adaptive: only what is active now.
public struct LayoutRegions: Sendable, Hashable {
    /// The root view's size.
    public var size: Size
    /// The division the panes split at, if one applies to this policy and posture.
    public var division: Rect?
    /// True when the view has a division at all, active or not (even grid columns).
    public var hasAnyDivision: Bool
    /// The division as it lies now even when inactive (a flat fold is a zero-thickness line):
    /// grids split their columns at it, so they split cleanly at the fold in every policy.
    public var foldLine: Rect?
    /// The occlusions elements must stay clear of.
    public var occlusions: [Rect]

    /// Creates regions from explicit values (tests, custom containers).
    public init(size: Size, division: Rect? = nil, hasAnyDivision: Bool? = nil, foldLine: Rect? = nil,
                occlusions: [Rect] = []) {
        self.size = size
        self.division = division
        self.hasAnyDivision = hasAnyDivision ?? (division != nil || foldLine != nil)
        self.foldLine = foldLine ?? division
        self.occlusions = occlusions
    }

    /// Reads the regions of a view as a policy sees them.
    public init(proxy: GeometryProxy, policy: LayoutPolicy) {
        let all = proxy.reservedRegions(kind: .division, options: .includeInactive)
        let seam: ReservedRegion?
        let occlusionOptions: ReservedRegion.QueryOptions
        switch policy {
        case .preReserving:
            let twin = proxy.device.foldedInPlace.map {
                GeometryProxy(device: $0, frame: proxy.frame, layoutDirection: proxy.layoutDirection)
            }
            seam = twin?.reservedRegions(kind: .division, options: .includeInactive).first { $0.isActive }
            occlusionOptions = .includeInactive
        case .adaptive:
            seam = all.first { $0.isActive }
            occlusionOptions = []
        }
        self.init(size: proxy.size, division: seam?.frame, hasAnyDivision: !all.isEmpty,
                  foldLine: seam?.frame ?? all.first?.frame,
                  occlusions: proxy.reservedRegions(kind: .occlusion, options: occlusionOptions).map(\.frame))
    }

    /// True when the division runs across the view (a tabletop fold).
    public var divisionIsHorizontal: Bool { division.map { $0.width > $0.height } ?? false }

    /// The rectangle of a pane: a half beside the division, or the whole view.
    public func frame(of pane: Pane) -> Rect {
        let whole = Rect(origin: .zero, size: size)
        guard let division, let first = pane.isFirstHalf else { return whole }
        if divisionIsHorizontal {
            let top = Swift.min(Swift.max(0, division.minY), size.height)
            let bottom = Swift.min(Swift.max(0, division.maxY), size.height)
            return first ? Rect(x: 0, y: 0, width: size.width, height: top)
                         : Rect(x: 0, y: bottom, width: size.width, height: size.height - bottom)
        }
        let leading = Swift.min(Swift.max(0, division.minX), size.width)
        let trailing = Swift.min(Swift.max(0, division.maxX), size.width)
        return first ? Rect(x: 0, y: 0, width: leading, height: size.height)
                     : Rect(x: trailing, y: 0, width: size.width - trailing, height: size.height)
    }
}
