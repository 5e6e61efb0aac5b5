import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The process's resident set size in kilobytes, from `VmRSS` in
/// `/proc/self/status` (Linux only; nil elsewhere).
public func residentKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
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
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
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
