import Crease
import CreaseHUD
import Testing

/// Layout tables: every bundled profile × posture × policy × layout direction.
@Suite struct HUDLayoutTableTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var profile: String
        var pose: Fixtures.Pose
        var policy: LayoutPolicy
        var direction: LayoutDirection
        var testDescription: String { "\(profile) \(pose) \(policy) \(direction)" }
    }

    static let cases: [Case] = Fixtures.profileNames.flatMap { profile in
        Fixtures.Pose.allCases.flatMap { pose in
            LayoutPolicy.allCases.flatMap { policy in
                LayoutDirection.allCases.map { Case(profile: profile, pose: pose, policy: policy, direction: $0) }
            }
        }
    }

    @Test(arguments: cases)
    func gameHUDsAreLintClean(_ c: Case) {
        for (name, makeHUD) in Fixtures.huds.sorted(by: { $0.key < $1.key }) {
            for camera in [false, true] {
                let device = Fixtures.device(c.profile, c.pose, direction: c.direction, camera: camera)
                let layout = makeHUD(c.policy).layout(in: Fixtures.proxy(device))
                let violations = FoldLint.lint(layout)
                #expect(violations.isEmpty, "The \(name) HUD should be lint-clean on \(c) with camera \(camera), got \(violations).")
            }
        }
    }

    @Test(arguments: cases)
    func statusOnRaisedOrLeadingSideControlsOnTheOther(_ c: Case) throws {
        let device = Fixtures.device(c.profile, c.pose, direction: c.direction)
        let layout = Fixtures.sampleHUD(policy: c.policy).layout(in: Fixtures.proxy(device))
        let display = GeometryProxy(device: device)
        let splits = c.policy == .preReserving || device.posture.isHalfOpen
            || display.reservedRegions(kind: .division).contains { $0.isActive }
        guard splits, let twin = device.foldedInPlace,
              let fold = GeometryProxy(device: twin).reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).first?.frame
        else { return }
        let rtl = c.direction == .rightToLeft
        for id in Fixtures.statusIDs {
            let frame = try #require(layout[id])
            if fold.width > fold.height {
                #expect(frame.maxY <= fold.minY, "Status '\(id)' should sit on the raised (top) half on \(c): \(frame) vs fold \(fold).")
            } else {
                let leading = rtl ? frame.minX >= fold.maxX : frame.maxX <= fold.minX
                #expect(leading, "Status '\(id)' should sit on the leading half on \(c): \(frame) vs fold \(fold).")
            }
        }
        for id in Fixtures.controlIDs {
            let frame = try #require(layout[id])
            if fold.width > fold.height {
                #expect(frame.minY >= fold.maxY, "Control '\(id)' should sit on the flat (bottom) half on \(c): \(frame) vs fold \(fold).")
            } else {
                let trailing = rtl ? frame.maxX <= fold.minX : frame.minX >= fold.maxX
                #expect(trailing, "Control '\(id)' should sit on the trailing half on \(c): \(frame) vs fold \(fold).")
            }
        }
    }

    @Test(arguments: Fixtures.profileNames, LayoutDirection.allCases)
    func adaptiveFlatIsOneLayout(_ profile: String, _ direction: LayoutDirection) throws {
        let device = Fixtures.device(profile, .flatNew, direction: direction)
        guard !GeometryProxy(device: device).reservedRegions(kind: .division).contains(where: \.isActive) else { return }
        let layout = Fixtures.sampleHUD(policy: .adaptive).layout(in: Fixtures.proxy(device))
        let stick = try #require(layout["move"])
        let expectedX = direction == .leftToRight ? 12 : device.displaySize.width - 12 - 128
        #expect(stick == Rect(x: expectedX, y: device.displaySize.height - 12 - 128, width: 128, height: 128),
                "Flat and adaptive, the stick anchors to the whole display's bottom-leading corner on \(profile) \(direction), got \(stick).")
    }

    @Test func rightToLeftMirrorsTheLeftToRightLayout() throws {
        for profile in Fixtures.profileNames {
            for pose in Fixtures.Pose.allCases {
                let ltr = Fixtures.sampleHUD().layout(in: Fixtures.proxy(Fixtures.device(profile, pose)))
                let rtlDevice = Fixtures.device(profile, pose, direction: .rightToLeft)
                let rtl = Fixtures.sampleHUD().layout(in: Fixtures.proxy(rtlDevice))
                // Occlusions are not symmetric: the flip's outer cameras sit bottom-left, so
                // there the stick is nudged up in one direction only.
                let ids = profile == "flip" && pose == .closed ? ["hint"] : ["move", "hint"]
                for id in ids {
                    let left = try #require(ltr[id]), right = try #require(rtl[id])
                    #expect(right == left.mirrored(inWidth: rtlDevice.displaySize.width),
                            "'\(id)' on \(profile) \(pose) RTL should mirror LTR: \(right) vs \(left).")
                }
            }
        }
    }

    @Test func duoTabletopSnapshot() {
        let layout = Fixtures.sampleHUD().layout(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        let expected = """
        score status (46, 12, 124.8 × 40.8)
        health status (548, 12, 160 × 22)
        hint status (269.6, 213.35, 180.8 × 32.8)
        pause control (625, 699.25, 83 × 44)
        move control (12, 811, 128 × 128)
        actions control (544.2, 895, 163.8 × 44)
        fire control (544.2, 895, 72.8 × 44)
        boost control (625, 895, 83 × 44)
        """
        #expect(layout.snapshot == expected, "The duo's tabletop layout should match the snapshot; got\n\(layout.snapshot)")
    }

    /// The duo's stick (a bottom-leading control on the flat/trailing half), pre-reserving:
    /// pose × direction → its frame's origin. Book panes: 0…459.5 and 491.5…951 wide; tabletop
    /// panes: 0…459.5 and 491.5…951 tall; the closed outer display is 466 × 1010.
    @Test(arguments: [
        (Fixtures.Pose.flatNew, LayoutDirection.leftToRight, Point(x: 503.5, y: 580)),
        (.flatNew, .rightToLeft, Point(x: 319.5, y: 580)),
        (.flatAfterBook, .leftToRight, Point(x: 503.5, y: 580)),
        (.book, .leftToRight, Point(x: 503.5, y: 580)),
        (.book, .rightToLeft, Point(x: 319.5, y: 580)),
        (.flatAfterTabletop, .leftToRight, Point(x: 12, y: 811)),
        (.tabletop, .leftToRight, Point(x: 12, y: 811)),
        (.tabletop, .rightToLeft, Point(x: 580, y: 811)),
        (.closed, .leftToRight, Point(x: 12, y: 870)),
        (.closed, .rightToLeft, Point(x: 326, y: 870)),
    ])
    func duoStickTable(_ pose: Fixtures.Pose, _ direction: LayoutDirection, _ origin: Point) {
        let layout = Fixtures.sampleHUD().layout(in: Fixtures.proxy(Fixtures.device("duo", pose, direction: direction)))
        #expect(layout["move"] == Rect(origin: origin, size: Size(width: 128, height: 128)),
                "On the duo \(pose) \(direction) the stick belongs at \(origin), got \(String(describing: layout["move"])).")
    }
}
