import BattlefleetRules
import Crease
import CreaseHUD

/// The layout the HUD is built from (`SceneLayout`): its elements for the posture and the
/// screen, the boards drawn into its viewports and the aiming pad's owner. The layout is
/// built again only when what it depends on (`SceneLayout.Inputs`) changes.
struct SceneHUD: Sendable {
    /// The layout the HUD's elements came from.
    private(set) var layout = SceneLayout(elements: [], slots: [], padShooter: nil)
    /// What `layout` was built for; nil before the first build.
    private(set) var inputs: SceneLayout.Inputs?

    /// Builds the layout for `inputs` unless it is built for them already, and gives the HUD
    /// its elements when they changed.
    mutating func build(for inputs: SceneLayout.Inputs, into hud: inout HUD) {
        guard inputs != self.inputs else { return }
        layout = SceneLayout.make(inputs)
        self.inputs = inputs
        if hud.elements != layout.elements { hud.elements = layout.elements }
    }

    /// The board fitted into a viewport's frame (where touches land and cells are drawn).
    func geometry(of slotID: ElementID, in hud: HUD) -> BoardGeometry? {
        guard let frame = hud.frame(of: slotID) else { return nil }
        return BoardGeometry(viewport: frame, labelled: slotID != .pad)
    }
}
