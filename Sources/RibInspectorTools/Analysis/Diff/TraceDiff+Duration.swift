import RibInspector

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TraceDiff {
    /// The change of a RIB's time in the tree that counts by default:
    /// ``defaultTimeThresholdNanoseconds`` as a `Duration`, 1 s.
    public static var defaultTimeThreshold: Duration {
        .nanoseconds(Int64(clamping: defaultTimeThresholdNanoseconds))
    }

    /// Compares two sessions, with the time threshold as a `Duration`; see
    /// ``init(from:to:options:timeThresholdNanoseconds:)``.
    public init(from old: Trace, to new: Trace, options: TraceAnalysis.Options = TraceAnalysis.Options(), timeThreshold: Duration) {
        self.init(from: old, to: new, options: options, timeThresholdNanoseconds: timeThreshold.clampedNanoseconds)
    }
}
