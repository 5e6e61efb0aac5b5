import Foundation
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The system's load averages over the last 1, 5 and 15 minutes, as `uptime` prints them
/// (`load average 1.52, 1.31, 0.98`), or `load average unknown` when the system does not
/// say: printed beside timings so a reader can tell a quiet run from a busy one.
public func loadAverageDescription() -> String {
    guard let loads = loadAverages() else { return "load average unknown" }
    return "load average " + loads.map { String(format: "%.2f", $0) }.joined(separator: ", ")
}

/// The system's load average over the last minute (`1.42`), or "unknown" when the system
/// does not say: printed beside each figure where a whole line would be too much.
public func loadAverage() -> String {
    guard let loads = loadAverages() else { return "unknown" }
    return String(format: "%.2f", loads[0])
}

private func loadAverages() -> [Double]? {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) == 3 ? loads : nil
}
