import Dispatch

/// A repeating Dispatch timer that stops when it is released.
final class RepeatingTimer {
    /// The shortest interval the timer accepts, in nanoseconds; shorter ones are raised to it.
    static let minimumIntervalNanoseconds: UInt64 = 1_000_000

    private let source: DispatchSourceTimer

    /// Starts calling `handler` on `queue` every `intervalNanoseconds`, first after one interval.
    ///
    /// `onCancel` is called on `queue` once the released timer can call `handler` no more
    /// (Dispatch's cancel handler): a seam for tests.
    init(
        intervalNanoseconds: UInt64, queue: DispatchQueue, onCancel: (@Sendable () -> Void)? = nil,
        handler: @escaping @Sendable () -> Void
    ) {
        let period = max(intervalNanoseconds, Self.minimumIntervalNanoseconds)
        source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(
            deadline: .now() + Self.dispatchInterval(nanoseconds: period),
            repeating: Self.dispatchInterval(nanoseconds: period),
            leeway: Self.dispatchInterval(nanoseconds: period / 10)
        )
        source.setEventHandler(handler: handler)
        if let onCancel { source.setCancelHandler(handler: onCancel) }
        source.resume()
    }

    deinit {
        source.cancel()
    }

    /// `nanoseconds` as Dispatch counts it: in nanoseconds while they fit in an `Int` (2.1 s
    /// on 32-bit watches), in milliseconds beyond, capped at `Int.max` of them.
    static func dispatchInterval(nanoseconds: UInt64) -> DispatchTimeInterval {
        nanoseconds <= UInt64(Int.max) ? .nanoseconds(Int(nanoseconds)) : .milliseconds(Int(clamping: nanoseconds / 1_000_000))
    }
}
