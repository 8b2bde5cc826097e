import Foundation

/// Reads this process's memory from /proc/self/status: resident now and the peak.
enum MemoryProbe {
    /// Resident set size in MiB (VmRSS), or nil where /proc is unavailable.
    static var residentMiB: Double? { field("VmRSS") }
    /// Peak resident set size in MiB (VmHWM).
    static var peakMiB: Double? { field("VmHWM") }

    private static func field(_ name: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").compactMap { Double($0) }
            if let kibibytes = digits.first { return kibibytes / 1024 }
        }
        return nil
    }
}
