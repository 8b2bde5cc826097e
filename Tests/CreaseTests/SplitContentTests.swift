import Crease
import Testing

/// The articles' SplitContent recipe, written against Crease's API in under ten lines.
@Suite("The articles' SplitContent recipe")
struct SplitContentTests {
    /// Pane frames for a view: two around an active fold, or one.
    static func panes(_ proxy: GeometryProxy) -> [Rect] {
        guard let fold = proxy.reservedRegions(kind: .division).first?.frame else { return [Rect(origin: .zero, size: proxy.size)] }
        if fold.width > fold.height {  // laptop fold: stack
            return [Rect(x: 0, y: 0, width: proxy.size.width, height: fold.minY),
                    Rect(x: 0, y: fold.maxY, width: proxy.size.width, height: proxy.size.height - fold.maxY)]
        }
        return [Rect(x: 0, y: 0, width: fold.minX, height: proxy.size.height),
                Rect(x: fold.maxX, y: 0, width: proxy.size.width - fold.maxX, height: proxy.size.height)]
    }

    @Test("tabletop stacks two panes with a spacer the fold's height", arguments: ["duo", "flip", "dual"])
    func tabletop(name: String) throws {
        let device = TestSupport.device(try TestSupport.profile(name), .tabletop)
        let proxy = GeometryProxy(device: device)
        let panes = Self.panes(proxy)
        let fold = try #require(proxy.reservedRegions(kind: .division).first)
        #expect(panes.count == 2, "\(name) tabletop should give two panes")
        #expect(panes.allSatisfy { !$0.intersects(fold.frame) }, "\(name): no pane should touch the fold \(fold.frame)")
        #expect(panes.map(\.height).reduce(0, +) + fold.frame.height == proxy.size.height,
                "\(name): the panes and the spacer should fill the height")
    }

    @Test("book puts the panes side by side; flat duo and closed give one layout")
    func bookAndSingle() {
        #expect(Self.panes(GeometryProxy(device: TestSupport.device(.duo, .book))).map(\.width) == [459.5, 459.5],
                "book should split the duo into two 459.5 pt panes")
        #expect(Self.panes(GeometryProxy(device: TestSupport.device(.duo, .flat))).count == 1, "flat duo: one layout")
        #expect(Self.panes(GeometryProxy(device: TestSupport.device(.duo, .closed))).count == 1, "closed: one layout")
    }
}
