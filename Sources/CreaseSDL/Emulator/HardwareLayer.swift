import Crease
import CreaseHUD

/// What the hardware looks like on the glass, drawn under the overlays whether or not the
/// overlay is on: cameras as lenses, covered areas in black, the crease shaded while folded.
enum HardwareLayer {
    /// The layer's commands for a device, in display points.
    static func drawList(for device: Device) -> DrawList {
        var list = DrawList()
        for region in device.displayRegions {
            let hardware = region.hardwareFrame
            switch region.kind {
            case .division:
                crease(region, into: &list)
            case .occlusion where region.id.lowercased().contains("camera"):
                let radius = min(hardware.width, hardware.height) / 2
                if region.isActive {
                    if abs(hardware.width - hardware.height) < 2 {
                        list.fillCircle(center: hardware.center, radius: radius, .black)
                    } else {
                        list.fill(hardware, cornerRadius: radius, .black)
                    }
                    list.strokeCircle(center: hardware.center, radius: radius * 0.55, Color(hex: 0x2A3550), width: max(1, radius * 0.2))
                    list.fillCircle(center: Point(x: hardware.center.x - radius * 0.18, y: hardware.center.y - radius * 0.18),
                                    radius: max(1, radius * 0.12), Color(hex: 0x8FA6D8, alpha: 200))
                } else {
                    // An idle under-display camera: a faint ring where the lens hides.
                    list.strokeCircle(center: hardware.center, radius: radius * 0.6, Color.white.withAlpha(40), width: 1)
                }
            case .occlusion:
                if region.isActive {
                    let radius = min(hardware.width, hardware.height) / 2
                    list.fill(hardware, cornerRadius: min(18, radius), .black)
                }
            }
        }
        return list
    }

    /// The crease: a shaded valley while folded, a faint line while flat.
    private static func crease(_ region: ReservedRegion, into list: inout DrawList) {
        let frame = region.hardwareFrame
        if !region.isActive {
            if frame.width == 0 {
                list.line(from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.minX, y: frame.maxY), Color.white.withAlpha(28), width: 1)
            } else if frame.height == 0 {
                list.line(from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.maxX, y: frame.minY), Color.white.withAlpha(28), width: 1)
            }
            return
        }
        // Light on both lips, dark in the valley: two gradients meeting at the centre line.
        let edge = Color(red: 0, green: 0, blue: 0, alpha: 10)
        let valley = Color(red: 0, green: 0, blue: 0, alpha: 150)
        let horizontal = frame.width > frame.height
        let a = Point(x: frame.minX, y: frame.minY)
        let b = horizontal ? Point(x: frame.maxX, y: frame.minY) : Point(x: frame.minX, y: frame.maxY)
        let m1 = horizontal ? Point(x: frame.minX, y: frame.midY) : Point(x: frame.midX, y: frame.minY)
        let m2 = horizontal ? Point(x: frame.maxX, y: frame.midY) : Point(x: frame.midX, y: frame.maxY)
        let c = horizontal ? Point(x: frame.minX, y: frame.maxY) : Point(x: frame.maxX, y: frame.minY)
        let d = Point(x: frame.maxX, y: frame.maxY)
        let vertices = [Vertex(position: a, color: edge), Vertex(position: b, color: edge),
                        Vertex(position: m1, color: valley), Vertex(position: m2, color: valley),
                        Vertex(position: c, color: edge), Vertex(position: d, color: edge)]
        list.triangles(vertices, indices: [0, 1, 2, 2, 1, 3, 2, 3, 4, 4, 3, 5])
    }
}
