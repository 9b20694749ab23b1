import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Readings of the kernel's clocks and counters for the performance metrics.
enum MonotonicClock {
    /// `CLOCK_MONOTONIC` in nanoseconds.
    static func nanoseconds() -> UInt64 { read(CLOCK_MONOTONIC) }

    /// The process's CPU time (`CLOCK_PROCESS_CPUTIME_ID`) in nanoseconds.
    static func processCPUNanoseconds() -> UInt64 { read(CLOCK_PROCESS_CPUTIME_ID) }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The process's resident memory in bytes (`/proc/self/statm`), 0 where unreadable.
    static func residentBytes() -> UInt64 {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = UInt64(fields[1]) else { return 0 }
        return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The bytes the process has passed to `write` and similar calls (`wchar` of
    /// `/proc/self/io`): its logical writes. Nil where the kernel does not provide the file.
    static func logicalWriteBytes() -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
            return UInt64(line.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
