/// A recorded session in figures: how long it lasted, how many events and RIBs it saw and
/// how large and deep its tree grew. Part of a ``TraceAnalysis``.
public struct SessionSummary: Hashable, Sendable {
    /// The deepest point the live tree reached.
    public struct Deepest: Hashable, Sendable {
        /// The depth, the root being at depth 0.
        public var depth: Int
        /// The first RIB that sat that deep.
        public var rib: RibID
        /// The event that brought it there.
        public var event: TraceEventPosition
    }

    /// The app and the session, as the trace's header gives them.
    public var header: TraceHeader
    /// How many events the trace holds.
    public var eventCount: Int
    /// How many events the session had that the trace lacks: those before its first
    /// sequence number (a recorder's ring buffer keeps only the latest) and those in gaps.
    /// When it is not 0, findings may come from the missing part.
    public var droppedEventCount: UInt64
    /// How long the session lasted, in nanoseconds: from its start to the end of the trace
    /// (``Trace/endTime``), when recording stopped or, if the trace does not say, its last
    /// event.
    public var durationNanoseconds: UInt64
    /// How many RIB instances the trace knows.
    public var ribInstanceCount: Int
    /// How many different RIBs (distinct names) the trace knows.
    public var ribCount: Int
    /// How many scope instances (components) the trace declares.
    public var scopeCount: Int
    /// How many workflow runs the trace declares.
    public var workflowCount: Int
    /// The deepest point of the live tree; `nil` when no RIB was ever in a live tree.
    public var deepest: Deepest?
    /// The most RIBs that were in the live tree at once.
    public var peakAttachedCount: Int
    /// Whether the trace records interactors' activity (`activate` events). An observer
    /// that cannot see activeness records none, and the activity checks are skipped.
    public var recordsActivity: Bool
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SessionSummary {
    /// How long the session lasted: ``durationNanoseconds`` as a `Duration`.
    public var duration: Duration {
        .nanoseconds(Int64(clamping: durationNanoseconds))
    }
}
