import Crease

/// The views whose reserved regions the viewer lists: the root view, each side of the fold,
/// and the top-right corner where cameras sit.
struct SampleView {
    var name: String
    /// The view's frame on the display, in display points.
    var frame: Rect

    /// The sample views for a device in its current posture.
    static func views(for device: Device) -> [SampleView] {
        let size = device.displaySize
        var views = [SampleView(name: "root", frame: Rect(origin: .zero, size: size))]
        let root = GeometryProxy(device: device)
        if let fold = root.reservedRegions(kind: .division, options: .includeInactive, layoutDirectionBehavior: .fixed).first {
            if fold.isHorizontal || (fold.frame.height == 0 && fold.frame.width > 0) {
                views.append(SampleView(name: "top half", frame: Rect(x: 0, y: 0, width: size.width, height: max(0, fold.frame.minY))))
                views.append(SampleView(name: "bottom half", frame: Rect(minX: 0, minY: fold.frame.maxY, maxX: size.width, maxY: size.height)))
            } else {
                views.append(SampleView(name: "left half", frame: Rect(x: 0, y: 0, width: max(0, fold.frame.minX), height: size.height)))
                views.append(SampleView(name: "right half", frame: Rect(minX: fold.frame.maxX, minY: 0, maxX: size.width, maxY: size.height)))
            }
        }
        let corner = min(160, size.width / 2, size.height / 2)
        views.append(SampleView(name: "top-right corner", frame: Rect(x: size.width - corner, y: 0, width: corner, height: corner)))
        return views
    }
}
