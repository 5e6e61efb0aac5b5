/// The median of some durations; the mean of the middle two for an even count.
public func median(_ durations: [Duration]) -> Duration {
    let sorted = durations.sorted()
    guard !sorted.isEmpty else { return .zero }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
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
