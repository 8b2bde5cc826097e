import Crease
import Testing

@Suite("DeviceMonitor: onGeometryChange and onHingeChange")
struct DeviceMonitorTests {
    @Test("onGeometryChange runs once at registration and then only when the value read changes")
    func geometryChange() {
        let monitor = DeviceMonitor(device: Device(profile: .duo))
        var seen: [[ReservedRegion]] = []
        monitor.onGeometryChange(for: [ReservedRegion].self) { proxy in
            proxy.reservedRegions(kind: .division)
        } action: { seen.append($0) }
        #expect(seen.count == 1 && seen[0].isEmpty, "the action should run at once with no active division")
        monitor.device.hingeAngle = 175
        #expect(seen.count == 1, "a hinge move inside flat changes no region, so the action should not run")
        monitor.device.posture = .book
        #expect(seen.count == 2 && seen[1].first?.isActive == true, "folding should deliver the active fold")
        monitor.device.innerCameraInUse = true
        #expect(seen.count == 2, "the camera is not a division, so the division observer should stay quiet")
    }

    @Test("onHingeChange hears every angle change with the postures around it")
    func hingeChange() {
        let monitor = DeviceMonitor(device: Device(profile: .duo))
        var changes: [DeviceMonitor.HingeChange] = []
        monitor.onHingeChange { changes.append($0) }
        monitor.device.hingeAngle = 170
        monitor.device.hingeAngle = 140
        monitor.device.innerCameraInUse = true
        #expect(changes.map(\.newAngle) == [170, 140], "two angle changes should be heard, the camera toggle not")
        #expect(changes.last?.oldPosture == .flat && changes.last?.newPosture == .book,
                "the second change should report flat → book")
    }

    @Test("a cancelled observer hears nothing more")
    func cancel() {
        let monitor = DeviceMonitor(device: Device(profile: .duo))
        var count = 0
        let token = monitor.onHingeChange { _ in count += 1 }
        monitor.cancel(token)
        monitor.device.posture = .tabletop
        #expect(count == 0, "a cancelled hinge observer should not run")
    }

    @Test("an observer on a subview follows the display as it turns")
    func subviewObserver() {
        let monitor = DeviceMonitor(device: Device(profile: .duo))
        var sizes: [Size] = []
        monitor.onGeometryChange(for: Size.self, in: { GeometryProxy(device: $0) }, of: \.size) { sizes.append($0) }
        monitor.device.posture = .tabletop
        monitor.device.posture = .flat
        #expect(sizes == [Size(width: 951, height: 720), Size(width: 720, height: 951)],
                "the root size should be heard turning to portrait once, and not again on unfolding")
    }
}
