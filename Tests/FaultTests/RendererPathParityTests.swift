import Crease
import Foundation
import Testing

/// The same frames through SDL's OpenGL renderer (Mesa's llvmpipe on Xvfb) and through the
/// window's own surface (the software path): a desktop with a GPU sees the same picture.
@Suite struct RendererPathParityTests {
    static let canRun = XvfbDisplay.isAvailable && BuiltProgram.tool("compare") != nil

    /// crease-viewer's frame in a real X window, saved from what SDL shows.
    private func screenshot(renderer: String, posture: String, display: String, folder: URL) throws -> URL {
        let program = try #require(BuiltProgram.path("crease-viewer"), "expected the built crease-viewer")
        let output = folder.appendingPathComponent("\(renderer)-\(posture).png")
        let run = try BuiltProgram.run([program, "--posture", posture, "--scale", "1", "--frames", "3", "--screenshot", output.path],
                                       environment: ["DISPLAY": display, "CREASE_RENDERER": renderer, "SDL_VIDEODRIVER": "x11"], in: folder)
        #expect(run.status == 0, "expected crease-viewer with CREASE_RENDERER=\(renderer) to succeed, got \(run.status): \(run.summary)")
        return output
    }

    @Test("OpenGL and the software path show the same frame", .enabled(if: canRun, "needs Xvfb, Mesa and ImageMagick (scripts/setup --test)"),
          arguments: ["tabletop", "book"])
    func openGLMatchesSoftware(posture: String) throws {
        let folder = try BuiltProgram.scratchFolder("renderer-paths")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xvfb = try XvfbDisplay()
        defer { xvfb.stop() }
        let gl = try screenshot(renderer: "opengl", posture: posture, display: xvfb.display, folder: folder)
        let software = try screenshot(renderer: "software", posture: posture, display: xvfb.display, folder: folder)
        let compare = try #require(BuiltProgram.tool("compare"))
        // Differing pixels beyond 2% per channel (ImageMagick prints the count on stderr).
        let result = try BuiltProgram.run([compare, "-metric", "AE", "-fuzz", "2%", gl.path, software.path, "null:"], in: folder)
        let count = Double(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").first ?? "") ?? -1
        #expect(count >= 0 && count <= 50,
                "expected OpenGL's frame to match the software path's within 2% per channel, \(result.stderr) pixels differ")
    }
}
