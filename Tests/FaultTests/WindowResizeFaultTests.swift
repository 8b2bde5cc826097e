import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import MiniGolfScene
import Testing

/// The window resized to 1×1 and to 7680×4320, on SDL's real (offscreen) window, with each game
/// running frames after every resize: nothing throws, the HUD lays out as before (it lays out
/// in points, the window only zooms), the lint still runs, frames still render and a screenshot
/// of the window's size is written; back at the first size, the pixels are those of a twin
/// window that ran as many frames without being resized.
@MainActor
@Suite struct WindowResizeFaultTests {
    enum Sample: String, CaseIterable, Sendable { case battlefleet, minigolf }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ path: String) -> (Int, Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
              data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test("Each game survives its window at 1×1 and 7680×4320 and comes back as it was", arguments: Sample.allCases)
    func resizeToTheExtremes(_ sample: Sample) throws {
        switch sample {
        case .battlefleet: try Self.check(HostedGame(BattlefleetGame(environment: [:])), twin: HostedGame(BattlefleetGame(environment: [:])))
        case .minigolf: try Self.check(HostedGame(MiniGolfGame(bestScoresURL: nil)), twin: HostedGame(MiniGolfGame(bestScoresURL: nil)))
        }
    }

    static func check<G: Game>(_ host: HostedGame<G>, twin: HostedGame<G>) throws {
        let folder = try BuiltProgram.scratchFolder("resize")
        defer { try? FileManager.default.removeItem(at: folder) }
        try host.run(frames: 5)
        let first = host.window.pixelSize
        let layout = host.driver.hud
        #expect(!layout.elementFrames.isEmpty, "expected the HUD laid out before any resize")

        // A window manager that insists on 1×1 (the host asks once for its shape, then draws
        // into what it is given), then 7680×4320 (snapped to the display's shape at 6 px/pt).
        let steps: [(name: String, width: Int, height: Int, times: Int)] = [("1×1", 1, 1, 2), ("7680×4320", 7680, 4320, 1)]
        for step in steps {
            for _ in 0..<step.times {
                host.resizeWindow(width: step.width, height: step.height)
                try host.run(frames: 3)
            }
            let size = host.window.pixelSize
            if step.width == 1 {
                #expect(size == (1, 1), "expected the window to stay 1×1 when the window manager insists, got \(size)")
            } else {
                #expect(size.height == 4320 && size.width <= 7680 && size.width > 1000,
                        "expected the 7680×4320 window snapped to the display's shape at full height, got \(size)")
            }
            try host.run(frames: 10)
            #expect(host.driver.hud.elementFrames == layout.elementFrames,
                    "expected the HUD to lay out in points as before at \(step.name); it changed")
            #expect(host.driver.hud.violations == layout.violations, "expected the same lint at \(step.name)")
            let shot = folder.appendingPathComponent("\(step.width).png").path
            try host.window.render(host.driver.drawList)
            try host.window.screenshot(to: shot)
            #expect(Self.pngSize(shot).map { $0 == (size.width, size.height) } == true,
                    "expected a \(size.width)×\(size.height) screenshot at \(step.name), got \(Self.pngSize(shot).map { "\($0)" } ?? "none")")
        }

        host.resizeWindow(width: first.width, height: first.height)
        try host.run(frames: 5)
        #expect(host.window.pixelSize == first, "expected the window back at \(first), got \(host.window.pixelSize)")
        #expect(host.driver.hud == layout, "expected the HUD as it was before the resizes")
        try twin.run(frames: host.driver.frame)
        let after = try host.window.readPixels(), expected = try twin.window.readPixels()
        #expect(after.width == expected.width && after.height == expected.height && after.bytes == expected.bytes,
                "expected the same pixels at the first size as a window that was never resized, after \(host.driver.frame) frames each")
        #expect(host.problems.isEmpty, "expected no problems reported, got \(host.problems)")
    }
}
