import CMalloc
import Foundation

/// This process's memory: what the bench and the soak report, and the allocator housekeeping
/// that keeps a long session's resident size following what it actually holds.
public enum ProcessMemory {
    /// Resident set size in MiB (VmRSS), or nil where /proc is unavailable.
    public static var residentMiB: Double? { field("VmRSS") }
    /// Peak resident set size in MiB (VmHWM).
    public static var peakMiB: Double? { field("VmHWM") }

    /// Bytes the allocator has handed out and not had back, in MiB (glibc's `mallinfo2`: heap
    /// chunks in use plus mmapped blocks). Unlike RSS it does not count freed memory the
    /// allocator keeps, so it is the figure that moves with a leak.
    public static var heapInUseMiB: Double {
        let info = mallinfo2()
        return Double(info.uordblks + info.hblkhd) / 1_048_576
    }

    /// Gives the pages of freed heap memory back to the system (glibc's `malloc_trim(0)`).
    ///
    /// A host that caches text as textures frees and allocates many mid-sized blocks; glibc
    /// keeps the freed ones (scattered through its arenas) resident, so without this RSS
    /// climbs in steps over a long session although nothing leaks.
    public static func returnFreedPages() {
        _ = malloc_trim(0)
    }

    private static func field(_ name: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").compactMap { Double($0) }
            if let kibibytes = digits.first { return kibibytes / 1024 }
        }
        return nil
    }
}
