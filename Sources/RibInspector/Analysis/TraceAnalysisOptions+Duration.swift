@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TraceAnalysis.Options {
    /// How long a RIB may stay alive after it left the live tree before it counts as
    /// leaked: ``defaultLeakGraceNanoseconds`` as a `Duration`, one second.
    public static var defaultLeakGracePeriod: Duration {
        .nanoseconds(Int64(clamping: defaultLeakGraceNanoseconds))
    }

    /// How long a RIB may stay alive after it left the live tree before it counts as
    /// leaked: ``leakGraceNanoseconds`` as a `Duration`.
    public var leakGracePeriod: Duration {
        get { .nanoseconds(Int64(clamping: leakGraceNanoseconds)) }
        set { leakGraceNanoseconds = newValue.clampedNanoseconds }
    }

    /// Creates options with a grace period as a `Duration`; the other default is
    /// ``defaultMaximumDepth``.
    public init(leakGracePeriod: Duration, maximumDepth: Int = TraceAnalysis.Options.defaultMaximumDepth) {
        self.init(leakGraceNanoseconds: leakGracePeriod.clampedNanoseconds, maximumDepth: maximumDepth)
    }
}
