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
    /// An element's words run outside its frame or the display even after fitting (a frame
    /// too short for one line at the smallest size, or too narrow for an ellipsis).
    case textOverflow
    /// Two of the HUD's elements that show words, take touches or hold a game view the player
    /// reads (a viewport with a status or control role) overlap, and neither holds the other
    /// (a panel holds what is on its plate): one draws over the other. Decoration (a viewport's
    /// default role) may lie under anything, and an overlay (`HUDElement.overlay()`, a pause
    /// menu) over anything outside it. Reported once per pair, on the one drawn later.
    case overlapsElement
    /// The game addressed an element id the HUD does not have (`setText("scroe", …)`): the
    /// change went nowhere. Its frame is empty.
    case unknownElement
}
