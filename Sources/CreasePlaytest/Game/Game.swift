import Crease
import CreaseHUD

/// A game the runner drives: set-up, events, fixed-step updates, its HUD and its drawing.
///
/// Most games with a HUD conform to `HUDGame`, which does the per-frame HUD routine for
/// them; `Game` is the whole protocol, for a game that wants every step in its own hands.
///
/// One frame, in the order the runner calls it (the same in a window and headless):
/// `deviceDidChange` for each device change, `routeEvent` for each event (by default
/// `handle`), `runStep` zero or more times (by default `update(step:)`),
/// `layOut(on:measurer:)` (by default `layoutHUD(measurer:)`), then `drawFrame` (by default
/// `draw(into:interpolation:)`). At the end of a run the runner calls `willEnd()`, then reads
/// `hashState(into:)` and `outcome` for the report. Only `handle`, `update` and `draw` have
/// no default.
///
/// Requirements are `mutating`, so a game may be a struct; a class conforms just as well.
/// All randomness must come from a `SeededRandom` made from `GameSetUp.seed`, and updates
/// must depend only on the step, the events and the device, never on the clock, so that a
/// headless run is reproducible.
public protocol Game {
    /// The game's name, written in reports ("battlefleet").
    var name: String { get }

    /// Prepares a new game: seed, device, autoplay. Called once, before the first frame.
    /// Default: nothing.
    mutating func setUp(_ setUp: GameSetUp)

    /// The device changed (posture, hinge, camera, layout direction or profile). The display
    /// size may have changed with it.
    mutating func deviceDidChange(_ device: Device)

    /// Handles one input event in display points; returns true when it was used.
    mutating func handle(_ event: InputEvent) -> Bool

    /// Advances the simulation by one fixed step of `step` seconds.
    mutating func update(step: Double)

    /// Lays out the HUD for this frame and says where its elements are and which fold rules
    /// they break. Timed as the frame's layout phase. `measurer` measures text in the
    /// host's font (SDL2_ttf in a window and the SDL headless twin; fixed-width in pure tests).
    mutating func layoutHUD(measurer: any TextMeasurer) -> HUDSnapshot

    /// Appends this frame's drawing, game and HUD, to the list. `interpolation` (0–1) says
    /// how far between the previous and the latest update to draw moving things.
    func draw(into list: inout DrawList, interpolation: Double)

    /// Feeds the game's whole state, in a fixed order, into a stable hasher; the report's
    /// `stateHash` is its digest. Default: nothing (every run of the game hashes alike).
    func hashState(into hasher: inout StateHasher)

    /// What the game reports at the end of a run: winner, score… (`null` when nothing).
    var outcome: JSONValue { get }

    /// True when the game wants the run to stop before its frame count (a match ended).
    var isFinished: Bool { get }

    /// The run is ending (the window closed, the process was asked to quit, the frame count
    /// was reached): write whatever is not saved yet. Called once, after the last frame.
    mutating func willEnd()

    /// Takes one input event, in display points; returns true when it was used. The runner
    /// calls this; by default it is `handle(_:)` (a `HUDGame` offers the event to its HUD first).
    mutating func routeEvent(_ event: InputEvent) -> Bool

    /// Runs one fixed step of `step` seconds. The runner calls this; by default it is
    /// `update(step:)` (a `HUDGame` also moves its HUD's transitions on and hands it the HUD's actions).
    mutating func runStep(_ step: Double)

    /// Lays the frame out on the current device. The runner calls this; by default it is
    /// `layoutHUD(measurer:)` (a `HUDGame` lays its HUD out on `device` and lints it).
    mutating func layOut(on device: Device, measurer: any TextMeasurer) -> HUDSnapshot

    /// Appends the frame's drawing. The runner calls this; by default it is
    /// `draw(into:interpolation:)` (a `HUDGame` draws its HUD over it).
    func drawFrame(into list: inout DrawList, interpolation: Double)

    /// The game's sounds, synthesized from code (see `SoundRecipe`): the host renders each
    /// once, before the first frame, and plays them by name. Default: none.
    var soundRecipes: [SoundRecipe] { get }

    /// Hands over the sounds the game asked for since the last call, oldest first, and
    /// forgets them. The driver calls this once per fixed step; a cue changes nothing in the
    /// game (muted, headless or played, the state hash is the same). Default: none.
    mutating func takeSoundCues() -> [SoundCue]
}

extension Game {
    /// The type's name ("Taps" for `struct Taps: HUDGame`).
    public var name: String { String(describing: Self.self) }

    /// Nothing to prepare.
    public mutating func setUp(_ setUp: GameSetUp) {}

    /// No state to hash.
    public func hashState(into hasher: inout StateHasher) {}

    /// `handle(_:)`.
    public mutating func routeEvent(_ event: InputEvent) -> Bool { handle(event) }

    /// `update(step:)`.
    public mutating func runStep(_ step: Double) { update(step: step) }

    /// `layoutHUD(measurer:)`.
    public mutating func layOut(on device: Device, measurer: any TextMeasurer) -> HUDSnapshot { layoutHUD(measurer: measurer) }

    /// `draw(into:interpolation:)`.
    public func drawFrame(into list: inout DrawList, interpolation: Double) { draw(into: &list, interpolation: interpolation) }

    /// No HUD: nothing to lay out, nothing to lint.
    public mutating func layoutHUD(measurer: any TextMeasurer) -> HUDSnapshot { .empty }

    /// Ignores device changes.
    public mutating func deviceDidChange(_ device: Device) {}

    /// Nothing to report.
    public var outcome: JSONValue { .null }

    /// Runs until the frame count or the window closes.
    public var isFinished: Bool { false }

    /// Nothing to save.
    public mutating func willEnd() {}

    /// No sounds.
    public var soundRecipes: [SoundRecipe] { [] }

    /// No sounds asked for.
    public mutating func takeSoundCues() -> [SoundCue] { [] }
}
