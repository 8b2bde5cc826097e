import Crease
import CreaseHUD

/// What crease-viewer draws on the emulated display: a quiet grid, each sample view's outline
/// and name, the device state in the middle of each half, and the pointers that are down.
enum ViewerScene {
    static func drawList(device: Device, pointers: [PointerID: Point], hover: Point?, measurer: any TextMeasurer) -> DrawList {
        var list = DrawList()
        let size = device.displaySize
        let bounds = Rect(origin: .zero, size: size)
        // A 40 pt grid, so distances can be judged at a glance.
        var x = 40.0
        while x < size.width {
            list.fill(Rect(x: x, y: 0, width: 1, height: size.height), Color.white.withAlpha(x.truncatingRemainder(dividingBy: 200) == 0 ? 22 : 10))
            x += 40
        }
        var y = 40.0
        while y < size.height {
            list.fill(Rect(x: 0, y: y, width: size.width, height: 1), Color.white.withAlpha(y.truncatingRemainder(dividingBy: 200) == 0 ? 22 : 10))
            y += 40
        }
        let views = SampleView.views(for: device)
        let halves = views.filter { $0.name.hasSuffix("half") }
        let panes = halves.isEmpty ? [SampleView(name: "", frame: bounds)] : halves
        for pane in panes where !pane.frame.isEmpty {
            let centre = pane.frame.center
            list.text(device.profile.displayName, at: Point(x: centre.x, y: centre.y - 42), font: Font(size: 15), Color(hex: 0x9AA3B5), alignment: .center)
            list.text("\(device.posture)", at: Point(x: centre.x, y: centre.y - 20), font: .display, .white, alignment: .center)
            let detail = "hinge \(device.hingeAngle.pointString)° · \(device.layoutDirection)\(device.innerCameraInUse ? " · camera on" : "")"
            list.text(detail, at: Point(x: centre.x, y: centre.y + 22), font: Font(size: 15), Color(hex: 0xC8CFDC), alignment: .center)
            if !pane.name.isEmpty {
                list.text(pane.name, at: Point(x: pane.frame.minX + 12, y: pane.frame.maxY - 24), font: .caption, Color.white.withAlpha(120))
            }
        }
        for view in views where view.name.hasSuffix("corner") {
            list.stroke(view.frame, Color(hex: 0xFFD166, alpha: 90), width: 1)
            list.text(view.name, at: Point(x: view.frame.minX + 6, y: view.frame.maxY + 4), font: Font(size: 11), Color(hex: 0xFFD166, alpha: 150))
        }
        if let hover, pointers.isEmpty {
            list.strokeCircle(center: hover, radius: 14, Color.white.withAlpha(90), width: 1.5)
        }
        for (id, point) in pointers.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            list.fillCircle(center: point, radius: 22, Color(hex: 0x4CC9F0, alpha: 90))
            list.strokeCircle(center: point, radius: 22, Color(hex: 0x4CC9F0), width: 2)
            list.text("\(id) \(point)", at: Point(x: point.x + 26, y: point.y - 8), font: .caption, .white)
        }
        return list
    }
}
