import Foundation
import Crease
import CreaseHUD

/// A game the runner drives: set-up, events, fixed-step updates, layout and drawing.
///
/// Each phase of a frame has one method, and each has a default, so a game implements only
/// what it needs. One frame, in the order the runner calls it (the same in a window and
/// headless): `deviceDidChange(_:)` for each device change, `handle(_:)` for each event,
/// `update(step:)` zero or more times, `layOut(on:)`, then `draw(into:interpolation:)`. At
/// the end of a run the runner calls `willEnd()`, then reads `hashState(into:)` and `outcome`
/// for the report.
///
/// A game with a Crease HUD conforms to `HUDGame`, and the runner runs the HUD's part of each
/// phase around the game's: see `HUDGame`.
///
/// Requirements are `mutating`, so a game may be a struct; a class conforms just as well
/// (the runner makes each run's game afresh from the game's factory). All randomness must
/// come from a `SeededRandom` made from `GameSetUp.seed`, and updates must depend only on
/// the step, the events and the device, never on the clock, so that a headless run is
/// reproducible.
public protocol Game {
    /// The game's name, written in reports ("battlefleet"). Default: the type's name.
    var name: String { get }

    /// Prepares a new game: seed, device, autoplay. Called once, before the first frame.
    /// Default: nothing.
    mutating func setUp(_ setUp: GameSetUp)

    /// The device changed (posture, hinge, camera, layout direction or profile). The display
    /// size may have changed with it. Default: nothing.
    mutating func deviceDidChange(_ device: Device)

    /// Handles one input event in display points; returns true when it was used. A
    /// `HUDGame` gets only the events its HUD did not take. Default: uses none.
    mutating func handle(_ event: InputEvent) -> Bool

    /// Advances the simulation by one fixed step of `step` seconds. A `HUDGame`'s HUD has
    /// moved its transitions on and handed over its actions (`hudDidAct`) just before.
    /// Default: nothing.
    mutating func update(step: Double)

    /// Lays the frame out on the current device, once per frame before drawing. A `HUDGame`
    /// sets what its HUD shows here (texts, visibility); the runner lays the HUD out right
    /// after. Timed, with the HUD's layout, as the frame's layout phase. Default: nothing.
    mutating func layOut(on device: Device)

    /// Appends this frame's drawing to the list (a `HUDGame`'s HUD is drawn over it).
    /// `interpolation` (0–1) says how far between the previous and the latest update to draw
    /// moving things. Default: nothing.
    func draw(into list: inout DrawList, interpolation: Double)

    /// Feeds the game's whole state, in a fixed order, into a stable hasher; the report's
    /// `stateHash` is its digest. Default: nothing (the report says `not hashed`).
    func hashState(into hasher: inout StateHasher)

    /// What the game reports at the end of a run: winner, score… Default: `null`.
    var outcome: JSONValue { get }

    /// True when the game wants the run to stop before its frame count (a match ended).
    /// Default: false.
    var isFinished: Bool { get }

    /// The run is ending (the window closed, the process was asked to quit, the frame count
    /// was reached): write whatever is not saved yet. Called once, after the last frame.
    /// Default: nothing.
    mutating func willEnd()

    /// The game's sounds, synthesized from code (see `SoundRecipe`): the host renders each
    /// once, before the first frame, and plays them by name. Default: none.
    var soundRecipes: [SoundRecipe] { get }

    /// Folders of the font files (`.ttf`, `.otf`) the game ships as package resources, e.g.
    /// `Bundle.module.url(forResource: "Fonts", withExtension: nil)`: the host opens every
    /// face in them before the first frame (a missing folder stops the run in one line), and
    /// `Font.custom(family, size:)` names a face by its family. Default: none.
    var fontFolders: [URL] { get }

    /// Hands over the sounds the game asked for since the last call, oldest first, and
    /// forgets them. The driver calls this once per fixed step; a cue changes nothing in the
    /// game (muted, headless or played, the state hash is the same). Default: none.
    mutating func takeSoundCues() -> [SoundCue]

    /// The host's sound changed (`--mute`, the emulator's Ctrl+M, or no audio device), so a
    /// game can say so (Battlefleet's pause menu: "Sound: muted", "No audio"). Called
    /// before the first frame when the run starts other than `.on`, then on each change,
    /// before the frame's events. Must change nothing the state hash covers: a run muted or
    /// heard ends in the same state. Default: nothing.
    mutating func hostSoundDidChange(_ sound: HostSound)
}

extension Game {
    /// The type's name ("Taps" for `struct Taps: HUDGame`).
    public var name: String { String(describing: Self.self) }

    /// Nothing to prepare.
    public mutating func setUp(_ setUp: GameSetUp) {}

    /// Ignores device changes.
    public mutating func deviceDidChange(_ device: Device) {}

    /// Uses no event.
    public mutating func handle(_ event: InputEvent) -> Bool { false }

    /// No simulation.
    public mutating func update(step: Double) {}

    /// Nothing to lay out.
    public mutating func layOut(on device: Device) {}

    /// Draws nothing.
    public func draw(into list: inout DrawList, interpolation: Double) {}

    /// No state to hash.
    public func hashState(into hasher: inout StateHasher) {}

    /// Nothing to report.
    public var outcome: JSONValue { .null }

    /// Runs until the frame count or the window closes.
    public var isFinished: Bool { false }

    /// Nothing to save.
    public mutating func willEnd() {}

    /// No sounds.
    public var soundRecipes: [SoundRecipe] { [] }

    /// No fonts of its own: DejaVu Sans, with its fallbacks.
    public var fontFolders: [URL] { [] }

    /// No sounds asked for.
    public mutating func takeSoundCues() -> [SoundCue] { [] }

    /// Ignores the host's sound.
    public mutating func hostSoundDidChange(_ sound: HostSound) {}
}
