/// Steps through a trace's events, keeping the tree they build.
///
/// ```swift
/// var replay = TraceReplay(trace)
/// try replay.advance(to: 12)          // the tree after the first 12 events
/// print(replay.snapshot)              // Root / ├─ LoggedIn / …
/// ```
public struct TraceReplay: Sendable {
    /// The trace being replayed.
    public let trace: Trace
    /// The tree after the events applied so far.
    public private(set) var tree = RibTree()
    /// How many events have been applied; the next one is `trace.events[position]`.
    public private(set) var position = 0

    /// Starts before the trace's first event.
    public init(_ trace: Trace) {
        self.trace = trace
    }

    /// Applies the next event and returns it, or returns `nil` at the end.
    @discardableResult
    public mutating func step() throws(TraceReplayError) -> RibEvent? {
        guard position < trace.events.count else { return nil }
        let event = trace.events[position]
        do {
            try tree.apply(event)
        } catch {
            throw TraceReplayError(eventIndex: position, event: event, reason: error)
        }
        position += 1
        return event
    }

    /// Applies events until `count` events have been applied (or the trace ends).
    /// Going backwards starts over from the first event.
    public mutating func advance(to count: Int) throws(TraceReplayError) {
        if count < position {
            tree = RibTree()
            position = 0
        }
        while position < min(count, trace.events.count) {
            try step()
        }
    }

    /// Applies every event that happened at or before `time` (nanoseconds since the
    /// session started).
    public mutating func advance(throughTime time: UInt64) throws(TraceReplayError) {
        if position > 0, trace.events[position - 1].time > time {
            tree = RibTree()
            position = 0
        }
        while position < trace.events.count, trace.events[position].time <= time {
            try step()
        }
    }

    /// Applies every remaining event.
    public mutating func advanceToEnd() throws(TraceReplayError) {
        try advance(to: trace.events.count)
    }

    /// The current tree with the trace's names, ready to print or render.
    public var snapshot: RibTreeSnapshot {
        RibTreeSnapshot(trace: trace, tree: tree, eventCount: position)
    }
}

/// An event of a trace that cannot be replayed.
public struct TraceReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event's index in ``Trace/events``.
    public var eventIndex: Int
    /// The event.
    public var event: RibEvent
    /// What it contradicts.
    public var reason: ReplayError

    /// Creates an error for `event`, the event at `eventIndex`, which contradicts the tree
    /// for `reason`.
    public init(eventIndex: Int, event: RibEvent, reason: ReplayError) {
        self.eventIndex = eventIndex
        self.event = event
        self.reason = reason
    }

    public var description: String {
        "\(TraceEventPosition(index: eventIndex, of: event)): \(reason)"
    }
}

extension Trace {
    /// The tree after the first `count` events.
    public func snapshot(afterEvents count: Int) throws(TraceReplayError) -> RibTreeSnapshot {
        var replay = TraceReplay(self)
        try replay.advance(to: count)
        return replay.snapshot
    }

    /// The tree after every event that happened at or before `time` (nanoseconds since
    /// the session started).
    public func snapshot(atTime time: UInt64) throws(TraceReplayError) -> RibTreeSnapshot {
        var replay = TraceReplay(self)
        try replay.advance(throughTime: time)
        return replay.snapshot
    }

    /// The tree after the last event.
    public func finalSnapshot() throws(TraceReplayError) -> RibTreeSnapshot {
        try snapshot(afterEvents: events.count)
    }
}
