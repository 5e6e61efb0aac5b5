import RibInspector

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension BehaviourDiff {
    /// How much a RIB's time in the tree must change to count as a change:
    /// ``timeThresholdNanoseconds`` as a `Duration`.
    public var timeThreshold: Duration {
        .nanoseconds(Int64(clamping: timeThresholdNanoseconds))
    }

    /// Compares the analyses of two sessions, with the threshold as a `Duration`; see
    /// ``init(from:to:timeThresholdNanoseconds:)``.
    public init(from old: TraceAnalysis, to new: TraceAnalysis, timeThreshold: Duration) {
        self.init(from: old, to: new, timeThresholdNanoseconds: timeThreshold.clampedNanoseconds)
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension BehaviourDiff.TimeInTree {
    /// Its total time in the live tree in the old session, ``oldNanoseconds`` as a `Duration`.
    public var old: Duration? {
        oldNanoseconds.map { .nanoseconds(Int64(clamping: $0)) }
    }

    /// Its total time in the live tree in the new session, ``newNanoseconds`` as a `Duration`.
    public var new: Duration? {
        newNanoseconds.map { .nanoseconds(Int64(clamping: $0)) }
    }

    /// The new time less the old one, ``differenceNanoseconds`` as a `Duration`.
    public var difference: Duration {
        .nanoseconds(differenceNanoseconds)
    }

    /// Creates an entry from times as `Duration`s.
    public init(name: String, old: Duration?, new: Duration?) {
        self.init(name: name, oldNanoseconds: old?.clampedNanoseconds, newNanoseconds: new?.clampedNanoseconds)
    }
}
