import Crease
@testable import CreaseSDL
import Testing

/// The window's zoom and size, apart from SDL: its own resizes told apart from the user's.
@Suite struct WindowSizingTests {
    @Test func aDeviceChangeKeepsTheZoom() {
        var sizing = WindowSizing(zoom: 0.5, display: Size(width: 100, height: 200))
        #expect(sizing.expected == (50, 100))
        #expect(sizing.displayResized(to: Size(width: 300, height: 101)) == (150, 51) && sizing.zoom == 0.5)
    }

    @Test func theUsersResizeSetsTheZoomAndAsksForTheShapeOnce() {
        let display = Size(width: 100, height: 200)
        var sizing = WindowSizing(zoom: 1, display: display)
        guard case .expected = sizing.userResized(width: 100, height: 200, display: display) else {
            Issue.record("expected the window's own size to change nothing")
            return
        }
        guard case .zoomed(let snap) = sizing.userResized(width: 300, height: 300, display: display) else {
            Issue.record("expected a new zoom")
            return
        }
        #expect(sizing.zoom == 1.5 && snap.map { $0 == (150, 300) } == true, "expected the display's shape at 1.5, got \(String(describing: snap))")
        // A window manager that keeps its size is not asked again.
        guard case .zoomed(let again) = sizing.userResized(width: 300, height: 300, display: display) else {
            Issue.record("expected the refused size to zoom again")
            return
        }
        #expect(again == nil, "expected no second request for the same refused size")
    }
}
