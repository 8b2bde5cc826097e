import Crease
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

    @Test("the image data inflates back to the Up-filtered rows")
    func roundTrip() throws {
        var image = RGBAImage(width: 5, height: 3, fill: RGBA(10, 20, 30))
        image.set(x: 1, y: 1, RGBA(200, 100, 50, 128))
        let png = [UInt8](PNGEncoder.encode(image))
        let idatStart = 8 + 12 + 13
        let length = png[idatStart..<(idatStart + 4)].reduce(0) { $0 << 8 | Int($1) }
        let zlib = Array(png[(idatStart + 8)..<(idatStart + 8 + length)])
        #expect(zlib.prefix(2) == [0x78, 0x01], "a zlib header should lead the image data")
        let raw = try #require(FixedHuffmanInflater.inflate(Array(zlib.dropFirst(2).dropLast(4))), "the deflate stream should decode")
        var unfiltered: [UInt8] = []
        for y in 0..<3 {
            let row = raw[(y * 21)..<((y + 1) * 21)]
            #expect(row.first == 2, "row \(y) should use the Up filter")
            for (x, byte) in row.dropFirst().enumerated() {
                unfiltered.append(byte &+ (y > 0 ? unfiltered[(y - 1) * 20 + x] : 0))
            }
        }
        #expect(unfiltered == image.pixels, "undoing the filter should give the pixels back")
        let adler = zlib.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(adler == PNGEncoder.adler32(raw), "the zlib trailer should be the Adler-32 of the filtered rows")
    }

    @Test("deflate round-trips runs, repeats and noise")
    func deflate() throws {
        var random = SeededRandom(seed: 3)
        let noise = (0..<2000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let samples: [[UInt8]] = [[], [7], Array(repeating: 9, count: 70_000), Array([[1, 2, 3, 4]].joined()) + Array(repeating: 0, count: 600), noise]
        for sample in samples {
            let packed = Deflate.compress(sample)
            #expect(FixedHuffmanInflater.inflate(packed) == sample, "a \(sample.count)-byte sample should inflate back unchanged")
        }
        #expect(Deflate.compress(Array(repeating: 0, count: 100_000)).count < 1000, "a long run should shrink a hundredfold")
    }
}
