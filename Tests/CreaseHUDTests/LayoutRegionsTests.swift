import Crease
import CreaseHUD
import Testing

@Suite struct LayoutRegionsTests {
    @Test func tabletopRaisedPaneIsTheTop() {
        let device = Fixtures.device("duo", .tabletop)
        let regions = LayoutRegions(proxy: Fixtures.proxy(device), policy: .adaptive)
        #expect(regions.frame(of: .raised) == Rect(x: 0, y: 0, width: 720, height: 459.5),
                "In tabletop the raised half is the top, above the fold's frame.")
        #expect(regions.frame(of: .flat) == Rect(x: 0, y: 491.5, width: 720, height: 459.5),
                "In tabletop the flat half is the bottom, below the fold's frame.")
        #expect(regions.frame(of: .leading) == regions.frame(of: .raised), "Leading names the first half too.")
    }

    @Test func bookPanesAreLeadingAndTrailingInLeadingCoordinates() {
        for direction in LayoutDirection.allCases {
            let device = Fixtures.device("duo", .book, direction: direction)
            let regions = LayoutRegions(proxy: Fixtures.proxy(device), policy: .adaptive)
            #expect(regions.frame(of: .leading) == Rect(x: 0, y: 0, width: 459.5, height: 720),
                    "In book the leading half runs from the leading edge to the fold (\(direction)).")
            #expect(regions.frame(of: .trailing) == Rect(x: 491.5, y: 0, width: 459.5, height: 720),
                    "In book the trailing half runs from the fold to the trailing edge (\(direction)).")
        }
    }

    @Test func preReservingFlatPlansTheFoldedSeam() {
        let flat = LayoutRegions(proxy: Fixtures.proxy(Fixtures.device("duo", .flatNew)), policy: .preReserving)
        let book = LayoutRegions(proxy: Fixtures.proxy(Fixtures.device("duo", .book)), policy: .preReserving)
        #expect(flat == book, "Pre-reserving, a flat duo plans exactly the regions of the book posture it folds into.")
        #expect(flat.occlusions.count == 1, "Pre-reserving also avoids the idle inner camera.")
    }

    @Test func adaptiveFlatHasNoSeamButKnowsADivisionExists() {
        let flat = LayoutRegions(proxy: Fixtures.proxy(Fixtures.device("duo", .flatNew)), policy: .adaptive)
        #expect(flat.division == nil, "Adaptive and flat, no seam applies.")
        #expect(flat.hasAnyDivision, "The inactive fold still exists, for coarse decisions like even columns.")
        #expect(flat.occlusions.isEmpty, "Adaptive ignores the idle inner camera.")
    }

    @Test func closedHasOnePane() {
        let regions = LayoutRegions(proxy: Fixtures.proxy(Fixtures.device("duo", .closed)), policy: .preReserving)
        #expect(regions.division == nil && !regions.hasAnyDivision, "The outer display has no fold.")
        #expect(regions.frame(of: .flat) == Rect(x: 0, y: 0, width: 466, height: 1010), "With no division every pane is the whole view.")
    }

    @Test func dualScreenAlwaysSplits() {
        let regions = LayoutRegions(proxy: Fixtures.proxy(Fixtures.device("dual", .flatNew)), policy: .adaptive)
        #expect(regions.division == Rect(x: 534, y: 0, width: 38, height: 720), "A dual-screen hinge divides even flat.")
        #expect(regions.occlusions == [Rect(x: 540, y: 0, width: 26, height: 720)], "Its gap is an active occlusion.")
    }
}
