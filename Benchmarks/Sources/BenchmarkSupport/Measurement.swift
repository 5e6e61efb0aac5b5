import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Nanoseconds from the system's monotonic clock.
public func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Runs `body` and returns how long it took, in seconds.
public func secondsToRun(_ body: () throws -> Void) rethrows -> Double {
    let start = monotonicNanoseconds()
    try body()
    return Double(monotonicNanoseconds() - start) / 1e9
}

/// The middle value (the mean of the two middle values for an even count).
public func median(_ values: [Double]) -> Double {
    middleValue(of: values, ifEmpty: .nan) { ($0 + $1) / 2 }
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

/// `123 ms`, `1.23 s`.
public func duration(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.0f ms", seconds * 1000) : String(format: "%.2f s", seconds)
}

/// A benchmark that cannot go on, with the reason.
public struct BenchmarkError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Runs a program and returns what it printed on its standard output.
public func runProgram(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
}

/// The full path of a program on `PATH`, if there is one.
public func programPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
