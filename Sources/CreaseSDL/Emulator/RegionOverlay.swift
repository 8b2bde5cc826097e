import Crease
import CreaseHUD

/// The articles' visualization of reserved regions, as draw commands over the display.
///
/// Active occlusions are filled red, active divisions blue, inactive regions are dashed
/// outlines (a flat fold is a dashed line, its zero thickness), each labelled with its id and
/// frame. Extra rectangles (the fold lint's findings) are drawn in magenta.
public struct RegionOverlay: Sendable, Hashable {
    /// Which kinds are drawn (tests draw one kind alone to check its pixels).
    public var kinds: Set<ReservedRegion.Kind> = [.division, .occlusion]
    /// Whether each region gets a label with its id and frame.
    public var showsLabels = true
    /// Extra rectangles in display points, drawn magenta without labels.
    public var extraRects: [Rect] = []
    /// The HUD's fold-lint findings (`hud.lint()`), drawn magenta and labelled "element: rule".
    public var violations: [FoldViolation] = []

    /// Creates an overlay style.
    public init(kinds: Set<ReservedRegion.Kind> = [.division, .occlusion], showsLabels: Bool = true, extraRects: [Rect] = [],
                violations: [FoldViolation] = []) {
        self.kinds = kinds
        self.showsLabels = showsLabels
        self.extraRects = extraRects
        self.violations = violations
    }

    /// Fill opacity of an active region.
    static let fillAlpha: UInt8 = 110
    static let labelFont = Font(size: 12)

    /// The overlay's commands for a device's display, regions in display coordinates.
    public func drawList(for device: Device, measurer: any TextMeasurer) -> DrawList {
        var list = DrawList()
        let regions = device.displayRegions.filter { kinds.contains($0.kind) }
        // Divisions first, so a camera's red sits on top where both overlap.
        let ordered = regions.filter { $0.kind == .division } + regions.filter { $0.kind == .occlusion }
        for region in ordered {
            let color = region.kind == .division ? Color.divisionBlue : Color.occlusionRed
            if region.isActive {
                list.fill(region.frame, color.withAlpha(Self.fillAlpha))
                list.stroke(region.frame, color, width: 2)
                if region.margins != .zero {
                    list.stroke(region.hardwareFrame, color.mixed(with: .white, by: 0.45).withAlpha(200), width: 1)
                }
            } else {
                Self.dashedOutline(region.frame, color.withAlpha(220), into: &list)
            }
        }
        for rect in extraRects + violations.map(\.frame) {
            list.fill(rect, Color.lintMagenta.withAlpha(90))
            list.stroke(rect, .lintMagenta, width: 2)
        }
        if showsLabels {
            var placed: [Rect] = []
            let bounds = Rect(origin: .zero, size: device.displaySize)
            for region in ordered {
                let text = "\(region.id) · \(region.kind)\(region.isActive ? "" : " (inactive)") · \(region.frame)"
                Self.label(text, beside: region.frame, in: bounds, placed: &placed, measurer: measurer, into: &list)
            }
            for violation in violations {
                Self.label("\(violation.element): \(violation.rule)", beside: violation.frame, in: bounds, placed: &placed,
                           measurer: measurer, into: &list)
            }
        }
        return list
    }

    /// A dashed outline; a zero-thickness rectangle becomes a dashed line.
    static func dashedOutline(_ rect: Rect, _ color: Color, into list: inout DrawList) {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        let edges: [(Point, Point)]
        if rect.width == 0 || rect.height == 0 {
            edges = [(corners[0], corners[2])]
        } else {
            edges = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        }
        for (start, end) in edges {
            dashedLine(from: start, to: end, color, into: &list)
        }
    }

    /// A 2 pt dashed segment: 10 pt dashes, 6 pt gaps.
    static func dashedLine(from start: Point, to end: Point, _ color: Color, into list: inout DrawList) {
        let length = start.distance(to: end)
        guard length > 0 else { return }
        let ux = (end.x - start.x) / length
        let uy = (end.y - start.y) / length
        var along = 0.0
        while along < length {
            let stop = min(length, along + 10)
            list.line(from: Point(x: start.x + ux * along, y: start.y + uy * along),
                      to: Point(x: start.x + ux * stop, y: start.y + uy * stop), color, width: 2)
            along += 16
        }
    }

    /// A dark pill with white text placed just outside a region (below or right of it when
    /// there is room), moved down past labels already placed.
    static func label(_ text: String, beside frame: Rect, in bounds: Rect, placed: inout [Rect],
                      measurer: any TextMeasurer, into list: inout DrawList) {
        let size = measurer.measure(text, font: labelFont)
        let pill = Size(width: size.width + 12, height: size.height + 6)
        var origin: Point
        if frame.height > frame.width * 2 {
            // A tall region: beside it, near its top.
            let x = frame.maxX + 6 + pill.width <= bounds.maxX ? frame.maxX + 6 : frame.minX - 6 - pill.width
            origin = Point(x: x, y: max(bounds.minY + 6, frame.minY + 12))
        } else {
            let y = frame.maxY + 6 + pill.height <= bounds.maxY ? frame.maxY + 6 : frame.minY - 6 - pill.height
            let x = min(max(bounds.minX + 6, frame.minX), bounds.maxX - 6 - pill.width)
            origin = Point(x: x, y: y)
        }
        var rect = Rect(origin: origin, size: pill)
        while placed.contains(where: { $0.intersects(rect) }) && rect.maxY < bounds.maxY {
            rect = rect.offsetBy(dx: 0, dy: pill.height + 3)
        }
        placed.append(rect)
        list.fill(rect, cornerRadius: 5, Color(red: 12, green: 14, blue: 20, alpha: 215))
        list.text(text, at: Point(x: rect.minX + 6, y: rect.minY + 3), font: labelFont, .white)
    }
}
