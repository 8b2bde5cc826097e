import Crease
import CreaseHUD
import CreaseSDL

/// Times what a frame spends on the HUD: layout plus fold lint for HUDs of many elements, and
/// reserved-region queries.
@MainActor
enum HUDBench {
    /// A HUD of `count` elements spread over every anchor, both roles and a few groups, the
    /// way a busy game HUD looks.
    static func hud(elements count: Int) -> HUD {
        var elements: [HUDElement] = []
        for index in 0..<count {
            let anchor = Anchor.presets[index % Anchor.presets.count]
            let offset = Point(x: Double(index / Anchor.presets.count % 8) * 6, y: Double(index / 72) * 4)
            let element: HUDElement = index.isMultiple(of: 3)
                ? .label("status\(index)", "Status \(index)")
                : .button("control\(index)", "B\(index)")
            elements.append(element.anchored(anchor, offset: offset))
        }
        return HUD(elements: elements)
    }

    /// Median and p99 microseconds to lay out and lint a HUD, alternating flat and tabletop so
    /// no cache can answer.
    static func layoutAndLint(elements count: Int, iterations: Int, clock: SDLClock) -> Samples {
        let hud = hud(elements: count)
        var flat = Device(profile: .duo)
        flat.posture = .tabletop
        flat.posture = .flat
        var folded = flat
        folded.posture = .tabletop
        let proxies = [GeometryProxy(device: flat), GeometryProxy(device: folded)]
        let measurer = MonospaceTextMeasurer()
        var samples = Samples()
        var sink = 0
        for iteration in 0..<(iterations + iterations / 10) {
            let start = clock.now()
            let layout = hud.layout(in: proxies[iteration % 2], measurer: measurer)
            sink &+= FoldLint.lint(layout).count &+ layout.frames.count
            let elapsed = (clock.now() - start) * 1_000_000
            if iteration >= iterations / 10 { samples.add(elapsed) }  // the first tenth warms up
        }
        if sink == -1 { print(sink) }
        return samples
    }

    /// Median and p99 microseconds for one `reservedRegions` query (both kinds, inactive
    /// included) on a folded duo, for a root view and a pane.
    static func regionQuery(iterations: Int, clock: SDLClock) -> Samples {
        var device = Device(profile: .duo)
        device.posture = .tabletop
        device.innerCameraInUse = true
        let root = GeometryProxy(device: device, layoutDirection: .rightToLeft)
        let pane = root.subview(frame: Rect(x: 0, y: 400, width: 720, height: 200))
        var samples = Samples()
        var sink = 0
        for iteration in 0..<iterations {
            let proxy = iteration.isMultiple(of: 2) ? root : pane
            let start = clock.now()
            sink &+= proxy.reservedRegions(kind: .division, options: .includeInactive).count
            sink &+= proxy.reservedRegions(kind: .occlusion, options: .includeInactive).count
            samples.add((clock.now() - start) * 1_000_000 / 2)
        }
        if sink == -1 { print(sink) }
        return samples
    }
}
