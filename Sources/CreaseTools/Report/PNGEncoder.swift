import Foundation

/// Writes an `IndexedCanvas` as a PNG file's bytes: an 8-bit palette image (colour type 3),
/// its rows deflated by `RunLengthDeflate`. No SDL, so `crease` draws charts anywhere.
enum PNGEncoder {
    /// The PNG file's bytes.
    static func encode(_ canvas: IndexedCanvas) -> Data {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(canvas.width))
        header += bigEndian(UInt32(canvas.height))
        header += [8, 3, 0, 0, 0]  // 8 bits per index, palette colour, deflate, adaptive filters, no interlace
        chunk("IHDR", header, into: &file)
        chunk("PLTE", canvas.palette.flatMap { [$0.red, $0.green, $0.blue] }, into: &file)
        var rows: [UInt8] = []
        rows.reserveCapacity((canvas.width + 1) * canvas.height)
        for y in 0..<canvas.height {
            rows.append(0)  // filter: none
            rows += canvas.pixels[(y * canvas.width)..<((y + 1) * canvas.width)]
        }
        chunk("IDAT", RunLengthDeflate.zlib(rows), into: &file)
        chunk("IEND", [], into: &file)
        return Data(file)
    }

    /// Appends a chunk: length, type, data, and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        file += bigEndian(Checksum.crc32(data, continuing: Checksum.crc32(typeBytes)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
