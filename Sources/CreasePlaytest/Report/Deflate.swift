/// A small deflate compressor (RFC 1951) for the chart PNGs: one block of fixed Huffman
/// codes, with matches searched only at distances 1 and 4 (a repeated byte, a repeated RGBA
/// pixel). Charts are runs of a few colours, so this shrinks them ~50× without a general
/// LZ77 search; anything else still comes out valid, just larger.
enum Deflate {
    /// Compresses bytes into a raw deflate stream (no zlib header).
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, count: 1) // final block
        writer.write(1, count: 2) // fixed Huffman codes
        var index = 0
        while index < bytes.count {
            var best = (length: 0, distance: 0)
            for distance in [1, 4] where index >= distance {
                var length = 0
                while length < 258, index + length < bytes.count, bytes[index + length] == bytes[index + length - distance] {
                    length += 1
                }
                if length > best.length { best = (length, distance) }
            }
            if best.length >= 3 {
                writeLength(best.length, to: &writer)
                writer.writeHuffman(UInt32(best.distance - 1), count: 5) // distance codes 0…3 are 1…4, no extra bits
                index += best.length
            } else {
                writeLiteral(Int(bytes[index]), to: &writer)
                index += 1
            }
        }
        writeLiteral(256, to: &writer)
        return writer.finish()
    }

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                                      131, 163, 195, 227, 258]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    private static func writeLength(_ length: Int, to writer: inout BitWriter) {
        var code = lengthBases.count - 1
        while lengthBases[code] > length { code -= 1 }
        writeLiteral(257 + code, to: &writer)
        if lengthExtraBits[code] > 0 {
            writer.write(UInt32(length - lengthBases[code]), count: lengthExtraBits[code])
        }
    }

    /// Writes a literal/length symbol with the fixed code table of RFC 1951 §3.2.6.
    private static func writeLiteral(_ symbol: Int, to writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeHuffman(UInt32(0x30 + symbol), count: 8)
        case 144...255: writer.writeHuffman(UInt32(0x190 + symbol - 144), count: 9)
        case 256...279: writer.writeHuffman(UInt32(symbol - 256), count: 7)
        default: writer.writeHuffman(UInt32(0xC0 + symbol - 280), count: 8)
        }
    }

    /// Packs bits least-significant first, as deflate does.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var filled = 0

        /// Writes `count` bits of a value, least significant first (headers, extra bits).
        mutating func write(_ value: UInt32, count: Int) {
            for bit in 0..<count { push((value >> UInt32(bit)) & 1) }
        }

        /// Writes a Huffman code, most significant bit first.
        mutating func writeHuffman(_ code: UInt32, count: Int) {
            for bit in stride(from: count - 1, through: 0, by: -1) { push((code >> UInt32(bit)) & 1) }
        }

        private mutating func push(_ bit: UInt32) {
            buffer |= bit << UInt32(filled)
            filled += 1
            if filled == 8 {
                bytes.append(UInt8(buffer))
                buffer = 0
                filled = 0
            }
        }

        mutating func finish() -> [UInt8] {
            if filled > 0 { bytes.append(UInt8(buffer)) }
            return bytes
        }
    }
}
