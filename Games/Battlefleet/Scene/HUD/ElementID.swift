import BattlefleetRules
import CreaseHUD

/// Battlefleet's HUD element ids as constants the compiler checks, so a misspelt id does not build.
///
/// A struct, not an enum like mini-golf's: a button that acts for one player is named by a
/// base id, a dot and the player ("fleet.one", the outer display's "My fleet" switch), made
/// by a function so only such ids can be made:
///
/// ```swift
/// button(.fleet(for: viewer), "My fleet", width: width)      // "fleet.one"
/// hud.frame(of: ElementID.pauseMenu)
/// ```
/// The raw values are the ids reports, goldens, tests and the playtest scripts
/// (`{"tap": "fire"}`) name, so each must stay as it is.
public struct ElementID: HUDElementID {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    // MARK: Boards (viewports the scene draws into)

    /// Your own waters.
    public static let fleet = ElementID(rawValue: "fleet")
    /// The waters you fire at.
    public static let enemy = ElementID(rawValue: "enemy")
    /// The aiming pad on the flat half (stacked layout).
    public static let pad = ElementID(rawValue: "pad")
    /// The list of the enemy's ships, afloat and sunk.
    public static let roster = ElementID(rawValue: "roster")

    // MARK: Buttons

    public static let fire = ElementID(rawValue: "fire")
    public static let rotate = ElementID(rawValue: "rotate")
    public static let random = ElementID(rawValue: "random")
    public static let ready = ElementID(rawValue: "ready")
    public static let menu = ElementID(rawValue: "menu")
    /// "I'm player 2: go" on the pass-the-device cover.
    public static let handoff = ElementID(rawValue: "handoff")
    public static let playAgain = ElementID(rawValue: "playAgain")
    /// The start's "Continue" for a saved match.
    public static let continueMatch = ElementID(rawValue: "continue")
    /// The start's "New game" beside Continue.
    public static let newGame = ElementID(rawValue: "newGame")
    public static let opponent = ElementID(rawValue: "opponent")
    public static let rules = ElementID(rawValue: "rules")
    public static let resume = ElementID(rawValue: "resume")
    public static let restart = ElementID(rawValue: "restart")
    /// The pause menu's "Sound: on" / "Sound: off".
    public static let sound = ElementID(rawValue: "sound")
    /// The pause menu's "Pace: 1×" / "Pace: 2×".
    public static let pace = ElementID(rawValue: "pace")
    /// A player's "My fleet" / "Targets" switch (the board shows the other waters).
    public static func fleet(for player: PlayerID) -> ElementID { fleet.on(player) }

    // MARK: Lines of text

    public static let title = ElementID(rawValue: "title")
    public static let turn = ElementID(rawValue: "turn")
    public static let ships = ElementID(rawValue: "ships")
    public static let score = ElementID(rawValue: "score")
    public static let banner = ElementID(rawValue: "banner")
    /// The placement hint ("Drag ships · tap to turn"), or why saving fails.
    public static let hint = ElementID(rawValue: "hint")
    public static let result = ElementID(rawValue: "result")
    /// The end screen's table of both players' figures, drawn by the game.
    public static let statsTable = ElementID(rawValue: "statsTable")
    /// The end screen's line on the match's length ("Over in 38 turns").
    public static let statsMatch = ElementID(rawValue: "statsMatch")
    /// The end screen's line on the player's record against the AI ("New best: 41 shots!").
    public static let statsRecord = ElementID(rawValue: "statsRecord")
    public static let pauseTitle = ElementID(rawValue: "pauseTitle")
    /// Under the resume choice's title: the saved match in a line.
    public static let resumeNote = ElementID(rawValue: "resumeNote")
    /// Under the pause menu: says when a changed option waits for Restart.
    public static let pauseNote = ElementID(rawValue: "pauseNote")

    // MARK: Groups

    public static let pauseMenu = ElementID(rawValue: "pauseMenu")
    /// The compact pause menu's row of Resume and Restart.
    public static let pauseTop = ElementID(rawValue: "pauseTop")
    /// The pause menu's row of Sound and Pace.
    public static let settings = ElementID(rawValue: "settings")
    /// Title, options and hint beside the fleet while placing.
    public static let setup = ElementID(rawValue: "setup")
    public static let status = ElementID(rawValue: "status")
    public static let statistics = ElementID(rawValue: "statistics")
    public static let placeControls = ElementID(rawValue: "placeControls")
    public static let aimControls = ElementID(rawValue: "aimControls")
    public static let endControls = ElementID(rawValue: "endControls")
    /// The outer display's column (and a row of buttons in it, or the buttons beside the board).
    public static let closedColumn = ElementID(rawValue: "closedColumn")
    /// The pass-the-device cover's words: whose turn it is, and over it the last shot's line,
    /// so the shooter sees how the shot landed before handing over.
    public static let handoffWords = ElementID(rawValue: "handoffWords")
    public static let controls = ElementID(rawValue: "controls")
    /// The outer display's row of Opponent and Rules.
    public static let options = ElementID(rawValue: "options")

    // MARK: Players

    /// This id for `player`: "fleet" becomes "fleet.one".
    private func on(_ player: PlayerID) -> ElementID { ElementID(rawValue: rawValue + "." + player.rawValue) }

    /// The id without its player ("fleet.one" → "fleet") and the player (nil for an id of
    /// no player's): the "My fleet" switch acts for its own player.
    public var parts: (base: ElementID, player: PlayerID?) {
        let pieces = rawValue.split(separator: ".")
        let base = pieces.first.map { ElementID(rawValue: String($0)) } ?? self
        return (base, pieces.count > 1 ? PlayerID(rawValue: String(pieces[1])) : nil)
    }
}
