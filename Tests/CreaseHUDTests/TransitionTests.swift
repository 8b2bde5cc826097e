import Crease
import CreaseHUD
import Testing

@Suite struct TransitionTests {
    @Test func easingEndsExactly() {
        for easing in Easing.allCases {
            #expect(easing(0) == 0 && easing(1) == 1 && easing(2) == 1, "\(easing) starts at 0 and ends at exactly 1.")
        }
    }

    @Test func transitionLandsExactlyOnTarget() {
        let target = Rect(x: 123.456, y: 7.89, width: 44.4, height: 50.1)
        var transition = FrameTransition(from: Rect(x: 0, y: 0, width: 10, height: 10), to: target, duration: 0.2)
        for _ in 0..<12 { transition.advance(by: 1.0 / 60) }
        #expect(transition.isFinished && transition.frame == target, "After 200 ms in 60 Hz steps the frame is exactly the target.")
    }

    @Test func postureChangeGlidesAndHitTestingUsesTheDestination() throws {
        var hud = HUD(policy: .adaptive, elements: [.label("hint", "Hello").anchored(.center), .button("go", "Go").anchored(.center)])
        var device = Fixtures.device("duo", .flatAfterTabletop)
        hud.update(in: Fixtures.proxy(device))
        let start = try #require(hud.displayedFrame(of: "go"))
        device.posture = .tabletop
        hud.update(in: Fixtures.proxy(device))
        let target = try #require(hud.frame(of: "go"))
        #expect(start != target, "Adaptive: folding moves the centred button onto the flat half.")
        #expect(hud.animator.isAnimating, "The move is animated.")
        #expect(hud.displayedFrame(of: "go") == start, "Before time passes the button still shows where it was.")
        hud.advance(by: 0.1)
        let middle = try #require(hud.displayedFrame(of: "go"))
        #expect(middle != start && middle != target, "Half way, it is between, got \(middle).")
        #expect(hud.hitTest(target.center) == "go", "Hit testing already uses the destination.")
        for _ in 0..<10 { hud.advance(by: 1.0 / 60) }
        #expect(hud.displayedFrame(of: "go") == target, "The glide ends exactly on the target frame.")
        #expect(hud.displayedFrame(of: "hint") == hud.frame(of: "hint"), "Every element lands together.")
        #expect(!hud.animator.isAnimating, "Nothing is left moving.")
    }

    @Test("An element that changes sides of the fold fades out and in, and is never drawn across it")
    func crossingTheFoldFades() throws {
        var hud = HUD(policy: .adaptive, elements: [.label("status", "Score 0").anchored(.bottom)])
        var device = Fixtures.device("duo", .flatAfterTabletop)
        hud.update(in: Fixtures.proxy(device))
        let start = try #require(hud.displayedFrame(of: "status"))
        device.posture = .tabletop
        hud.update(in: Fixtures.proxy(device))
        let target = try #require(hud.frame(of: "status"))
        let fold = try #require(Fixtures.proxy(device).reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).first?.frame)
        #expect(start.minY >= fold.maxY && target.maxY <= fold.minY, "status moves from the flat half to the raised half: \(start) → \(target)")
        let index = try #require(hud.layout?.ids.firstIndex(of: "status"))
        var opacities: [Double] = []
        for _ in 0..<12 {
            hud.advance(by: 1.0 / 60)
            let shown = try #require(hud.displayedFrame(of: "status"))
            #expect(shown == start || shown == target, "never between the halves, got \(shown)")
            #expect(shown.intersection(fold) == nil, "never on the fold")
            opacities.append(hud.animator.opacity(of: index))
            if let opacity = opacities.last, opacity > 0.05, opacity < 0.95 {
                var list = DrawList()
                hud.draw(into: &list)
                let alphas = list.commands.compactMap { command -> UInt8? in
                    if case .text(_, _, _, let color, _, _) = command { return color.alpha } else { return nil }
                }
                #expect(!alphas.isEmpty && alphas.allSatisfy { $0 < 250 }, "drawn faded: \(alphas) at \(opacity)")
            }
        }
        #expect(opacities.dropLast().contains { $0 < 0.5 }, "it fades: \(opacities)")
        #expect(opacities.last == 1 && hud.displayedFrame(of: "status") == target, "and lands opaque on its target")
    }

    @Test func groupsMoveTogether() throws {
        var hud = HUD(policy: .adaptive, elements: [
            .row("pad", [.button("l", "L"), .button("r", "R")]).anchored(.center),
        ])
        var device = Fixtures.device("duo", .flatAfterTabletop)
        hud.update(in: Fixtures.proxy(device))
        device.posture = .tabletop
        hud.update(in: Fixtures.proxy(device))
        for step in 0..<14 {
            let l = try #require(hud.displayedFrame(of: "l")), r = try #require(hud.displayedFrame(of: "r"))
            #expect(abs(r.minX - l.minX - (l.width + 8)) < 1e-9 && l.minY == r.minY,
                    "At step \(step) the row's buttons keep their spacing: \(l), \(r).")
            hud.advance(by: 1.0 / 60)
        }
    }

    @Test func contentChangesDoNotAnimate() {
        var hud = HUD(elements: [.counter("score", "Score", value: 1).anchored(.topTrailing)])
        let proxy = Fixtures.proxy(Fixtures.device("duo", .tabletop))
        hud.update(in: proxy)
        hud.setValue(1000, for: "score")
        hud.update(in: proxy)
        #expect(!hud.animator.isAnimating && hud.displayedFrame(of: "score") == hud.frame(of: "score"),
                "A counter growing is not a posture change: it resizes at once.")
    }
}
