import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// A board in the top-left corner of the tabletop duo, right under its inner camera, which
/// is idle until the game turns it on.
private struct CornerBoardGame: HUDGame {
    enum ID: String, HUDElementID { case pause }
    var hud: HUD
    init(policy: LayoutPolicy) { hud = HUD(policy: policy, .button(ID.pause, "Pause").anchored(.bottomTrailing).in(.flat)) }
    var playfield: [LintItem] { [LintItem(id: "board.A1", role: .control, frame: Rect(x: 0, y: 0, width: 60, height: 60))] }
}

@Suite("FramePhases")
struct FramePhasesTests {
    static var tabletop: Device {
        var device = Device()
        device.posture = .tabletop
        return device
    }

    @Test("pre-reserving, a playfield item under the idle camera is a finding before the camera turns on")
    func idleCameraCountsWhenPreReserving() {
        var game = CornerBoardGame(policy: .preReserving)
        let snapshot = FramePhases.layOut(&game, on: Self.tabletop, measurer: MonospaceTextMeasurer())
        #expect(snapshot.violations.map(\.element) == ["board.A1"] && snapshot.violations.map(\.lintRule) == [.underOcclusion],
                "the game pre-reserves the camera, so a cell it will cover should be reported now; got \(snapshot.violations)")
    }

    @Test("adaptive, the idle camera hides nothing yet; in use, it does")
    func idleCameraIsFreeWhenAdaptive() {
        var game = CornerBoardGame(policy: .adaptive)
        let idle = FramePhases.layOut(&game, on: Self.tabletop, measurer: MonospaceTextMeasurer())
        #expect(idle.violations.isEmpty, "an adaptive game moves when the camera turns on, so an idle camera should hide nothing; got \(idle.violations)")
        var inUse = Self.tabletop
        inUse.innerCameraInUse = true
        let covered = FramePhases.layOut(&game, on: inUse, measurer: MonospaceTextMeasurer())
        #expect(covered.violations.map(\.lintRule) == [.underOcclusion], "the camera in use should cover the cell; got \(covered.violations)")
    }
}
