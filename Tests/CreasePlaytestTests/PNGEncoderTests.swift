import Foundation
import Testing
@testable import CreasePlaytest

@Suite("PNGEncoder")
struct PNGEncoderTests {
    @Test("writes a PNG signature, IHDR with the size, and chunk CRCs that check")
    func structure() {
        var image = RGBAImage(width: 3, height: 2, fill: RGBA(1, 2, 3))
        image.set(x: 2, y: 1, RGBA(255, 0, 0))
        let png = [UInt8](PNGEncoder.encode(image))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature should lead")
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR", "the first chunk should be IHDR")
        #expect(Array(png[16..<24]) == [0, 0, 0, 3, 0, 0, 0, 2], "IHDR should give width 3, height 2")
        var offset = 8
        var types: [String] = []
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let typed = Array(png[(offset + 4)..<(offset + 8 + length)])
            let stored = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(PNGEncoder.crc32(typed) == stored, "chunk \(String(decoding: typed.prefix(4), as: UTF8.self)) CRC should check")
            types.append(String(decoding: typed.prefix(4), as: UTF8.self))
            offset += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"], "chunks should be IHDR, IDAT, IEND, got \(types)")
    }

    @Test("CRC-32 and Adler-32 match their reference values")
    func checksums() {
        #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926, "CRC-32 of 123456789 is cbf43926")
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398, "Adler-32 of Wikipedia is 11e60398")
    }

    @Test("large images are split into stored blocks of at most 65535 bytes")
    func storedBlocks() {
        let raw = Data(repeating: 7, count: 150_000)
        let stream = [UInt8](PNGEncoder.zlibStored(raw))
        #expect(stream.count == 2 + 3 * 5 + 150_000 + 4, "three stored blocks: header, 3 × 5 block headers, data, Adler-32")
        #expect(stream[2] == 0 && stream[2 + 5 + 65_535] == 0 && stream[2 + 10 + 131_070] == 1, "only the last block is final")
    }
}
