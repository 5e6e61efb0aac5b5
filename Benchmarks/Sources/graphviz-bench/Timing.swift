/// The median of some durations; the mean of the middle two for an even count.
func median(_ durations: [Duration]) -> Duration {
    let sorted = durations.sorted()
    guard !sorted.isEmpty else { return .zero }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Milliseconds with one decimal, such as `312.4 ms`.
func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    return "\((value * 10).rounded() / 10) ms"
}

/// How long `body` takes, on the monotonic clock.
func measure(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
}
