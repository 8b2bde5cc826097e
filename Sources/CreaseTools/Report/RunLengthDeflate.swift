/// A zlib stream (RFC 1950) holding one DEFLATE block (RFC 1951) with the fixed Huffman codes,
/// in which every run of a repeated byte is a back-reference at distance 1: enough to shrink
/// a chart of flat colours a hundredfold, without a general compressor (Foundation on Linux has
/// no zlib API).
enum RunLengthDeflate {
    /// The zlib stream of `bytes`: header, the block, then the Adler-32 of `bytes`.
    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]  // deflate, 32 KiB window, no dictionary; (0x78 << 8 | 0x01) % 31 == 0
        writer.write(1, bits: 1)  // the final block
        writer.write(1, bits: 2)  // fixed Huffman codes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            writer.literal(Int(byte))
            index += 1
            var run = 0
            while run < 258 && index + run < bytes.count && bytes[index + run] == byte { run += 1 }
            if run >= 3 {
                writer.length(run)
                writer.write(0, bits: 5)  // distance code 0: distance 1, no extra bits
                index += run
            }
        }
        writer.literal(256)  // end of block
        writer.flush()
        let adler = Checksum.adler32(bytes)
        writer.bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return writer.bytes
    }

    /// Length codes 257…285: the shortest length of each and its extra bits.
    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// Packs bits least significant first, as DEFLATE stores them.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var count = 0

        /// Writes the low `bits` bits of `value`, least significant first (header fields, extra bits).
        mutating func write(_ value: Int, bits: Int) {
            buffer |= UInt32(value & ((1 << bits) - 1)) << count
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// Writes a Huffman code of `bits` bits, most significant first.
        mutating func code(_ value: Int, bits: Int) {
            var reversed = 0
            for bit in 0..<bits where value & (1 << bit) != 0 { reversed |= 1 << (bits - 1 - bit) }
            write(reversed, bits: bits)
        }

        /// A literal byte or the end-of-block symbol (0…256) in the fixed literal/length code.
        mutating func literal(_ symbol: Int) { fixedCode(symbol) }

        /// A match length (3…258): its length code, then the extra bits.
        mutating func length(_ length: Int) {
            var slot = RunLengthDeflate.lengthBases.count - 1
            while RunLengthDeflate.lengthBases[slot] > length { slot -= 1 }
            fixedCode(257 + slot)
            write(length - RunLengthDeflate.lengthBases[slot], bits: RunLengthDeflate.lengthExtraBits[slot])
        }

        /// The fixed literal/length code of a symbol (RFC 1951, 3.2.6).
        private mutating func fixedCode(_ symbol: Int) {
            switch symbol {
            case 0...143: code(0x30 + symbol, bits: 8)
            case 144...255: code(0x190 + symbol - 144, bits: 9)
            case 256...279: code(symbol - 256, bits: 7)
            default: code(0xC0 + symbol - 280, bits: 8)
            }
        }

        /// Pads the last byte with zero bits.
        mutating func flush() {
            if count > 0 { write(0, bits: 8 - count) }
        }
    }
}
