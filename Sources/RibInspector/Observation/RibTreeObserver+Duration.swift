@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension RibTreeObserver {
    /// Syncs now, then every `interval` on the main queue, as
    /// ``start(intervalNanoseconds:)`` does: `observer.start(interval: .seconds(1))`.
    public func start(interval: Duration) {
        start(intervalNanoseconds: interval.clampedNanoseconds)
    }
}
