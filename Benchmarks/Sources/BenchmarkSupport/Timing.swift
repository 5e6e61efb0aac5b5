import Foundation

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
