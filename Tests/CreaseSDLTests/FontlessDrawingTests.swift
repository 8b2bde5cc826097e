import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// Drawing that has no text needs no font: a renderer made without fonts draws shapes as one
/// with fonts does, and text it is handed is left out with one problem said, never a crash.
@MainActor
@Suite struct FontlessDrawingTests {
    private func renderer(fonts: FontFiles?) throws -> DrawListRenderer {
        try SDLLibrary.start(.headless)
        return try DrawListRenderer(fonts: fonts, transform: PixelTransform(scale: 1), displayBounds: Rect(x: 0, y: 0, width: 64, height: 64),
                                    width: 64, height: 64, damageTracking: false)
    }

    @Test func shapesDrawTheSameWithoutFonts() throws {
        var list = DrawList()
        list.fillCircle(center: Point(x: 30.5, y: 31.25), radius: 17, .white)
        list.fill(Rect(x: 4, y: 4, width: 10, height: 6), cornerRadius: 3, Color(red: 200, green: 40, blue: 40))
        let fontless = try renderer(fonts: nil), usual = try renderer(fonts: try FontFiles())
        fontless.render(list, clearColor: .black)
        usual.render(list, clearColor: .black)
        #expect(fontless.rgbaBytes() == usual.rgbaBytes())
        #expect(fontless.rgbaBytes().contains { $0 > 0 && $0 < 255 }, "the disc's edge should carry partial coverage")
    }

    @Test func textWithoutFontsIsLeftOutAndSaidOnce() throws {
        let fontless = try renderer(fonts: nil)
        var problems: [String] = []
        fontless.images.report = { problems.append($0) }
        var list = DrawList()
        list.text("Score 10", at: Point(x: 4, y: 4), font: .body, .white)
        fontless.render(list, clearColor: .black)
        fontless.render(list, clearColor: .black)
        #expect(fontless.rgbaBytes().allSatisfy { $0 == 0 || $0 == 255 }, "nothing of the text should be drawn")
        #expect(problems.count == 1 && problems[0].contains("no font"), "\(problems)")
        #expect(fontless.measurer.measure("Score 10", font: .body).width == 0)
    }
}
