import Crease
import Testing

/// The core guarantees a pre-reserving HUD relies on: the folded twin keeps the orientation.
@Suite struct DeviceFoldedInPlaceTests {
    @Test func flatLandscapeDuoFoldsInPlaceAsBook() {
        let device = Device(profile: .duo)
        let twin = device.foldedInPlace
        #expect(twin?.posture == .book, "A flat landscape duo folds in place into book posture.")
        #expect(twin?.displaySize == device.displaySize, "Folding in place must not turn the display.")
    }

    @Test func flatAfterTabletopFoldsBackToTabletop() {
        var device = Device(profile: .duo)
        device.posture = .tabletop
        device.posture = .flat
        #expect(device.foldedInPlace?.posture == .tabletop, "Flat after tabletop keeps portrait, so it folds into tabletop.")
    }

    @Test func closedHasNoFoldedTwin() {
        var device = Device(profile: .duo)
        device.posture = .closed
        #expect(device.foldedInPlace == nil, "A closed device shows the outer display, which has no fold.")
    }
}
