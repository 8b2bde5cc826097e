import Crease
import CreaseHUD
import Testing

/// A turned element faces the player across the table: its children stand in that player's
/// order, its widgets draw half way round, and taps land where they are drawn.
@Suite struct HUDTurnedTests {
    static func hud(turned: Bool) -> HUD {
        var hud = HUD(elements: [
            .row("controls", spacing: 8, [.button("fire", "Fire"), .label("turn", "Your turn")]).anchored(.top).turned(turned),
        ])
        hud.update(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        return hud
    }

    @Test func aTurnedRowStandsInTheFarPlayersOrder() throws {
        let upright = Self.hud(turned: false), turned = Self.hud(turned: true)
        let fire = try #require(upright.frame(of: "fire")), turn = try #require(upright.frame(of: "turn"))
        let turnedFire = try #require(turned.frame(of: "fire")), turnedTurn = try #require(turned.frame(of: "turn"))
        let row = try #require(upright.frame(of: "controls"))
        #expect(fire.minX < turn.minX && turnedFire.minX > turnedTurn.minX,
                "expected Fire left of the label upright and right of it turned, got \(fire), \(turn) and \(turnedFire), \(turnedTurn)")
        let around = row.insetBy(dx: -1e-9, dy: -1e-9)  // mirrored edges may differ in the last bit
        #expect(around.contains(turnedFire) && around.contains(turnedTurn), "expected the turned children inside the row's frame \(row), got \(turnedFire), \(turnedTurn); upright \(fire), \(turn)")
        #expect(turned.hitTest(turnedFire.center) == "fire", "expected a tap on the turned Fire to hit it")
    }

    @Test func turnedWidgetsDrawHalfWayRound() throws {
        let hud = Self.hud(turned: true)
        var list = DrawList()
        hud.draw(into: &list)
        let fire = try #require(hud.frame(of: "fire"))
        let turns = list.commands.filter { $0 == .pushTransform(.rotation(degrees: 180, around: fire.center)) }
        #expect(turns.count == 1, "expected Fire drawn through one half turn about its centre, found \(turns.count)")
        var upright = DrawList()
        Self.hud(turned: false).draw(into: &upright)
        #expect(!upright.commands.contains { if case .pushTransform = $0 { return true } else { return false } },
                "expected an upright HUD to draw without transforms")
    }
}
