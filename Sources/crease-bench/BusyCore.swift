import Foundation
import Synchronization

/// Another thread spinning on a core while a row is measured: what a game's frame costs on a
/// machine that is not idle (a browser tab, a compiler, a second game).
final class BusyCore: @unchecked Sendable {
    private let running = Atomic<Bool>(true)
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts the thread spinning; it runs until `stop`.
    init() {
        let thread = Thread { [self] in
            var count: UInt64 = 0
            while running.load(ordering: .relaxed) { count &+= 1 }
            // Kept, so the loop is not optimized away.
            withExtendedLifetime(count) {}
            stopped.signal()
        }
        thread.name = "crease-bench-busy"
        thread.start()
    }

    /// Stops the thread and waits until it has stopped.
    func stop() {
        running.store(false, ordering: .relaxed)
        stopped.wait()
    }

    /// Runs `body` with a core kept busy when `busy`, alone otherwise.
    static func during<T>(_ busy: Bool, _ body: () throws -> T) rethrows -> T {
        let core = busy ? BusyCore() : nil
        defer { core?.stop() }
        return try body()
    }
}
