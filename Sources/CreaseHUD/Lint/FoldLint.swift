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
        let display = GeometryProxy(device: device)
        let divisions = display.reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).map(\.frame)
        let occlusions = display.reservedRegions(kind: .occlusion, layoutDirectionBehavior: .fixed).map(\.frame)
        return lint(items, display: display.frame, divisions: divisions, occlusions: occlusions)
    }

    /// The violations of a game's playfield items, given as (id, role, frame) in display points.
    public static func lint(frames: [(id: String, role: Role, frame: Rect)], device: Device) -> [FoldViolation] {
        lint(frames.map { LintItem(id: $0.id, role: $0.role, frame: $0.frame) }, device: device)
    }

    /// The violations of a HUD layout on the device it was made for.
    public static func lint(_ layout: HUDLayout) -> [FoldViolation] {
        lint(layout.lintItems, device: layout.proxy.device)
    }

    /// The violations of items against explicit active regions, all in one coordinate space.
    public static func lint(_ items: [LintItem], display: Rect, divisions: [Rect], occlusions: [Rect]) -> [FoldViolation] {
        var violations: [FoldViolation] = []
        for item in items {
            let frame = item.frame
            if item.role != .decoration {
                if divisions.contains(where: { $0.intersects(frame) }) {
                    violations.append(FoldViolation(frame: frame, element: item.id, rule: .crossesDivision))
                }
                if occlusions.contains(where: { $0.intersects(frame) }) {
                    violations.append(FoldViolation(frame: frame, element: item.id, rule: .underOcclusion))
                }
            }
            if item.role == .control, frame.width < minimumTouchTarget || frame.height < minimumTouchTarget {
                violations.append(FoldViolation(frame: frame, element: item.id, rule: .smallTouchTarget))
            }
            if !display.contains(frame) {
                violations.append(FoldViolation(frame: frame, element: item.id, rule: .outsideDisplay))
            }
        }
        return violations
    }

    /// Draws violations as magenta rectangles: a translucent fill and a solid outline.
    public static func draw(_ violations: [FoldViolation], into list: inout DrawList) {
        for violation in violations {
            list.fill(violation.frame, Color.lintMagenta.withAlpha(60))
            list.stroke(violation.frame, .lintMagenta, width: 2)
        }
    }
}
