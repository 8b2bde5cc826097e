import Crease

/// Checks frames against the fold rules: nothing tappable or readable across an active
/// division or under an active occlusion, controls at least 44 × 44 pt, everything on the display.
///
/// Works on HUD layouts and on a game's own playfield items alike (`lint(_:device:)`), and
/// returns violations the emulator's overlay draws in magenta (`draw(_:into:)`).
public enum FoldLint {
    /// The smallest control, in points.
    public static let minimumTouchTarget: Double = 44

    /// The violations of items on a device's showing display, in display points.
    public static func lint(_ items: [LintItem], device: Device) -> [FoldViolation] {
        lint(items, device: device, policy: .adaptive)
    }

    /// The violations of a game's playfield items on a device's showing display, in display
    /// points, as a HUD of `policy` plans.
    ///
    /// Pre-reserving, an idle camera counts as an active one: the game asked for room kept
    /// clear of it, and an item under it would be covered the moment it turns on (and could
    /// not move then, or the layout would shift). Adaptive, only what is active now counts.
    /// Either way a flat fold is no division to cross.
    public static func lint(_ items: [LintItem], device: Device, policy: LayoutPolicy) -> [FoldViolation] {
        let display = GeometryProxy(device: device)
        let divisions = display.reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).map(\.frame)
        let options: ReservedRegion.QueryOptions = policy == .preReserving ? .includeInactive : []
        let occlusions = display.reservedRegions(kind: .occlusion, options: options, layoutDirectionBehavior: .fixed).map(\.frame)
        return lint(items, display: display.frame, divisions: divisions, occlusions: occlusions)
    }

    /// The violations of a game's playfield items, given as (id, role, frame) in display points.
    public static func lint(frames: [(id: String, role: Role, frame: Rect)], device: Device) -> [FoldViolation] {
        lint(frames.map { LintItem(id: $0.id, role: $0.role, frame: $0.frame) }, device: device)
    }

    /// The violations of a game's playfield items given in a view's own coordinates (its
    /// top-left corner is (0, 0), unmirrored: the space `proxy.subview(frame:)` takes), e.g. the
    /// cells of a board drawn in a viewport. "Outside" means outside that view.
    public static func lint(frames: [(id: String, role: Role, frame: Rect)], proxy: GeometryProxy) -> [FoldViolation] {
        let divisions = proxy.reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).map(\.frame)
        let occlusions = proxy.reservedRegions(kind: .occlusion, layoutDirectionBehavior: .fixed).map(\.frame)
        return lint(frames.map { LintItem(id: $0.id, role: $0.role, frame: $0.frame) },
                    display: Rect(origin: .zero, size: proxy.size), divisions: divisions, occlusions: occlusions)
    }

    /// The violations of a HUD layout on the device it was made for (drawn elements only:
    /// containers and hidden elements are left out). Reads the layout's arrays in place.
    public static func lint(_ layout: HUDLayout) -> [FoldViolation] {
        let display = GeometryProxy(device: layout.proxy.device)
        let divisions = display.reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).map(\.frame)
        let occlusions = display.reservedRegions(kind: .occlusion, layoutDirectionBehavior: .fixed).map(\.frame)
        var violations: [FoldViolation] = []
        for i in layout.frames.indices where layout.isLeaf[i] && !layout.isHidden[i] {
            check(layout.frames[i], role: layout.roles[i], display: display.frame, divisions: divisions, occlusions: occlusions) {
                violations.append(FoldViolation(frame: layout.frames[i], element: layout.ids[i], rule: $0))
            }
        }
        return violations
    }

    /// The playfield's controls (display points) that lie under one of a laid-out HUD's
    /// controls: a touch there would go to the HUD, not the game. Only controls that take
    /// touches count on both sides, so a board in a viewport, or status under a pause menu,
    /// is no finding.
    public static func lint(playfield items: [LintItem], under hud: HUD) -> [FoldViolation] {
        guard let layout = hud.layout else { return [] }
        let controls = layout.lintItems.filter { $0.role == .control && hud.widget(of: $0.id)?.isInteractive ?? false }
        var violations: [FoldViolation] = []
        for item in items where item.role == .control {
            if controls.contains(where: { $0.frame.intersection(item.frame).map { $0.width > 0.5 && $0.height > 0.5 } ?? false }) {
                violations.append(FoldViolation(frame: item.frame, element: item.id, rule: .underHUDControl))
            }
        }
        return violations
    }

    /// The violations of items against explicit active regions, all in one coordinate space.
    public static func lint(_ items: [LintItem], display: Rect, divisions: [Rect], occlusions: [Rect]) -> [FoldViolation] {
        var violations: [FoldViolation] = []
        for item in items {
            check(item.frame, role: item.role, display: display, divisions: divisions, occlusions: occlusions) {
                violations.append(FoldViolation(frame: item.frame, element: item.id, rule: $0))
            }
        }
        return violations
    }

    /// Calls `report` with each rule one frame breaks, in `FoldLintRule` order.
    private static func check(_ frame: Rect, role: Role, display: Rect, divisions: [Rect], occlusions: [Rect],
                              report: (FoldLintRule) -> Void) {
        if role != .decoration {
            for division in divisions where division.intersects(frame) {
                report(.crossesDivision)
                break
            }
            for occlusion in occlusions where occlusion.intersects(frame) {
                report(.underOcclusion)
                break
            }
        }
        if role == .control, frame.width < minimumTouchTarget || frame.height < minimumTouchTarget {
            report(.smallTouchTarget)
        }
        if !display.contains(frame) {
            report(.outsideDisplay)
        }
    }

    /// Draws violations as magenta rectangles: a translucent fill and a solid outline.
    public static func draw(_ violations: [FoldViolation], into list: inout DrawList) {
        for violation in violations {
            list.fill(violation.frame, Color.lintMagenta.withAlpha(60))
            list.stroke(violation.frame, .lintMagenta, width: 2)
        }
    }
}
