import Crease
import CreaseHUD
import Testing

/// Pre-reservation: folding, and turning the camera on, move no element by even a point.
@Suite struct PreReservationTests {
    @Test(arguments: Fixtures.profileNames, LayoutDirection.allCases)
    func flatToTabletopMovesNothing(_ profile: String, _ direction: LayoutDirection) {
        let hud = Fixtures.sampleHUD()
        let flat = hud.layout(in: Fixtures.proxy(Fixtures.device(profile, .flatAfterTabletop, direction: direction)))
        let folded = hud.layout(in: Fixtures.proxy(Fixtures.device(profile, .tabletop, direction: direction)))
        #expect(flat.frames == folded.frames,
                "Flat (portrait) to tabletop on \(profile) \(direction) must move nothing:\n\(flat.snapshot)\nvs\n\(folded.snapshot)")
    }

    @Test(arguments: Fixtures.profileNames, LayoutDirection.allCases)
    func flatToBookMovesNothing(_ profile: String, _ direction: LayoutDirection) {
        let hud = Fixtures.sampleHUD()
        let flat = hud.layout(in: Fixtures.proxy(Fixtures.device(profile, .flatAfterBook, direction: direction)))
        let folded = hud.layout(in: Fixtures.proxy(Fixtures.device(profile, .book, direction: direction)))
        #expect(flat.frames == folded.frames,
                "Flat (landscape) to book on \(profile) \(direction) must move nothing:\n\(flat.snapshot)\nvs\n\(folded.snapshot)")
    }

    @Test(arguments: Fixtures.profileNames, Fixtures.Pose.allCases)
    func turningTheCameraOnMovesNothing(_ profile: String, _ pose: Fixtures.Pose) {
        let hud = Fixtures.sampleHUD()
        let off = hud.layout(in: Fixtures.proxy(Fixtures.device(profile, pose)))
        let on = hud.layout(in: Fixtures.proxy(Fixtures.device(profile, pose, camera: true)))
        #expect(off.frames == on.frames, "Turning the inner camera on (\(profile) \(pose)) must move nothing under pre-reservation.")
    }

    @Test func adaptiveDoesMoveWhenFolding() {
        let hud = Fixtures.sampleHUD(policy: .adaptive)
        let flat = hud.layout(in: Fixtures.proxy(Fixtures.device("duo", .flatAfterTabletop)))
        let folded = hud.layout(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        #expect(flat["hint"] != folded["hint"], "Adaptive lays out once flat and splits when folded, so the centred hint moves.")
    }

    @Test func hudUpdateDoesNotAnimateAFoldUnderPreReservation() {
        var hud = Fixtures.sampleHUD()
        var device = Fixtures.device("duo", .flatAfterTabletop)
        hud.update(in: Fixtures.proxy(device))
        let before = Fixtures.controlIDs.map { hud.frame(of: $0) }
        device.posture = .tabletop
        hud.update(in: Fixtures.proxy(device))
        #expect(!hud.animator.isAnimating, "Folding a pre-reserving HUD starts no transition: nothing moved.")
        #expect(Fixtures.controlIDs.map { hud.frame(of: $0) } == before, "Every control shows where it was before folding.")
    }
}
