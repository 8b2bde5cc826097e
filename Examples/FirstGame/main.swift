import CreaseSDL

struct Taps: HUDGame {
    var taps = 0
    var hud = HUD(.label("count", "Taps: 0").in(.raised), .button("tap", "Tap").in(.flat))

    mutating func hudDidAct(_ action: HUDAction) {
        guard case .tapped("tap") = action else { return }
        taps += 1
        hud.setText("Taps: \(taps)", for: "count")
    }
}

GameRunner.main { Taps() }
