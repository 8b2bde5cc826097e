import Crease

/// Two views on opposite sides of the fold, without the caller reading regions (the
/// articles' `ArrangementView`). With no fold that applies, one layout: the two side by side
/// along the longer axis.
///
/// The first view goes above a tabletop fold (the raised half) or on the leading side of a
/// book fold; the second below it (the flat half) or on the trailing side.
public enum ArrangementView {
    /// The two frames inside `area`, in the coordinates `regions` uses.
    public static func frames(in area: Rect, regions: LayoutRegions, spacing: Double = 0) -> (first: Rect, second: Rect) {
        if let band = regions.division, band.intersects(area) {
            if band.width > band.height {
                let top = Swift.max(area.minY, Swift.min(band.minY, area.maxY))
                let bottom = Swift.min(area.maxY, Swift.max(band.maxY, area.minY))
                return (Rect(x: area.minX, y: area.minY, width: area.width, height: top - area.minY),
                        Rect(x: area.minX, y: bottom, width: area.width, height: area.maxY - bottom))
            }
            let leading = Swift.max(area.minX, Swift.min(band.minX, area.maxX))
            let trailing = Swift.min(area.maxX, Swift.max(band.maxX, area.minX))
            return (Rect(x: area.minX, y: area.minY, width: leading - area.minX, height: area.height),
                    Rect(x: trailing, y: area.minY, width: area.maxX - trailing, height: area.height))
        }
        if area.width >= area.height {
            let width = Swift.max(0, (area.width - spacing) / 2)
            return (Rect(x: area.minX, y: area.minY, width: width, height: area.height),
                    Rect(x: area.maxX - width, y: area.minY, width: width, height: area.height))
        }
        let height = Swift.max(0, (area.height - spacing) / 2)
        return (Rect(x: area.minX, y: area.minY, width: area.width, height: height),
                Rect(x: area.minX, y: area.maxY - height, width: area.width, height: height))
    }

    /// The two frames for a whole view, in its top-left (unmirrored) coordinates, ready for
    /// `proxy.subview(frame:)`. The first is leading in book posture, so it lies on the right
    /// in a right-to-left view.
    public static func frames(in proxy: GeometryProxy, policy: LayoutPolicy = .preReserving,
                              spacing: Double = 0) -> (first: Rect, second: Rect) {
        let regions = LayoutRegions(proxy: proxy, policy: policy)
        let (first, second) = frames(in: Rect(origin: .zero, size: proxy.size), regions: regions, spacing: spacing)
        guard proxy.layoutDirection == .rightToLeft else { return (first, second) }
        return (first.mirrored(inWidth: proxy.size.width), second.mirrored(inWidth: proxy.size.width))
    }

    /// Two subviews' proxies: the first and second view, each ready to read its own regions.
    public static func proxies(in proxy: GeometryProxy, policy: LayoutPolicy = .preReserving,
                               spacing: Double = 0) -> (first: GeometryProxy, second: GeometryProxy) {
        let (first, second) = frames(in: proxy, policy: policy, spacing: spacing)
        return (proxy.subview(frame: first), proxy.subview(frame: second))
    }
}
