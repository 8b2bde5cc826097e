import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// The emulator's controller on its own, with no window: keys, actions and notes on an
/// injected clock.
@Suite struct EmulatorControllerTests {
    /// A clock a test moves by hand.
    final class ManualClock {
        var now: UInt64 = 1_000
    }

    private func controller(_ clock: ManualClock, showsNotes: Bool = true) -> EmulatorController {
        EmulatorController(state: EmulatorState(), bindings: .defaults, settingsPath: nil, catalog: DeviceCatalog(), showsNotes: showsNotes,
                           milliseconds: { clock.now })
    }

    @Test func notesAgeByTheInjectedClock() {
        let clock = ManualClock()
        var controller = controller(clock)
        let outcome = controller.perform(.toggleRegionOverlay, on: Device())
        #expect(outcome == .none && controller.state.showsRegionOverlay, "expected F10 to turn the overlay on")
        let shown = controller.visibleNote()
        #expect(shown?.toast.text == "region overlay on" && controller.isAnimating)
        clock.now += Toast.lifetime
        let faded = controller.visibleNote()
        #expect(!controller.isAnimating && faded == nil, "expected the note gone once its lifetime has passed on the clock")
        #expect(controller.toast == nil, "expected a faded note to be forgotten")
    }

    @Test func headlessShowsNoNotes() {
        var controller = controller(ManualClock(), showsNotes: false)
        _ = controller.perform(.toggleFrameGraph, on: Device())
        let note = controller.visibleNote()
        #expect(controller.state.showsFrameGraph && note == nil)
    }

    @Test func deviceActionsAreAnsweredAndNotedOnce() {
        var controller = controller(ManualClock())
        guard case .device(let next) = controller.perform(.tabletop, on: Device()) else {
            Issue.record("expected F3 to answer with a device")
            return
        }
        let note = controller.visibleNote()
        #expect(next.posture == .tabletop && note?.toast.text.hasPrefix("tabletop") == true)
        let first = controller.takeChanges(), second = controller.takeChanges()
        #expect(first == [next] && second.isEmpty, "expected the change handed over once")
        let again = controller.perform(.tabletop, on: next)
        let changes = controller.takeChanges()
        #expect(again == .none && changes.isEmpty, "expected no change noted when the device is already so")
    }

    @Test func theFirstFoldOfAGameStartedFlatTurnsNothing() throws {
        // The first game: `GameRunner.main { Taps() }`, no flags, so it starts in the runner's
        // default posture, flat.
        guard case .run(let plan) = GameRunner.parse([], executable: "first-game", defaultPosture: .flat) else {
            Issue.record("expected no flags to make a plan")
            return
        }
        let start = plan.device
        #expect(start.posture == .flat, "the game should start flat, not \(start.posture)")
        var controller = controller(ManualClock())
        #expect(controller.use(of: KeyEvent(key: "F3", isDown: true)) == .perform(.tabletop), "F3 is the fold key")
        guard case .device(let folded) = controller.perform(.tabletop, on: start) else {
            Issue.record("expected F3 to fold the device")
            return
        }
        #expect(folded.posture == .tabletop, "the first F3 should fold flat to tabletop, got \(folded.posture)")
        #expect(folded.displaySize == start.displaySize,
                "the first fold should not turn the display: \(start.displaySize) flat, \(folded.displaySize) in tabletop")
        #expect(PlaytestSession.turnsDisplay(from: start, to: folded) == false, "the report should count it a change in one orientation")
        var unfolded = folded
        unfolded.posture = .flat
        #expect(unfolded == start, "unfolding should give back the device the game started with")
    }

    @Test func emulatorKeysAndTheirReleasesAreSwallowed() {
        var controller = controller(ManualClock())
        let uses = [KeyEvent(key: "F10", isDown: true), KeyEvent(key: "F10", isDown: true, isRepeat: true), KeyEvent(key: "F10", isDown: false),
                    KeyEvent(key: "F10", isDown: false), KeyEvent(key: "Space", isDown: true), KeyEvent(key: "F6", isDown: true, isRepeat: true)]
            .map { controller.use(of: $0) }
        // A held F10 does not repeat, its one release is swallowed, and the hinge keys repeat.
        #expect(uses == [.perform(.toggleRegionOverlay), .swallowed, .swallowed, .game, .game, .perform(.hingeDown)], "got \(uses)")
    }

    @Test func soundAndScreenshotRequests() {
        var controller = controller(ManualClock())
        let muted = controller.perform(.toggleSound, on: Device())
        #expect(muted == .sound(muted: true) && controller.isSoundMuted)
        let unmuted = controller.perform(.toggleSound, on: Device())
        #expect(unmuted == .sound(muted: false) && !controller.isSoundMuted)
        // With no audio device there is nothing to turn on: Ctrl+M says so and changes nothing.
        controller.isSoundUnavailable = true
        let unavailable = controller.perform(.toggleSound, on: Device())
        #expect(unavailable == .none && !controller.isSoundMuted, "with no audio device Ctrl+M should change nothing")
        #expect(controller.visibleNote()?.toast.text.contains("no audio device") == true, "and say why: \(controller.visibleNote()?.toast.text ?? "nil")")
        let before = controller.takeScreenshotRequest()
        _ = controller.perform(.screenshot, on: Device())
        let first = controller.takeScreenshotRequest(), second = controller.takeScreenshotRequest()
        #expect(!before && first && !second, "expected F12's request taken once")
    }
}
