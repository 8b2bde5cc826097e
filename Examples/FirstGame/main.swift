import CreaseSDL

struct Taps: HUDGame {
    enum ID: String, HUDElementID { case count, tap }
    var taps = 0
    var hud = HUD(.label(ID.count, "Taps: 0").in(.raised), .button(ID.tap, "Tap").in(.flat))

    mutating func hudDidAct(_ action: HUDAction) {
        guard action == .tapped(ID.tap) else { return }
        taps += 1
        hud.setText("Taps: \(taps)", for: ID.count)
    }
}

GameRunner.main { Taps() }
