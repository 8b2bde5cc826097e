import BattlefleetRules
import Crease
import CreaseHUD
import CreasePlaytest

/// The HUD for this frame, and every board cell for the lint and layout shift.
extension BattlefleetGame {
    /// Builds the HUD's elements for the posture and the screen, and sets their texts.
    public mutating func layOut(on device: Device) {
        let proxy = GeometryProxy(device: device, layoutDirection: device.layoutDirection)
        let inputs = SceneLayout.Inputs(kind: layoutKind, screen: screen, isPaused: isPaused, viewer: viewer,
                                        regions: LayoutRegions(proxy: proxy, policy: hud.policy), salvo: match.rules.salvo,
                                        shownTurn: shownTurn, checkingFleet: stations.checkingFleet,
                                        rightToLeft: proxy.layoutDirection == .rightToLeft)
        scene.build(for: inputs, into: &hud)
        updateTexts()
    }

    /// Places every board cell in the boards' viewports just laid out, once a frame.
    public mutating func hudDidLayOut() { boardCells = cellLintItems() }

    /// Every board cell, linted against the fold and the cameras.
    public var playfield: [LintItem] { boardCells }

    /// Every board cell's frame: the boards stay put when the device folds.
    public var layoutFrames: [String: Rect] {
        Dictionary(boardCells.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// The board fitted into a viewport's frame (where touches land and cells are drawn).
    public func geometry(of slotID: ElementID) -> BoardGeometry? {
        scene.geometry(of: slotID, in: hud)
    }

    /// The boards showing now.
    public var boardSlots: [BoardSlot] { scene.layout.slots }

    /// Every cell of every board as a lint item: a control where a finger can pick it
    /// (a touch board whose cells are at least a touch target), otherwise status (still
    /// never across the fold nor under a camera). Small touch boards are aimed by
    /// dragging across them; the board itself is a control in the HUD's own lint.
    public func cellLintItems() -> [LintItem] {
        var items: [LintItem] = []
        for slot in scene.layout.slots {
            guard let geometry = geometry(of: slot.id) else { continue }
            let touch = slot.purpose != .view && !isPaused
            let role: Role = touch && geometry.cellSize >= FoldLint.minimumTouchTarget ? .control : .status
            for cell in Coordinate.all {
                items.append(LintItem(id: "\(slot.id.rawValue).\(cell.label)", role: role, frame: geometry.frame(of: cell)))
            }
        }
        return items
    }
}
