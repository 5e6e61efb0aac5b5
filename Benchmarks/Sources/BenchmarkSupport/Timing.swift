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

/// `123 ms`, `1.23 s`.
public func duration(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.0f ms", seconds * 1000) : String(format: "%.2f s", seconds)
}

/// The median of some durations; the mean of the middle two for an even count.
public func median(_ durations: [Duration]) -> Duration {
    middleValue(of: durations, ifEmpty: .zero) { ($0 + $1) / 2 }
}

/// The middle value of `values`, or `average` of the two middle ones for an even count.
func middleValue<Value: Comparable>(of values: [Value], ifEmpty empty: Value, average: (Value, Value) -> Value) -> Value {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return empty }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? average(sorted[middle - 1], sorted[middle]) : sorted[middle]
}

/// Milliseconds with one decimal, such as `312.4 ms`.
public func milliseconds(_ duration: Duration) -> String {
    "\((duration.milliseconds * 10).rounded() / 10) ms"
}

/// How long `body` takes, on the monotonic clock.
public func measure(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
}

extension Duration {
    /// The duration in milliseconds, as a floating-point number.
    public var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}

/// How much processor time the calling thread spends in `body`: unlike ``measure(_:)``,
/// barely changed by other processes competing for the machine's cores.
public func measureProcessorTime(_ body: () throws -> Void) rethrows -> Duration {
    func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
    let start = now()
    try body()
    return now() - start
}

/// The processor time (user and system) of this process's children that have ended and
/// been waited for, so far: the difference around some ``ChildProcess`` runs is what
/// they cost, however busy the machine was.
public func finishedChildrenProcessorTime() -> Duration {
    let usage = finishedChildrenUsage()
    return .seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + .microseconds(Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec))
}

/// The resource usage of this process's children that have ended and been waited for,
/// so far (`getrusage(RUSAGE_CHILDREN)`).
public func finishedChildrenUsage() -> rusage {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    return usage
}
