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

/// One line of the regions table: what one view reads in one layout direction.
struct RegionRow: Hashable {
    var view: String
    var viewFrame: String
    var direction: String
    var id: String
    var kind: String
    var active: String
    var frame: String

    static let header = RegionRow(view: "view", viewFrame: "view frame on display", direction: "dir", id: "id", kind: "kind",
                                  active: "active", frame: "frame in view")

    var cells: [String] { [view, viewFrame, direction, id, kind, active, frame] }

    /// Every region every sample view reads, in both layout directions.
    static func rows(for device: Device) -> [RegionRow] {
        var rows: [RegionRow] = []
        for view in SampleView.views(for: device) {
            for direction in LayoutDirection.allCases {
                let proxy = GeometryProxy(device: device, frame: view.frame, layoutDirection: direction)
                let regions = ReservedRegion.Kind.allCases.flatMap { proxy.reservedRegions(kind: $0, options: .includeInactive) }
                if regions.isEmpty {
                    rows.append(RegionRow(view: view.name, viewFrame: "\(view.frame)", direction: "\(direction)", id: "—", kind: "",
                                          active: "", frame: "(no regions)"))
                }
                for region in regions {
                    rows.append(RegionRow(view: view.name, viewFrame: "\(view.frame)", direction: "\(direction)", id: region.id,
                                          kind: "\(region.kind)", active: region.isActive ? "yes" : "no", frame: "\(region.frame)"))
                }
            }
        }
        return rows
    }

    /// A one-line summary of the device state the table was read in.
    static func title(for device: Device) -> String {
        "\(device.profile.name) · \(device.posture) · hinge \(device.hingeAngle.pointString)° · display \(device.displaySize) pt · app \(device.layoutDirection) · inner camera \(device.innerCameraInUse ? "in use" : "idle") · read with .includeInactive"
    }

    /// The table as aligned text, for stdout.
    static func text(for device: Device) -> String {
        let all = [header] + rows(for: device)
        let widths = header.cells.indices.map { column in all.map { $0.cells[column].count }.max() ?? 0 }
        let lines = all.map { row in
            "  " + row.cells.enumerated().map { index, cell in
                index == widths.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        return ([title(for: device)] + lines).joined(separator: "\n")
    }
}
