import Crease
import CreaseHUD
import CreaseSDL
import Foundation

extension FuzzTarget {
    /// Draw lists, frame after frame, on CreaseSDL's renderer: the differential target.
    public static let drawList = FuzzTarget(
        name: "drawlist",
        feeds: "draw lists (FuzzDrawList: every command kind, extreme values, text of every script, missing images, deep stacks) drawn frame after frame on a 160×120 DrawListRenderer with damage tracking; each frame must equal a full redraw bit for bit, and every cache stay within its bound",
        seeds: { _ in
            let canvas = Rect(x: 0, y: 0, width: Double(DrawListFuzzing.width), height: Double(DrawListFuzzing.height))
            return [("every-kind", DrawListFuzzing.everyKindFrames(in: canvas), false), ("game-like", DrawListFuzzing.gameLikeFrames(), false),
                    ("scripts-small-atlas", DrawListFuzzing.scriptFrames(), true), ("deep-stacks", DrawListFuzzing.deepStackFrames(), false)]
                .map { FuzzSeed(name: "made-\($0.0)", data: FuzzDrawList.encode($0.1, clearColor: Color(red: 10, green: 20, blue: 30), smallAtlas: $0.2),
                                mustBeAccepted: true) }
                + DrawListFuzzing.extremeSeeds()
        },
        body: { data throws(FuzzFinding) in
            let decoded = FuzzDrawList(data)
            let tracked = try DrawListFuzzing.renderer(damageTracking: true, smallAtlas: decoded.smallAtlas)
            let full = try DrawListFuzzing.renderer(damageTracking: false, smallAtlas: decoded.smallAtlas)
            for (number, list) in decoded.frames.enumerated() {
                tracked.render(list, clearColor: decoded.clearColor)
                full.render(list, clearColor: decoded.clearColor)
                let a = tracked.frameBytes, b = full.frameBytes
                // memcmp: a loop of compares would be traced byte by byte by the coverage instrumentation.
                let same = a.count == b.count && a.withUnsafeBytes { x in
                    b.withUnsafeBytes { y in
                        guard let x = x.baseAddress, let y = y.baseAddress else { return true }
                        return memcmp(x, y, a.count) == 0
                    }
                }
                if !same {
                    let differing = stride(from: 0, to: a.count, by: 4).filter { a[$0..<$0 + 4] != b[$0..<$0 + 4] }
                    let first = (differing.first ?? 0) / 4
                    throw FuzzFinding("frame \(number + 1) of \(decoded.frames.count) (\(list.commands.count) commands): \(differing.count) pixels of the damage-tracked frame differ from a full redraw, the first at (\(first % DrawListFuzzing.width), \(first / DrawListFuzzing.width))")
                }
                for (renderer, what) in [(tracked, "damage-tracked"), (full, "full-redraw")] where !renderer.cacheUsage.isWithinBounds {
                    throw FuzzFinding("after frame \(number + 1), a cache of the \(what) renderer is past its bound: \(renderer.cacheUsage)")
                }
                DrawListFuzzing.framesCompared += 1
            }
            return .accepted
        })

    /// How many frames the draw-list target has drawn with damage tracking in this process and
    /// found equal to a full redraw.
    public static var drawListFramesCompared: Int { DrawListFuzzing.framesCompared }
}
