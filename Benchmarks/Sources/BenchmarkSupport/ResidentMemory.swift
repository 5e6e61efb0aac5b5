import Foundation

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
