/// Just enough inflate (RFC 1951) to check the chart PNG's one fixed-Huffman block.
enum FixedHuffmanInflater {
    /// Decodes a raw deflate stream of fixed-Huffman blocks; nil when it is malformed.
    static func inflate(_ bytes: [UInt8]) -> [UInt8]? {
        var reader = BitReader(bytes: bytes)
        var output: [UInt8] = []
        let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                             4097, 6145, 8193, 12289, 16385, 24577]
        let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
        var isFinal = false
        while !isFinal {
            guard let final = reader.bits(1), let type = reader.bits(2), type == 1 else { return nil }
            isFinal = final == 1
            while true {
                guard var code = reader.huffman(7) else { return nil }
                let symbol: Int
                if code <= 23 {
                    symbol = 256 + code
                } else {
                    guard let bit = reader.huffman(1) else { return nil }
                    code = code << 1 | bit
                    if (0x30...0xBF).contains(code) {
                        symbol = code - 0x30
                    } else if (0xC0...0xC7).contains(code) {
                        symbol = 280 + code - 0xC0
                    } else {
                        guard let last = reader.huffman(1) else { return nil }
                        symbol = 144 + (code << 1 | last) - 0x190
                    }
                }
                if symbol < 256 { output.append(UInt8(symbol)); continue }
                if symbol == 256 { break }
                let index = symbol - 257
                guard index < lengthBases.count, let extra = reader.bits(lengthExtra[index]),
                      let distanceCode = reader.huffman(5), distanceCode < distanceBases.count,
                      let distanceBits = reader.bits(distanceExtra[distanceCode]) else { return nil }
                let length = lengthBases[index] + extra
                let distance = distanceBases[distanceCode] + distanceBits
                guard distance <= output.count else { return nil }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }
        return output
    }

    private struct BitReader {
        let bytes: [UInt8]
        var position = 0

        mutating func bit() -> Int? {
            guard position / 8 < bytes.count else { return nil }
            defer { position += 1 }
            return Int(bytes[position / 8] >> UInt8(position % 8)) & 1
        }

        /// `count` bits, least significant first.
        mutating func bits(_ count: Int) -> Int? {
            var value = 0
            for shift in 0..<count {
                guard let next = bit() else { return nil }
                value |= next << shift
            }
            return value
        }

        /// `count` bits of a Huffman code, most significant first.
        mutating func huffman(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let next = bit() else { return nil }
                value = value << 1 | next
            }
            return value
        }
    }
}
