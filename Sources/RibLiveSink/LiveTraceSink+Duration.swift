import Foundation
import RibInspector

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension LiveTraceSink {
    /// How long records wait at most to gather into a batch: ``batchIntervalNanoseconds``
    /// as a `Duration` (zero sends them as soon as no request is under way).
    public var batchInterval: Duration {
        .nanoseconds(Int64(clamping: batchIntervalNanoseconds))
    }

    /// Creates a sink that sends to the `ribviz live` server at `url`, with its batch
    /// interval as a `Duration`; see ``init(url:session:token:capacity:batchIntervalNanoseconds:batchSize:)``.
    public convenience init(
        url: URL,
        session: String = LiveTraceSink.newSessionName(),
        token: String? = nil,
        capacity: Int = LiveTraceSink.defaultCapacity,
        batchInterval: Duration,
        batchSize: Int = 500
    ) {
        self.init(
            url: url,
            session: session,
            token: token,
            capacity: capacity,
            batchIntervalNanoseconds: batchInterval.clampedNanoseconds,
            batchSize: batchSize
        )
    }

    /// Waits, up to `timeout`, until the server holds every record kept so far, as
    /// ``waitUntilSent(timeoutNanoseconds:)`` does.
    ///
    /// - Returns: Whether everything was sent in time.
    @discardableResult
    public func waitUntilSent(timeout: Duration) -> Bool {
        waitUntilSent(timeoutNanoseconds: timeout.clampedNanoseconds)
    }
}
