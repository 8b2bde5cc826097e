import Crease
import Testing

@Suite("Device: postures, orientation and the hinge")
struct DeviceTests {
    @Test("a new device starts flat, landscape, at 180°")
    func newDevice() {
        let device = Device(profile: .duo)
        #expect(device.posture == .flat && device.hingeAngle == 180, "a new duo should be flat at 180°")
        #expect(device.displaySize == Size(width: 951, height: 720), "a new duo should show its 951 × 720 landscape inner display")
    }

    @Test("each posture picks its display, orientation and typical angle", arguments: [
        (Posture.flat, Size(width: 951, height: 720), 180.0),
        (.tabletop, Size(width: 720, height: 951), 100),
        (.book, Size(width: 951, height: 720), 100),
        (.closed, Size(width: 466, height: 1010), 0),
    ])
    func posture(posture: Posture, size: Size, angle: Double) {
        let device = TestSupport.device(.duo, posture)
        #expect(device.displaySize == size, "\(posture): display should be \(size)")
        #expect(device.hingeAngle == angle, "\(posture): hinge should be \(angle)°")
    }

    @Test("flat keeps the orientation of the posture before it, so unfolding changes only the fold")
    func flatKeepsOrientation() {
        var device = TestSupport.device(.duo, .tabletop)
        device.posture = .flat
        #expect(device.displaySize == Size(width: 720, height: 951), "flat after tabletop should stay portrait")
        device.posture = .book
        device.posture = .flat
        #expect(device.displaySize == Size(width: 951, height: 720), "flat after book should stay landscape")
    }

    @Test("closing and reopening by angle keeps the inner orientation")
    func reopenKeepsOrientation() {
        var device = TestSupport.device(.duo, .tabletop)
        device.hingeAngle = 0
        #expect(device.posture == .closed, "0° should close the device")
        device.hingeAngle = 100
        #expect(device.posture == .tabletop, "reopening to 100° in portrait should give tabletop again")
    }

    @Test("the hinge angle is clamped to 0…180", arguments: [(-40.0, 0.0), (250, 180), (.nan, 180)])
    func clamped(input: Double, expected: Double) {
        var device = Device(profile: .duo)
        device.hingeAngle = input
        #expect(device.hingeAngle == expected, "setting \(input)° should leave \(expected)°")
    }

    @Test("angles map to postures: 0–30 closed, 30–150 half open, 150–180 open", arguments: [
        (180.0, Posture.flat), (160, .flat), (140, .book), (90, .book), (40, .book), (20, .closed), (0, .closed),
    ])
    func angleToPosture(angle: Double, expected: Posture) {
        var device = Device(profile: .duo)
        // Walk down in small steps from flat, as a hand would.
        var current = 180.0
        while current > angle {
            current = max(angle, current - 5)
            device.hingeAngle = current
        }
        #expect(device.posture == expected, "walking the duo's hinge down to \(angle)° should give \(expected)")
    }

    @Test("a half-open angle is tabletop when the fold runs horizontally, book when vertically")
    func halfOpenFollowsOrientation() {
        var portrait = TestSupport.device(.duo, .tabletop)
        portrait.posture = .flat
        portrait.hingeAngle = 120
        #expect(portrait.posture == .tabletop, "folding a portrait duo should give tabletop")
        var landscape = Device(profile: .duo)
        landscape.hingeAngle = 120
        #expect(landscape.posture == .book, "folding a landscape duo should give book")
    }

    @Test("an angle wobbling around a threshold never flickers", arguments: [150.0, 30.0])
    func wobble(threshold: Double) {
        var device = Device(profile: .duo)
        device.hingeAngle = threshold > 100 ? threshold + 8 : threshold + 30
        if threshold < 100 { device.hingeAngle = threshold + 8 }
        let start = device.posture
        var seen: [Posture] = []
        for step in 0..<40 {
            device.hingeAngle = threshold + (step.isMultiple(of: 2) ? 4 : -4)
            seen.append(device.posture)
        }
        #expect(Set(seen).count == 1, "±4° around \(threshold)° should hold one posture, saw \(Set(seen).sorted { $0.rawValue < $1.rawValue })")
        #expect(seen.first == start || threshold > 100, "the wobble near \(threshold)° should keep the posture it started in")
    }

    @Test("passing a threshold by more than half the hysteresis changes the posture")
    func hysteresisBand() {
        var device = Device(profile: .duo)
        device.hingeAngle = 146
        #expect(device.posture == .flat, "146° is inside the 145–155 band: still flat")
        device.hingeAngle = 144
        #expect(device.posture == .book, "144° is past the band: half open")
        device.hingeAngle = 154
        #expect(device.posture == .book, "154° is inside the band again: still half open")
        device.hingeAngle = 156
        #expect(device.posture == .flat, "156° is past the band: flat")
    }

    @Test("the inner camera toggles only its own region")
    func camera() {
        var device = Device(profile: .duo)
        device.innerCameraInUse = true
        let active = device.displayRegions.filter(\.isActive).map(\.id)
        #expect(active == ["innerCamera"], "flat with the camera on, only the camera should be active; got \(active)")
    }

    @Test("foldedInPlace is the half-open twin in the same orientation")
    func foldedInPlace() {
        var flatPortrait = TestSupport.device(.duo, .tabletop)
        flatPortrait.posture = .flat
        #expect(flatPortrait.foldedInPlace?.posture == .tabletop, "flat portrait should fold to tabletop")
        #expect(Device(profile: .duo).foldedInPlace?.posture == .book, "flat landscape should fold to book")
        #expect(TestSupport.device(.duo, .closed).foldedInPlace == nil, "closed has no fold to plan for")
    }

    @Test("the flip phone's half-open posture is tabletop without turning")
    func flip() throws {
        let flip = try TestSupport.profile("flip")
        var device = Device(profile: flip)
        device.hingeAngle = 90
        #expect(device.posture == .tabletop, "folding a flip phone should give tabletop")
        #expect(device.displaySize == flip.inner.size, "a flip phone's tabletop should keep its natural portrait display")
    }
}
