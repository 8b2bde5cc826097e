@testable import CreaseSDL
import Testing

/// Blending a colour over a row, four pixels at a time, gives each pixel exactly what the
/// one-pixel `blend` does, over any pixels, at any opacity.
@Suite struct CanvasBlendTests {
    /// Rows of pixels that change every pixel, that run in flat colour, and that mix both,
    /// with lengths that leave every remainder of four.
    private static func rows() -> [[UInt32]] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return 0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 33) & 0xFF_FFFF
        }
        var rows: [[UInt32]] = []
        for length in [1, 3, 4, 5, 7, 8, 13, 64, 67] {
            rows.append((0..<length).map { _ in next() })
            rows.append([UInt32](repeating: next(), count: length))
            let flat = next()
            rows.append((0..<length).map { $0 % 11 < 6 ? flat : next() })
        }
        return rows
    }

    @Test func aRowBlendsAsEachPixelDoes() {
        let sources: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0xFF12_3456, 0xFFFE_01A7]
        for row in Self.rows() {
            for source in sources {
                for alpha in [UInt32(1), 2, 60, 127, 128, 129, 200, 254] {
                    var pixels = row
                    pixels.withUnsafeMutableBufferPointer { Canvas.blend($0.baseAddress!, 0..<row.count, source, alpha) }
                    let expected = row.map { Canvas.blend($0, source, alpha) }
                    #expect(pixels == expected, "a row of \(row.count) at opacity \(alpha) over \(String(source, radix: 16))")
                }
            }
        }
    }

    @Test func onlyTheColumnsGivenChange() {
        let row = [UInt32](repeating: 0xFF20_4060, count: 16)
        var pixels = row
        pixels.withUnsafeMutableBufferPointer { Canvas.blend($0.baseAddress!, 3..<10, 0xFFFF_FFFF, 100) }
        #expect(Array(pixels[0..<3]) == Array(row[0..<3]) && Array(pixels[10...]) == Array(row[10...]))
        #expect(pixels[3..<10].allSatisfy { $0 == Canvas.blend(0xFF20_4060, 0xFFFF_FFFF, 100) })
    }
}
