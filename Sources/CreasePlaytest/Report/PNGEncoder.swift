import Foundation

/// Writes an `RGBAImage` as a PNG file in pure Swift, so the frame-time chart can be saved
/// headless, without SDL2_image.
public enum PNGEncoder {
    /// The image as PNG bytes: 8-bit RGBA, no interlacing, each row filtered "Up" (minus the
    /// row above, which turns a chart's vertical runs into zeros) and deflated.
    public static func encode(_ image: RGBAImage) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        var raw = Data(capacity: image.height * (image.width * 4 + 1))
        let stride = image.width * 4
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                raw.append(2)
                for x in 0..<stride {
                    let above = y > 0 ? pixels[(y - 1) * stride + x] : 0
                    raw.append(pixels[y * stride + x] &- above)
                }
            }
        }
        appendChunk("IDAT", zlib(raw), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Writes the image to a file as PNG, atomically.
    public static func write(_ image: RGBAImage, to url: URL) throws {
        try AtomicFile.write(encode(image), to: url)
    }

    /// A zlib stream of the bytes, deflated with fixed Huffman codes.
    static func zlib(_ bytes: Data) -> Data {
        let array = [UInt8](bytes)
        var stream = Data([0x78, 0x01])
        stream.append(contentsOf: Deflate.compress(array))
        stream.appendBigEndian(adler32(array))
        return stream
    }

    /// Adler-32 of bytes, as zlib streams end with.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }

    /// CRC-32 (ISO-HDLC, as PNG chunks use) of bytes.
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        let typed = Data(type.utf8) + body
        png.append(typed)
        png.appendBigEndian(crc32(typed))
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
