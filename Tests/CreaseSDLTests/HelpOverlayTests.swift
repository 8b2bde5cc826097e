import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// F1's panel lies on one side of a fold or a hinge, never across it, and inside the display.
@MainActor
@Suite struct HelpOverlayTests {
    @Test(arguments: Posture.allCases)
    func thePanelKeepsToOneSideOfTheFold(posture: Posture) throws {
        for profile in try TestSupport.profiles() {
            var device = Device(profile: profile)
            device.posture = posture
            let size = device.displaySize
            let list = HelpOverlay.drawList(bindings: .defaults, extraKeys: [("Space", "fire")], device: device, displaySize: size,
                                            settingsPath: nil, measurer: MonospaceTextMeasurer())
            let panel = try #require(list.commands.lazy.compactMap { command -> Rect? in
                if case .fillRoundedRect(let rect, _, _) = command { rect } else { nil }
            }.first, "\(profile.name) \(posture): the panel should be drawn")
            let display = Rect(origin: .zero, size: size)
            #expect(display.contains(panel), "\(profile.name) \(posture): the panel \(panel) should lie inside the display")
            // Every active fold or hinge across the whole display stays clear of the panel.
            for region in device.displayRegions where region.isActive {
                let band = region.frame
                let crosses = (band.minY <= 0 && band.maxY >= size.height) || (band.minX <= 0 && band.maxX >= size.width)
                guard crosses else { continue }
                #expect(!band.intersects(panel), "\(profile.name) \(posture): the panel \(panel) lies across the \(region.kind) at \(band)")
            }
        }
    }
}
