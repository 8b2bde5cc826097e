import Crease
import Testing

/// Every rule of SPEC §1, as table-driven cases named for the rule.
@Suite("GeometryProxy.reservedRegions: the SPEC §1 rules")
struct GeometryProxyTests {
    /// One query and what it must return.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var device: Device
        var viewFrame: Rect? = nil
        var direction: LayoutDirection = .leftToRight
        var kind: ReservedRegion.Kind
        var options: ReservedRegion.QueryOptions = []
        var behavior: LayoutDirectionBehavior = .mirrors
        var expected: [ReservedRegion]
        var testDescription: String { name }
    }

    static let duoFlat = TestSupport.device(.duo, .flat)
    static let duoTabletop = TestSupport.device(.duo, .tabletop)
    static let duoBook = TestSupport.device(.duo, .book)
    static let duoClosed = TestSupport.device(.duo, .closed)
    static let foldVertical = ReservedRegion(id: "fold", kind: .division, frame: Rect(x: 459.5, y: 0, width: 32, height: 720),
                                             margins: EdgeInsets(leading: 8, trailing: 8), isActive: true)
    static let foldHorizontal = ReservedRegion(id: "fold", kind: .division, frame: Rect(x: 0, y: 459.5, width: 720, height: 32),
                                               margins: EdgeInsets(top: 8, bottom: 8), isActive: true)

    static let cases: [Case] = [
        // Rule 1: only overlapping regions, in the view's own coordinates, true extent kept.
        Case(name: "rule 1: a view above the tabletop fold reads no division",
             device: duoTabletop, viewFrame: Rect(x: 0, y: 0, width: 720, height: 459.5), kind: .division, expected: []),
        Case(name: "rule 1: a view straddling the fold reads it in its own coordinates",
             device: duoTabletop, viewFrame: Rect(x: 0, y: 400, width: 720, height: 200), kind: .division,
             expected: [ReservedRegion(id: "fold", kind: .division, frame: Rect(x: 0, y: 59.5, width: 720, height: 32),
                                       margins: EdgeInsets(top: 8, bottom: 8), isActive: true)]),
        Case(name: "rule 1: a partly overlapping region keeps its extent, so its frame starts negative",
             device: duoBook, viewFrame: Rect(x: 470, y: 100, width: 200, height: 100), kind: .division,
             expected: [ReservedRegion(id: "fold", kind: .division, frame: Rect(x: -10.5, y: -100, width: 32, height: 720),
                                       margins: EdgeInsets(leading: 8, trailing: 8), isActive: true)]),
        // Rule 2: active only by default; .includeInactive adds the rest.
        Case(name: "rule 2: flat, the default query returns no division",
             device: duoFlat, kind: .division, expected: []),
        Case(name: "rule 2: flat, the default query returns no idle inner camera",
             device: duoFlat, kind: .occlusion, expected: []),
        Case(name: "rule 2: .includeInactive returns the idle inner camera, inactive",
             device: duoFlat, kind: .occlusion, options: .includeInactive,
             expected: [ReservedRegion(id: "innerCamera", kind: .occlusion, frame: Rect(x: 897, y: 6, width: 40, height: 40),
                                       margins: EdgeInsets(all: 8), isActive: false)]),
        // Rule 3: the fold is active only half open; flat it has zero thickness.
        Case(name: "rule 3: flat, the inactive fold has zero width along the vertical fold line",
             device: duoFlat, kind: .division, options: [.includeInactive],
             expected: [ReservedRegion(id: "fold", kind: .division, frame: Rect(x: 475.5, y: 0, width: 0, height: 720), isActive: false)]),
        Case(name: "rule 3: tabletop, the fold is active and horizontal", device: duoTabletop, kind: .division, expected: [foldHorizontal]),
        Case(name: "rule 3: book, the fold is active and vertical", device: duoBook, kind: .division, expected: [foldVertical]),
        Case(name: "rule 3: flat after tabletop keeps portrait; the fold has zero height",
             device: { var d = duoTabletop; d.posture = .flat; return d }(), kind: .division, options: .includeInactive,
             expected: [ReservedRegion(id: "fold", kind: .division, frame: Rect(x: 0, y: 475.5, width: 720, height: 0), isActive: false)]),
        // Rule 4: closed, no division even with .includeInactive.
        Case(name: "rule 4: closed returns no division, even with .includeInactive",
             device: duoClosed, kind: .division, options: .includeInactive, expected: []),
        // Rule 5: inner camera active only in use; outer camera always.
        Case(name: "rule 5: the inner camera in use is an active occlusion",
             device: TestSupport.device(.duo, .flat, camera: true), kind: .occlusion,
             expected: [ReservedRegion(id: "innerCamera", kind: .occlusion, frame: Rect(x: 897, y: 6, width: 40, height: 40),
                                       margins: EdgeInsets(all: 8), isActive: true)]),
        Case(name: "rule 5: closed, the outer camera and status area are always active (the published numbers)",
             device: duoClosed, kind: .occlusion,
             expected: [ReservedRegion(id: "outerCamera", kind: .occlusion, frame: Rect(x: 399, y: 29, width: 37, height: 37),
                                       margins: EdgeInsets(all: 6), isActive: true),
                        ReservedRegion(id: "outerStatusArea", kind: .occlusion, frame: Rect(x: 382, y: 0, width: 84, height: 170),
                                       margins: EdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 0), isActive: true)]),
        // Rule 7: mirroring follows the view's own direction.
        Case(name: "rule 7: .mirrors in an RTL view measures x from the right edge and swaps margins",
             device: duoClosed, direction: .rightToLeft, kind: .occlusion,
             expected: [ReservedRegion(id: "outerCamera", kind: .occlusion, frame: Rect(x: 30, y: 29, width: 37, height: 37),
                                       margins: EdgeInsets(all: 6), isActive: true),
                        ReservedRegion(id: "outerStatusArea", kind: .occlusion, frame: Rect(x: 0, y: 0, width: 84, height: 170),
                                       margins: EdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 8), isActive: true)]),
        Case(name: "rule 7: .fixed never mirrors, even in an RTL view",
             device: TestSupport.device(.duo, .flat, camera: true), direction: .rightToLeft, kind: .occlusion, behavior: .fixed,
             expected: [ReservedRegion(id: "innerCamera", kind: .occlusion, frame: Rect(x: 897, y: 6, width: 40, height: 40),
                                       margins: EdgeInsets(all: 8), isActive: true)]),
        Case(name: "rule 7: an LTR view inside an RTL app gets unmirrored frames with .mirrors",
             device: { var d = TestSupport.device(.duo, .flat, camera: true); d.layoutDirection = .rightToLeft; return d }(),
             direction: .leftToRight, kind: .occlusion,
             expected: [ReservedRegion(id: "innerCamera", kind: .occlusion, frame: Rect(x: 897, y: 6, width: 40, height: 40),
                                       margins: EdgeInsets(all: 8), isActive: true)]),
        Case(name: "rule 7: mirroring uses the view's width, not the screen's",
             device: TestSupport.device(.duo, .flat, camera: true), viewFrame: Rect(x: 800, y: 0, width: 151, height: 100),
             direction: .rightToLeft, kind: .occlusion,
             expected: [ReservedRegion(id: "innerCamera", kind: .occlusion, frame: Rect(x: 14, y: 6, width: 40, height: 40),
                                       margins: EdgeInsets(all: 8), isActive: true)]),
    ]

    @Test(arguments: cases)
    func rule(_ testCase: Case) {
        let proxy = GeometryProxy(device: testCase.device, frame: testCase.viewFrame, layoutDirection: testCase.direction)
        let regions = proxy.reservedRegions(kind: testCase.kind, options: testCase.options,
                                            layoutDirectionBehavior: testCase.behavior)
        #expect(regions == testCase.expected, "\(testCase.name): expected \(testCase.expected), got \(regions)")
    }

    @Test("rule 2: the query options are an OptionSet, so a single value and an array literal agree")
    func optionSetSpellings() {
        let proxy = GeometryProxy(device: Self.duoFlat)
        #expect(proxy.reservedRegions(kind: .division, options: .includeInactive)
                == proxy.reservedRegions(kind: .division, options: [.includeInactive]),
                ".includeInactive and [.includeInactive] should return the same regions")
    }

    @Test("rule 3: a dual-screen device's division is active with its real width in every open posture, and its gap is an occlusion",
          arguments: [Posture.flat, .tabletop, .book])
    func dualScreen(posture: Posture) throws {
        let device = TestSupport.device(try TestSupport.profile("dual"), posture)
        let proxy = GeometryProxy(device: device)
        let division = try #require(proxy.reservedRegions(kind: .division).first, "\(posture): the hinge division should be active")
        #expect(min(division.frame.width, division.frame.height) == 38, "\(posture): the division should keep its 38 pt width")
        let gap = proxy.reservedRegions(kind: .occlusion).first { $0.id == "hingeGap" }
        #expect(gap?.isActive == true, "\(posture): the hinge gap should be an active occlusion")
        #expect(gap.map { division.frame.contains($0.frame) } == true, "\(posture): the gap should lie inside the division")
    }

    @Test("rule 6: a frame already includes its margins; the hardware lies inside them")
    func marginsIncluded() throws {
        let fold = try #require(GeometryProxy(device: Self.duoBook).reservedRegions(kind: .division).first)
        #expect(fold.hardwareFrame == Rect(x: 467.5, y: 0, width: 16, height: 720),
                "the fold's 32 pt frame minus 8 pt margins should leave a 16 pt crease")
    }

    @Test("rule 8: ids are stable per hardware feature across postures", arguments: [Posture.flat, .tabletop, .book])
    func stableIDs(posture: Posture) {
        let proxy = GeometryProxy(device: TestSupport.device(.duo, posture))
        let ids = ReservedRegion.Kind.allCases.flatMap { proxy.reservedRegions(kind: $0, options: .includeInactive) }.map(\.id)
        #expect(ids == ["fold", "innerCamera"], "\(posture): the inner display should report fold then innerCamera")
    }

    @Test("rule 9: the fold's direction is read from its frame", arguments: [(Posture.tabletop, true), (.book, false)])
    func foldDirection(posture: Posture, horizontal: Bool) throws {
        let fold = try #require(GeometryProxy(device: TestSupport.device(.duo, posture)).reservedRegions(kind: .division).first)
        #expect(fold.isHorizontal == horizontal, "\(posture): fold should be \(horizontal ? "horizontal" : "vertical")")
    }

    @Test("a subview proxy reads regions relative to itself and inherits the direction")
    func subview() {
        let root = GeometryProxy(device: Self.duoTabletop, layoutDirection: .rightToLeft)
        let bottom = root.subview(frame: Rect(x: 0, y: 491.5, width: 720, height: 459.5))
        #expect(bottom.layoutDirection == .rightToLeft, "a subview should inherit RTL")
        #expect(bottom.frame.minY == 491.5, "a subview's frame should be in display coordinates")
        #expect(bottom.reservedRegions(kind: .division).isEmpty, "the pane below the fold should not read the fold")
    }
}
