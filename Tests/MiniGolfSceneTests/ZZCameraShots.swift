import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

@Suite struct ZZCameraShots {
    @Test @MainActor func shots() throws {
        guard let spec = ProcessInfo.processInfo.environment["CAMSHOTS"] else { return }
        // spec: posture;hole,x,y,aim;...
        let parts = spec.split(separator: ";").map(String.init)
        let device = try TestSupport.device(parts[0].components(separatedBy: ",")[0], Posture(rawValue: parts[0].components(separatedBy: ",")[1])!)
        for (n, item) in parts.dropFirst().enumerated() {
            let v = item.split(separator: ",").map { Double($0)! }
            var (game, _) = TestSupport.game(on: device)
            var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(game.match)) as! [String: Any]
            json["holeIndex"] = Int(v[0])
            var ball = json["ball"] as! [String: Any]
            if v.count > 1 { ball["position"] = ["x": v[1], "y": v[2]] } else {
                let tee = game.match.courses[Int(v[0])].tee
                ball["position"] = ["x": tee.x, "y": tee.y]
            }
            json["ball"] = ball
            let match = try JSONDecoder().decode(MiniGolfMatch.self, from: JSONSerialization.data(withJSONObject: json))
            game.offerSavedRound(match)
            game.togglePause()
            game.isOfferingSavedRound = false
            if v.count > 1 {
                game.aim.angle = v[3]
                game.hole.camera = CaddieCamera(target: match.ball.position, yaw: v[3], fence: match.course.boundary, cup: match.course.cup)
            }
            TestSupport.run(&game, updates: 90)
            var list = DrawList()
            game.draw(into: &list, interpolation: 1)
            let url = URL(fileURLWithPath: "/tmp/camshots/shot\(n).png")
            try DrawListImage.writePNG(list, size: device.displaySize, background: .black, to: url)
            print("windmills \(match.course.windmills.map { $0.hubPolygon.first! }) sliders \(match.course.sliders.count)"); print("shot\(n): hole \(Int(v[0]) + 1) ball \(match.ball.position) aim \(game.aim.angle) eye \(game.hole.camera.eye) boundary \(match.course.boundary)")
        }
    }
}
