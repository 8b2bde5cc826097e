import Crease

/// The rules of SPEC §3 that the fold lint enforces.
public enum FoldLintRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// A control or status element crosses an active division (the fold).
    case crossesDivision
    /// A control or status element lies under an active occlusion (a camera).
    case underOcclusion
    /// A control is smaller than 44 × 44 pt.
    case smallTouchTarget
    /// An element lies (partly) outside the display.
    case outsideDisplay
    /// A game's playfield control (a tappable cell, the aim handle) lies under one of the HUD's controls,
    /// which would take its touches.
    case underHUDControl
    /// The game addressed an element id the HUD does not have (`setText("scroe", …)`): the
    /// change went nowhere. Its frame is empty.
    case unknownElement
}
