import RibInspector

/// A recorded example session: its trace and the moments worth showing.
public struct ExampleRecording: Sendable {
    /// The session's trace.
    public let trace: Trace
    /// The moments worth showing, in the order they happened.
    public let milestones: [ExampleMilestone]

    /// The tree at the milestone with this name, if the session has one.
    ///
    /// - Throws: ``TraceReplayError`` if the trace cannot be replayed up to it.
    public func snapshot(atMilestone name: String) throws(TraceReplayError) -> RibTreeSnapshot? {
        guard let milestone = milestones.first(where: { $0.name == name }) else { return nil }
        return try trace.snapshot(afterEvents: milestone.eventCount)
    }
}

/// A moment of an example session, such as "logged in": how many events had happened and
/// when.
public struct ExampleMilestone: Hashable, Sendable {
    /// What had just happened, in a few words.
    public let name: String
    /// How many of the trace's events had happened.
    public let eventCount: Int
    /// Nanoseconds since the session started.
    public let time: UInt64
}
