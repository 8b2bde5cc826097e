import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Every text the game says, the longest ones included, fits its place on every profile, in
/// every posture and direction: no fold or text finding, no element over another, and no
/// status line or button title cut short.
///
/// Measured as DejaVu Sans Bold draws (`BoldWidthMeasurer`), every weight as the wider bold.
@Suite struct TextFitSweepTests {
    static let measurer = BoldWidthMeasurer()

    /// The longest status lines a shot or a message makes, with their short forms.
    static let banners: [(text: String, short: String)] = [
        ("You: F10 sank the Battleship", "You sank\nBattleship"),
        ("Enemy: F10 sank your Battleship", "You lost\nBattleship"),
        ("Orange fires at F10", "Orange\nfires F10"),
        ("Player 2: 3 of 5 hit, sank the Battleship", "P2 sank\nBattleship"),
        ("Orange: F10 sank the Battleship", "Orange:\nBattleship!"),
        ("Enemy: F10 miss", "AI: F10 miss"),
        ("J10 marked · 4 of 5", "J10 marked 4/5"),
        ("J10 marked: press Fire", "Press Fire"),
        ("All 5 marked: Fire salvo, or unmark one", "Fire salvo"),
        ("No room to turn the Battleship", "No room"),
        ("Opponent: vs AI · medium · ships left in place", "Ships kept"),
    ]

    /// The longest titles Fire takes, classic and salvo: each must fit on one line.
    /// The column letter drawn widest in DejaVu Sans Bold: a title naming a cell of row 10 in
    /// that column is the longest of its kind.
    static let widestColumn = "ABCDEFGHIJ".map(String.init).max { measurer.measure($0, font: Font(size: 17, weight: .bold)).width < measurer.measure($1, font: Font(size: 17, weight: .bold)).width } ?? "H"

    static var fireTitles: [String] {
        ["Pick a cell", "Fire at \(widestColumn)10", "Unmark \(widestColumn)10", "Mark \(widestColumn)10", "Fire salvo"]
    }
    /// The same on the closed flip's small button.
    static var shortFireTitles: [String] { ["Aim", "Fire \(widestColumn)10", "Off \(widestColumn)10", "Mark \(widestColumn)10", "Fire!"] }

    /// Findings for Fire's titles on a laid-out frame: each laid out in turn, none cut, and
    /// none broken onto two lines but on the tall closed display's row of three (the closed
    /// flip's button takes the short titles, on one line).
    static func fireTitleFindings(_ game: inout BattlefleetGame, _ what: String) -> [String] {
        guard game.hud.contains(ElementID.fire), game.hud.element(ElementID.fire)?.isHidden == false else { return [] }
        var found: [String] = []
        for title in game.isNarrow ? shortFireTitles : fireTitles {
            game.hud.setText(title, for: ElementID.fire)
            game.hud.update(in: GeometryProxy(device: game.device), measurer: measurer)
            guard let fitted = game.hud.fittedText(of: ElementID.fire.rawValue) else { continue }
            if fitted.isTruncated || (fitted.lines.count > 1 && (game.layoutKind != .closed || game.isNarrow)) {
                found.append("\(what): Fire \"\(title)\" as \(fitted.lines)")
            }
        }
        return found
    }

    struct Case: CustomStringConvertible, Sendable {
        var profile: String
        var posture: Posture
        var direction: LayoutDirection
        var description: String { "\(profile) \(posture) \(direction)" }
    }

    static let cases: [Case] = ["duo", "flip", "dual"].flatMap { profile in
        [Posture.flat, .tabletop, .book, .closed].flatMap { posture in
            [LayoutDirection.leftToRight, .rightToLeft].map { Case(profile: profile, posture: posture, direction: $0) }
        }
    }

    /// The findings of one laid-out frame: lint, and every label or button whose words were cut.
    static func findings(_ game: inout BattlefleetGame, _ what: String) -> [String] {
        let snapshot = FramePhases.layOut(&game, on: game.device, measurer: measurer)
        var found = snapshot.violations.map { "\(what): \($0)" }
        for id in game.hud.layout?.ids ?? [] {
            guard let fitted = game.hud.fittedText(of: id), fitted.isTruncated, game.hud.element(id)?.isHidden == false else { continue }
            found.append("\(what): \(id) cut to \(fitted.lines)")
        }
        return found
    }

    @Test("The longest texts fit on every profile, posture and direction, against the AI, two players and in autoplay",
          arguments: cases)
    func longestTextsFit(_ c: Case) throws {
        var device = Device(profile: try DeviceCatalog().profile(named: c.profile))
        device.layoutDirection = c.direction
        device.posture = c.posture
        var found: [String] = []
        for (opponent, autoplay) in [(Opponent.ai(.medium), false), (.human, false), (.ai(.hard), true)] {
            SceneTestSupport.walkScreens(on: device, opponent: opponent, autoplay: autoplay) { game, screen in
                // The pause menu's longest sound line is the host's mute.
                game.hostSoundDidChange(.muted)
                for banner in Self.banners {
                    game.feedback.banner = Banner(text: banner.text, short: banner.short)
                    found += Self.findings(&game, "\(opponent.title)\(autoplay ? " autoplay" : "") \(screen) \"\(banner.text)\"")
                }
                found += Self.fireTitleFindings(&game, "\(opponent.title)\(autoplay ? " autoplay" : "") \(screen)")
                // The end screen's record line at its longest.
                if game.hud.contains(ElementID.statsRecord) {
                    for record in ["Record 999–999 vs medium", "99 wins in a row · best 100 shots"] {
                        game.hud.setText(record, for: ElementID.statsRecord)
                        found += Self.findings(&game, "\(opponent.title) \(screen) \"\(record)\"")
                    }
                }
                // The closed flip's turn line carries a salvo's marks on a second line.
                if game.hud.contains(ElementID.turn), game.layoutKind == .closed {
                    game.hud.setText("Your turn\nMarked 4/5", for: ElementID.turn)
                    found += Self.findings(&game, "\(opponent.title) \(screen) salvo marks")
                }
            }
        }
        #expect(found.isEmpty, "\(c): \(found.count) findings, e.g. \(found.prefix(8))")
    }
}
