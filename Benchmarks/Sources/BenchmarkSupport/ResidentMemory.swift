import CHeapUsage
import Foundation
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The resident set size in kilobytes of this process, or of the process `pid`, from
/// `VmRSS` in `/proc/<pid>/status` (Linux only; nil elsewhere).
public func residentKilobytes(of pid: Int32? = nil) -> Int? {
    statusKilobytes("VmRSS:", of: pid)
}

/// The largest resident set the process `pid` has had so far, in kilobytes, from `VmHWM`
/// (Linux only; nil elsewhere).
public func peakResidentKilobytes(of pid: Int32) -> Int? {
    statusKilobytes("VmHWM:", of: pid)
}

/// A kilobyte figure of `/proc/<pid>/status` (`/proc/self/status` without a pid).
private func statusKilobytes(_ field: String, of pid: Int32?) -> Int? {
    let path = "/proc/\(pid.map(String.init) ?? "self")/status"
    guard let status = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(field) {
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
    return nil
}

/// `12345 kB`, or `n/a` where the size is unknown.
public func describeKilobytes(_ kilobytes: Int?) -> String {
    kilobytes.map { "\($0) kB" } ?? "n/a"
}

/// The largest resident set this process has had so far, in bytes: `VmHWM` on Linux
/// (which, unlike `getrusage`, is not inherited from the parent process).
public func peakResidentBytes() -> Int {
    #if os(Linux)
        return (statusKilobytes("VmHWM:", of: nil) ?? 0) * 1024
    #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Apple platforms
    #endif
}

/// `12.3 MB`.
public func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1e6)
}

/// The bytes this process's `malloc` has handed out and not yet taken back (glibc's
/// `mallinfo2`, in every arena and in blocks mapped on their own; nil without it): what the structures alive now hold, without
/// the pages the allocator keeps free.
public func heapBytesInUse() -> Int? {
    let bytes = cheapusage_bytes_in_use()
    return bytes > 0 ? Int(bytes) : nil
}
