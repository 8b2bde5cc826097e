/// A view's place on the emulated display, and the reserved regions it reads.
///
/// The articles' `GeometryReader { proxy in … }` argument. `frame` is in display coordinates;
/// everything the proxy returns is in the view's own space, (0, 0) being its top-leading corner.
public struct GeometryProxy: Sendable, Hashable {
    /// The device state the view lives on.
    public var device: Device
    /// Where the view lies on the display, in display points.
    public var frame: Rect
    /// The view's own layout direction; it decides mirroring, not the device's language.
    public var layoutDirection: LayoutDirection

    /// Creates a proxy for a view; `frame: nil` means the whole display, and
    /// `layoutDirection: nil` (the default) the device's own direction, as a SwiftUI view
    /// inherits its environment's. Pass a direction to give a view its own.
    public init(device: Device, frame: Rect? = nil, layoutDirection: LayoutDirection? = nil) {
        self.device = device
        self.frame = frame ?? Rect(origin: .zero, size: device.displaySize)
        self.layoutDirection = layoutDirection ?? device.layoutDirection
    }

    /// The view's size.
    public var size: Size { frame.size }

    /// The reserved regions of one kind that overlap this view, in the view's coordinates.
    ///
    /// - Parameters:
    ///   - kind: `.division` for the fold, `.occlusion` for cameras and covered areas.
    ///   - options: `.includeInactive` adds regions that do not apply now; check `isActive`.
    ///   - layoutDirectionBehavior: `.mirrors` measures x from the right edge in a
    ///     right-to-left view (`x' = width - maxX`); `.fixed` never mirrors.
    /// - Returns: Regions in the device's order (folds first, then cameras). A region that only
    ///   partly overlaps keeps its whole extent, so its frame may be negative or exceed `size`.
    public func reservedRegions(kind: ReservedRegion.Kind,
                                options: ReservedRegion.QueryOptions = [],
                                layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors) -> [ReservedRegion] {
        let mirrors = layoutDirection == .rightToLeft && layoutDirectionBehavior == .mirrors
        return device.displayRegions.compactMap { region in
            guard region.kind == kind,
                  region.isActive || options.contains(.includeInactive),
                  region.frame.intersects(frame) else { return nil }
            var local = region
            local.frame = region.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
            if mirrors {
                local.frame = local.frame.mirrored(inWidth: frame.width)
                local.margins = region.margins.mirrored
            }
            return local
        }
    }

    /// A proxy for a subview at `frame`, given in this view's top-left (unmirrored) coordinates.
    /// The subview inherits this view's layout direction unless one is given.
    public func subview(frame local: Rect, layoutDirection: LayoutDirection? = nil) -> GeometryProxy {
        GeometryProxy(device: device, frame: local.offsetBy(dx: frame.minX, dy: frame.minY),
                      layoutDirection: layoutDirection ?? self.layoutDirection)
    }
}
