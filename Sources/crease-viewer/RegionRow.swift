import Crease

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
