import Foundation

/// The system's load average over the last minute, from `/proc/loadavg`, as printed there
/// (`1.42`); "unknown" where there is no such file. Benchmarks print it beside each figure,
/// so that a reader can tell a quiet machine's figures from a busy one's.
public func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
          let first = text.split(separator: " ").first else { return "unknown" }
    return String(first)
}
