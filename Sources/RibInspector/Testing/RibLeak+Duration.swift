@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension RibLeak {
    /// How long it stayed alive after ``detachEvent``: ``aliveNanoseconds`` as a `Duration`.
    public var aliveDuration: Duration {
        .nanoseconds(Int64(clamping: aliveNanoseconds))
    }
}
