import Foundation

/// This process's memory, read from /proc/self/status: what the bench and the soak report.
public enum ProcessMemory {
    /// Resident set size in MiB (VmRSS), or nil where /proc is unavailable.
    public static var residentMiB: Double? { field("VmRSS") }
    /// Peak resident set size in MiB (VmHWM).
    public static var peakMiB: Double? { field("VmHWM") }

    private static func field(_ name: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").compactMap { Double($0) }
            if let kibibytes = digits.first { return kibibytes / 1024 }
        }
        return nil
    }
}
