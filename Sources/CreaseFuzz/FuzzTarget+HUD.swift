import Crease
import CreaseHUD
import CreaseSDL
import Foundation

extension FuzzTarget {
    /// HUD element trees laid out on every device, posture, direction and camera state.
    public static let hud = FuzzTarget(
        name: "hud",
        feeds: "HUD element trees (FuzzHUD: every widget and container, nested panes, fits, text of every script) × duo, flip, dual × posture × direction × camera × policy, measured with the bundled fonts: HUD.update and draw; every frame must be finite, and a second HUD laid out first in another posture must give the same frames and lint",
        seeds: { _ in
            var seeds: [FuzzSeed] = []
            for (number, profile) in FuzzHUD.profiles.indices.enumerated() {
                for (posture, camera) in [(0, false), (1, true), (2, false), (3, true)] {
                    seeds.append(FuzzSeed(name: "made-\(["duo", "flip", "dual"][number])-\(Posture.allCases[posture])-\(camera ? "camera" : "no-camera")",
                                          data: HUDFuzzing.gameHUD(profile: profile, posture: posture, rightToLeft: posture % 2 == 1, camera: camera),
                                          mustBeAccepted: true))
                }
            }
            return seeds + [FuzzSeed(name: "extreme-sizes", data: HUDFuzzing.extremeHUD(), mustBeAccepted: false)]
        },
        body: { data throws(FuzzFinding) in
            let decoded = FuzzHUD(data)
            let measurer = try HUDFuzzing.measurer()
            let proxy = decoded.proxy
            let view = "\(proxy.device), \(proxy.layoutDirection), camera \(decoded.device.innerCameraInUse ? "on" : "off"), \(decoded.policy)"
            var hud = HUD(policy: decoded.policy, elements: decoded.elements)
            let layout = hud.update(in: proxy, measurer: measurer)
            for (id, frame) in zip(layout.ids, layout.frames)
            where ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
                throw FuzzFinding("element \(id) of \(layout.ids.count) has the frame \(frame) on \(view)")
            }
            for violation in hud.lint() where ![violation.frame.minX, violation.frame.minY, violation.frame.width, violation.frame.height].allSatisfy(\.isFinite) {
                throw FuzzFinding("the lint finding \(violation) on \(view) has a frame that is not finite")
            }
            var list = DrawList()
            hud.draw(into: &list)
            hud.drawLint(into: &list)
            // The same input, laid out a second time by a HUD that first saw another posture.
            var again = HUD(policy: decoded.policy, elements: decoded.elements)
            var elsewhere = decoded.device
            let postures = Posture.allCases
            elsewhere.posture = postures[((postures.firstIndex(of: decoded.device.posture) ?? 0) + 1) % postures.count]
            again.update(in: GeometryProxy(device: elsewhere, layoutDirection: elsewhere.layoutDirection), measurer: measurer)
            let second = again.update(in: proxy, measurer: measurer)
            if let index = layout.frames.indices.first(where: { layout.frames[$0] != second.frames[$0] }) {
                throw FuzzFinding("element \(layout.ids[index]) is at \(layout.frames[index]) in one layout and \(second.frames[index]) in a second of the same input on \(view)")
            }
            let lint = hud.lint(), secondLint = again.lint()
            guard lint == secondLint else {
                let first = lint.indices.first { $0 >= secondLint.count || lint[$0] != secondLint[$0] } ?? lint.count
                let one = first < lint.count ? lint[first].description : "nothing", other = first < secondLint.count ? secondLint[first].description : "nothing"
                throw FuzzFinding("the lint differs between two layouts of the same input on \(view): finding \(first + 1) is \(one), then \(other)")
            }
            return .accepted
        })
}
