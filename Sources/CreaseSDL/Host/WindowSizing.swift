import Crease

/// The window's size as the display's at a zoom: the pixels per point the window keeps when
/// the device changes shape, and the size it was last made, so the window's own resize
/// events are told apart from the user's.
struct WindowSizing {
    /// A window size, in pixels.
    typealias Pixels = (width: Int, height: Int)

    /// What a resize the user made comes to.
    enum UserResize {
        /// The size the window was made: nothing changes.
        case expected
        /// A new zoom; ask the window to take `snapTo`, when it is not the display's shape.
        case zoomed(snapTo: Pixels?)
    }

    /// Pixels per point the window is sized for; a posture change keeps it.
    private(set) var zoom: Double
    /// The size the window was last made (or asked to be).
    private(set) var expected: Pixels
    /// The hand-made window size last asked to reshape (see `userResized`).
    private var lastSnapRequest: Pixels?

    /// A window for a display of `size` points at `zoom`.
    init(zoom: Double, display size: Size) {
        self.zoom = zoom
        expected = Self.pixels(of: size, at: zoom)
    }

    /// A display's size in whole pixels at a zoom, at least one by one.
    static func pixels(of size: Size, at zoom: Double) -> Pixels {
        (max(1, Int((size.width * zoom).rounded())), max(1, Int((size.height * zoom).rounded())))
    }

    /// The display took a new size: the window size to ask for, at the same zoom.
    mutating func displayResized(to size: Size) -> Pixels {
        expected = Self.pixels(of: size, at: zoom)
        return expected
    }

    /// The user made the window `width` × `height`: the zoom follows, and the window fills
    /// with the display's shape, never letterboxed. A window manager that insists on its size
    /// (a tiling one) is asked once, not in a loop; the display is then centred in what it allows.
    mutating func userResized(width: Int, height: Int, display size: Size) -> UserResize {
        if (width, height) == expected { return .expected }
        zoom = max(0.05, min(Double(width) / size.width, Double(height) / size.height))
        let fitted = Self.pixels(of: size, at: zoom)
        expected = fitted
        let refusedBefore = lastSnapRequest.map { $0 == (width, height) } ?? false
        guard !refusedBefore, abs(fitted.width - width) > 1 || abs(fitted.height - height) > 1 else { return .zoomed(snapTo: nil) }
        lastSnapRequest = (width, height)
        return .zoomed(snapTo: fitted)
    }
}
