import Crease
import CreasePlaytest

extension MatrixRow {
    /// The smallest shift in one orientation that fails a cell, in points: anything a
    /// person could see (layout shift of a pre-reserving HUD is exactly 0).
    public static let shiftTolerance = 0.01

    /// A cell's row from its report and what the runner saw: the screenshots with their
    /// violations, the goldens and the timing verdict. The failures are worked out here.
    public init(cell: MatrixCell, report: PlaytestReport, screenshots: [Shot], golden: GoldenResult?, timing: TimingResult?) {
        let folder = MatrixDocument.cellFolder(cell.id)
        let turns = report.transitionTurns
        let transitions = zip(report.transitions, turns).map { transition, turns in
            TransitionEntry(frame: transition.frame, from: transition.from, to: transition.to,
                            shift: transition.layoutShift.max, turnsDisplay: turns)
        }
        var failures = report.foldLint.violations.map { "lint: \($0.element) \($0.rule) at frame \($0.frame)" }
        for transition in transitions where !transition.turnsDisplay && transition.shift >= Self.shiftTolerance {
            failures.append("shift: \(transition.shift.pointString) pt, \(transition.from.rawValue) → \(transition.to.rawValue) at frame \(transition.frame)")
        }
        failures += (golden?.failures ?? []).map { "golden: \($0)" }
        if let timing, timing.verdict == "regressed" || timing.verdict == "missing" { failures.append("timing: \(timing.detail)") }
        self.init(id: cell.id, cell: cell, passed: failures.isEmpty, failures: failures, frames: report.frames,
                  lint: report.foldLint.violations, shift: report.maxSameOrientationShift, turnShift: report.maxTurnShift,
                  transitions: transitions, golden: golden,
                  frameCpuMs: Percentiles(p50: report.frameCpuMs.p50, p99: report.frameCpuMs.p99),
                  passes: report.samples?.passCount ?? 1, timing: timing, stateHash: report.stateHash,
                  screenshots: screenshots, sounds: report.sounds ?? [:], files: Files(cellFolder: folder))
    }

    /// What a cell failed on, as badge names: "lint", "shift", "golden", "timing".
    public var failedChecks: [String] {
        var checks: [String] = []
        if !lint.isEmpty { checks.append("lint") }
        if failures.contains(where: { $0.hasPrefix("shift:") }) { checks.append("shift") }
        if golden?.passed == false { checks.append("golden") }
        if failures.contains(where: { $0.hasPrefix("timing:") }) { checks.append("timing") }
        return checks
    }

    /// The row with its times set to zero: what two runs of the same cells agree on.
    public var withoutTimings: MatrixRow {
        var row = self
        row.frameCpuMs = Percentiles(p50: 0, p99: 0)
        return row
    }
}
