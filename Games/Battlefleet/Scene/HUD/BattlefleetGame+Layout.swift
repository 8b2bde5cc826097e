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
                                        checkingFleet: fleetsShown, offersOptions: stations.ready.isEmpty)
        scene.build(for: inputs, into: &hud)
        updateTexts()
    }

    /// Places every board cell in the boards' viewports just laid out: worked out again only
    /// when a board moved, turned or changed what it is for, or the pause came or went (a
    /// frame otherwise keeps the last layout's hundreds of cells).
    public mutating func hudDidLayOut() {
        let placement = BoardPlacement(slots: scene.layout.slots, geometries: scene.layout.slots.map { geometry(of: $0.id) }, isPaused: isPaused)
        guard placement != placedBoards else { return }
        placedBoards = placement
        boardCells = cellLintItems()
    }

    /// Every board cell, linted against the fold and the cameras.
    public var playfield: [LintItem] { boardCells }

    /// Every board's grid, by its viewport's id: the boards, and so their cells, stay put
    /// when the device folds.
    public var layoutFrames: [String: Rect] {
        var frames: [String: Rect] = [:]
        for slot in scene.layout.slots { frames["\(slot.id.rawValue) grid"] = geometry(of: slot.id)?.gridFrame }
        return frames
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
