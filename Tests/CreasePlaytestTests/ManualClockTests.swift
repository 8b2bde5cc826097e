import Testing
import CreasePlaytest

@Suite("ManualClock")
struct ManualClockTests {
    @Test("moves only when told, never backwards")
    func advances() {
        let clock = ManualClock(start: 2)
        clock.advance(by: 0.5)
        clock.advance(by: -1)
        clock.set(to: 1)
        #expect(clock.now() == 2.5, "2 + 0.5, ignoring the backward moves, should read 2.5")
        clock.set(to: 4)
        #expect(clock.now() == 4, "set(to:) should move forward to 4")
    }

    @Test("tick advances after each reading")
    func ticks() {
        let clock = ManualClock(tick: 0.001)
        let readings = (0..<3).map { _ in clock.now() }
        #expect(readings == [0, 0.001, 0.002], "readings should step by the tick, got \(readings)")
    }

}
