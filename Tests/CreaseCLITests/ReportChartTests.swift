@testable import CreaseTools
import Foundation
import Testing

/// The chart `crease report compare --chart` writes, drawn and encoded without SDL: the
/// checksums against their published check values, the deflate stream decoded again, and
/// both runs' curves on the canvas.
@Suite("crease report: chart and PNG encoder")
struct ReportChartTests {
    @Test("CRC-32 and Adler-32 give their published check values")
    func checksums() {
        #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926, "the CRC-32 check value")
        #expect(Checksum.crc32(Array("IEND".utf8)) == 0xAE42_6082, "every PNG's IEND chunk ends in AE 42 60 82")
        #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398, "Adler-32 of 'Wikipedia'")
        #expect(Checksum.adler32([]) == 1, "Adler-32 of nothing is 1")
        let long = [UInt8](repeating: 0xFF, count: 100_000)
        #expect(Checksum.adler32(long) == Self.slowAdler32(long), "sums of long inputs are reduced in time")
    }

    @Test("the zlib stream decodes back to its input", arguments: [0, 1, 2, 3, 258, 259, 1000, 5000])
    func roundTrip(length: Int) throws {
        var input: [UInt8] = []
        var value: UInt8 = 0
        while input.count < length {
            // Runs of every length from 1 up, of values over 143 too (their literal codes are 9 bits).
            let run = input.count % 7 + (input.count % 3 == 0 ? 300 : 1)
            input += [UInt8](repeating: value, count: Swift.min(run, length - input.count))
            value = value &+ 97
        }
        let stream = RunLengthDeflate.zlib(input)
        #expect(Array(stream.prefix(2)) == [0x78, 0x01], "a zlib header")
        let decoded = try #require(Self.inflateFixed(Array(stream.dropFirst(2).dropLast(4))), "the block should decode")
        #expect(decoded == input, "\(length) bytes should come back as they went in")
        let adler = stream.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(adler == Checksum.adler32(input), "the trailer is the input's Adler-32")
    }

    @Test("the PNG has its signature, a palette header of the chart's size, and valid chunk checksums")
    func pngChunks() throws {
        let image = FrameTimeChart.draw(base: ReportFixtures.frameTimes(count: 400), new: ReportFixtures.frameTimes(count: 400, median: 0.3, seed: 2))
        let bytes = [UInt8](image.png)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        var offset = 8
        var types: [String] = []
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            let crc = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            #expect(Checksum.crc32(typeAndData) == crc, "\(type)'s CRC should match")
            if type == "IHDR" {
                let width = typeAndData[4..<8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                let height = typeAndData[8..<12].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                #expect(width == UInt32(FrameTimeChart.width) && height == UInt32(FrameTimeChart.height), "the chart's size")
                #expect(typeAndData[12] == 8 && typeAndData[13] == 3, "8-bit palette colour")
            }
            types.append(type)
            offset += 12 + length
        }
        #expect(types == ["IHDR", "PLTE", "IDAT", "IEND"], "the chunks in order; got \(types)")
        #expect(bytes.count < 100_000, "flat colours compress; got \(bytes.count) bytes")
    }

    @Test("both curves are drawn, the slower run's to the right of the faster one's")
    func curves() {
        let base = ReportFixtures.frameTimes(count: 500, median: 0.2), new = ReportFixtures.frameTimes(count: 500, median: 0.4, seed: 3)
        let (canvas, axis) = FrameTimeChart.canvas(base: base, new: new)
        let all = base + new
        #expect(axis.contains(all.min() ?? 0) && axis.contains(all.max() ?? 0) && axis.upperBound / axis.lowerBound >= 10,
                "the axis spans every frame; got \(axis)")
        // Along the 50% line, the base curve is crossed first, then the new one.
        let row = FrameTimeChart.bottom - (FrameTimeChart.bottom - FrameTimeChart.top) / 2
        let columns = FrameTimeChart.left..<FrameTimeChart.right
        let baseColumn = columns.first { canvas.index(x: $0, y: row) == FrameTimeChart.baseColor }
        let newColumn = columns.first { canvas.index(x: $0, y: row) == FrameTimeChart.newColor }
        #expect(baseColumn != nil && newColumn != nil, "both curves cross the 50% line")
        #expect((baseColumn ?? 0) < (newColumn ?? 0), "the faster base run's curve is left of the new one's")
    }

    @Test("the axis goes from a 1-2-5 step under the fastest frame to one over the slowest")
    func axis() {
        #expect(FrameTimeChart.axisRange([0.087, 12.9]) == 0.05...20)
        #expect(FrameTimeChart.axisRange([0.3, 0.4]) == 0.1...1, "at least a factor 10 wide")
        #expect(FrameTimeChart.axisRange([0, -1]) == 0.01...1, "no positive frame: a default range")
        #expect(FrameTimeChart.ticks(0.05...20) == [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20])
    }

    static func slowAdler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// Decodes one final DEFLATE block with fixed Huffman codes (all the encoder writes).
    static func inflateFixed(_ data: [UInt8]) -> [UInt8]? {
        var position = 0
        func bit() -> Int? {
            guard position / 8 < data.count else { return nil }
            defer { position += 1 }
            return Int(data[position / 8] >> UInt8(position % 8)) & 1
        }
        func bits(_ count: Int) -> Int? {
            var value = 0
            for index in 0..<count {
                guard let next = bit() else { return nil }
                value |= next << index
            }
            return value
        }
        func huffman(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let next = bit() else { return nil }
                value = value << 1 | next
            }
            return value
        }
        guard bits(1) == 1, bits(2) == 1 else { return nil }
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var output: [UInt8] = []
        while true {
            // Fixed codes: 7 bits for 256–279, 8 for 0–143 and 280–287, 9 for 144–255.
            guard var code = huffman(7) else { return nil }
            var symbol: Int
            if code <= 0b0010111 {
                symbol = 256 + code
            } else {
                guard let next = bit() else { return nil }
                code = code << 1 | next
                if code >= 0x30 && code <= 0xBF {
                    symbol = code - 0x30
                } else if code >= 0xC0 && code <= 0xC7 {
                    symbol = 280 + code - 0xC0
                } else {
                    guard let last = bit() else { return nil }
                    symbol = 144 + (code << 1 | last) - 0x190
                }
            }
            if symbol < 256 { output.append(UInt8(symbol)); continue }
            if symbol == 256 { return output }
            let slot = symbol - 257
            guard slot < bases.count, let more = bits(extra[slot]), let distanceCode = huffman(5), distanceCode == 0, let previous = output.last else { return nil }
            output += [UInt8](repeating: previous, count: bases[slot] + more)
        }
    }
}
