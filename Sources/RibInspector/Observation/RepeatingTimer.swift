import Dispatch

/// A repeating Dispatch timer that stops when it is released.
final class RepeatingTimer {
    /// The shortest interval the timer accepts; shorter ones are raised to it.
    static let minimumInterval = Duration.milliseconds(1)

    private let source: DispatchSourceTimer

    /// Starts calling `handler` on `queue` every `interval`, first after one interval.
    init(interval: Duration, queue: DispatchQueue, handler: @escaping @Sendable () -> Void) {
        let period = Self.nanoseconds(of: max(interval, Self.minimumInterval))
        source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(
            deadline: .now() + .nanoseconds(period),
            repeating: .nanoseconds(period),
            leeway: .nanoseconds(period / 10)
        )
        source.setEventHandler(handler: handler)
        source.resume()
    }

    deinit {
        source.cancel()
    }

    /// The duration in nanoseconds, capped at about 30 years so it fits in an `Int`.
    private static func nanoseconds(of duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(min(seconds, 1_000_000_000)) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }
}
