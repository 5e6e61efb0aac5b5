/// How long one RIB (every instance of one name, such as `LoggedIn`) spent in the live
/// tree during a session. Part of a ``TraceAnalysis``.
///
/// A RIB enters the live tree when its parent attaches it (or it is launched), and when a
/// detached RIB above it is attached again, since a detached subtree stays intact in RIBs;
/// it leaves when it or a RIB above it is detached, or when its root is deallocated. Each
/// stay is one attachment.
public struct RibLifetime: Hashable, Sendable {
    /// The RIB's name, for example `LoggedIn`.
    public var name: String
    /// The instances of the RIB the trace knows, in the order they were declared.
    public var instances: [RibID]
    /// How many times an instance entered the live tree.
    public var timesAttached: Int
    /// How long instances spent in the live tree in all, in nanoseconds. A stay that lasts
    /// to the end of the trace counts until ``Trace/endTime``.
    public var totalAttachedNanoseconds: UInt64
    /// The median length of one stay in nanoseconds; `nil` when the RIB was never attached.
    public var medianAttachedNanoseconds: UInt64?
    /// How many instances are in the live tree at the end of the trace.
    public var attachedAtEnd: Int
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension RibLifetime {
    /// How long instances spent in the live tree in all: ``totalAttachedNanoseconds`` as a
    /// `Duration`.
    public var totalAttachedTime: Duration {
        .nanoseconds(Int64(clamping: totalAttachedNanoseconds))
    }

    /// The median length of one stay, ``medianAttachedNanoseconds`` as a `Duration`; `nil`
    /// when the RIB was never attached.
    public var medianAttachedTime: Duration? {
        medianAttachedNanoseconds.map { .nanoseconds(Int64(clamping: $0)) }
    }
}
