import Crease

/// Where the emulator's own notes and panels go over a game: the larger side of an active
/// fold (the flat half in tabletop, the right page in book: the later side on a tie), or the
/// whole display when nothing divides it, so they never lie across the fold.
public enum OverlayArea {
    /// The area on a device's display, in display points.
    public static func rect(on device: Device) -> Rect {
        sides(on: device)[0]
    }

    /// The display's sides of an active fold, the overlay's area first (the whole display
    /// alone when nothing divides it).
    public static func sides(on device: Device) -> [Rect] {
        let display = Rect(origin: .zero, size: device.displaySize)
        let folds = GeometryProxy(device: device).reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).map(\.frame)
        guard let fold = folds.first, fold.width > 0 || fold.height > 0 else { return [display] }
        let sides = fold.width >= fold.height
            ? [Rect(minX: 0, minY: 0, maxX: display.maxX, maxY: fold.minY), Rect(minX: 0, minY: fold.maxY, maxX: display.maxX, maxY: display.maxY)]
            : [Rect(minX: 0, minY: 0, maxX: fold.minX, maxY: display.maxY), Rect(minX: fold.maxX, minY: 0, maxX: display.maxX, maxY: display.maxY)]
        return sides[1].width * sides[1].height >= sides[0].width * sides[0].height ? [sides[1], sides[0]] : sides
    }
}
