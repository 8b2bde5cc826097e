import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// The overlay's division blue lies exactly where `GeometryProxy.reservedRegions` says.
@MainActor
@Suite struct RegionOverlayTests {
    @Test(arguments: Posture.allCases)
    func divisionBlueMatchesTheQuery(posture: Posture) throws {
        for profile in try TestSupport.profiles() {
            var device = Device(profile: profile)
            device.posture = posture
            for scale in [1.0, 0.5] {
                try checkDivision(device, scale: scale)
            }
        }
    }

    private func checkDivision(_ device: Device, scale: Double) throws {
        let host = try TestSupport.host(device, scale: scale)
        host.emulator.showsHardware = false
        host.emulator.showsRegionOverlay = true
        host.emulator.overlay = RegionOverlay(kinds: [.division], showsLabels: false)
        try host.render(DrawList())
        let image = try host.readPixels()
        let name = "\(device.profile.name) \(device.posture) at scale \(scale)"
        let size = device.displaySize
        #expect(image.width == Int((size.width * scale).rounded()) && image.height == Int((size.height * scale).rounded()),
                "expected the \(name) frame to be the display's \(size) pt at \(scale) px/pt, got \(image.width)×\(image.height) px")
        let folds = GeometryProxy(device: device).reservedRegions(kind: .division, options: .includeInactive)
        var blue: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where TestSupport.isBlue(image[x, y]) { blue.append((x, y)) }
        }
        guard let fold = folds.first else {
            #expect(blue.isEmpty, "expected no blue at all for \(name) (no division is returned), found \(blue.count) blue pixels, first at \(blue.first.map { "\($0)" } ?? "")")
            return
        }
        let frame = fold.frame
        if fold.isActive {
            // A pixel is the region's exactly when its centre lies inside the frame.
            func inside(_ x: Int, _ y: Int) -> Bool {
                let px = (Double(x) + 0.5) / scale
                let py = (Double(y) + 0.5) / scale
                return px >= frame.minX && px < frame.maxX && py >= frame.minY && py < frame.maxY
            }
            var wrong: [String] = []
            for y in 0..<image.height {
                for x in 0..<image.width where TestSupport.isBlue(image[x, y]) != inside(x, y) {
                    if wrong.count < 3 { wrong.append("(\(x), \(y)) is \(inside(x, y) ? "not blue inside" : "blue outside")") }
                }
            }
            #expect(wrong.isEmpty, "expected blue exactly on the pixels whose centres lie in \(name)'s active fold \(frame); \(wrong.joined(separator: ", "))")
        } else {
            // An inactive fold is a line of zero thickness, drawn as a 2 pt dashed line on it.
            let vertical = frame.width == 0
            let line = (vertical ? frame.minX : frame.minY) * scale
            let far = blue.filter { abs(Double(vertical ? $0.0 : $0.1) + 0.5 - line) > 1 * scale + 1 }
            #expect(far.isEmpty, "expected \(name)'s inactive fold to be drawn only along its line at \(line) px, found \(far.count) blue pixels off it, first at \(far.first.map { "\($0)" } ?? "")")
            let along = Set(blue.map { vertical ? $0.1 : $0.0 })
            let length = Int(((vertical ? frame.height : frame.width) * scale).rounded())
            #expect(along.count * 2 > length, "expected \(name)'s dashed fold line to cover over half its \(length) px length, it covers \(along.count)")
        }
    }

    @Test func occlusionRedCoversAnActiveCamera() throws {
        var device = Device()
        device.posture = .closed
        let host = try TestSupport.host(device)
        host.emulator.showsRegionOverlay = true
        host.emulator.overlay = RegionOverlay(kinds: [.occlusion], showsLabels: false)
        host.emulator.showsHardware = false
        try host.render(DrawList())
        let image = try host.readPixels()
        for region in GeometryProxy(device: device).reservedRegions(kind: .occlusion) {
            let centre = region.frame.center
            #expect(TestSupport.isRed(image[Int(centre.x), Int(centre.y)]),
                    "expected occlusion red at the centre \(centre) of \(region.id) \(region.frame), got \(image[Int(centre.x), Int(centre.y)])")
        }
        #expect(!TestSupport.isRed(image[100, 600]), "expected no red far from the cameras, at (100, 600)")
    }

    @Test func extraRectsAreMagenta() throws {
        let host = try TestSupport.host()
        host.emulator.showsRegionOverlay = true
        host.emulator.overlay.extraRects = [Rect(x: 100, y: 100, width: 50, height: 50)]
        try host.render(DrawList())
        let pixel = try host.readPixels()[125, 125]
        #expect(pixel.red > 100 && pixel.blue > 100 && pixel.green < 60, "expected magenta inside a lint rectangle, got \(pixel)")
    }

    @Test func foldViolationsAreMagentaAndNamed() throws {
        var device = Device()
        device.posture = .book
        let violation = FoldViolation(frame: Rect(x: 440, y: 300, width: 80, height: 40), element: "fire", rule: .crossesDivision)
        let overlay = RegionOverlay(violations: [violation])
        let texts = overlay.drawList(for: device, measurer: MonospaceTextMeasurer()).commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _, _) = command { return text }
            return nil
        }
        #expect(texts.contains("fire: crossesDivision"), "expected the violation labelled 'fire: crossesDivision', labels were \(texts)")
        let host = try TestSupport.host(device)
        host.emulator.showsRegionOverlay = true
        host.emulator.overlay.violations = [violation]
        try host.render(DrawList())
        let pixel = try host.readPixels()[445, 305]
        #expect(pixel.red > 100 && pixel.blue > 100, "expected magenta over the violating element, got \(pixel)")
    }

    @Test func labelsNameEveryRegionWithItsFrame() throws {
        var device = Device()
        device.posture = .tabletop
        let overlay = RegionOverlay()
        let texts = overlay.drawList(for: device, measurer: MonospaceTextMeasurer()).commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _, _) = command { return text }
            return nil
        }
        for region in device.displayRegions {
            #expect(texts.contains { $0.hasPrefix(region.id) && $0.contains(region.frame.description) },
                    "expected a label with \(region.id) and its frame \(region.frame), labels were \(texts)")
        }
    }
}
