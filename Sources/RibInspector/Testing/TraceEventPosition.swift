/// Where an event sits in a trace: its index in ``Trace/events``, its sequence number and
/// its time.
///
/// Its ``description`` names the event the way every ribviz report and test failure
/// does, by its sequence number (the number `ribviz render --at` takes) and its time
/// since the session started: `event 12 at 1.250 s`.
public struct TraceEventPosition: Hashable, Sendable, CustomStringConvertible {
    /// The event's index in ``Trace/events``.
    public var index: Int
    /// The event's ``RibEvent/sequence``.
    public var sequence: UInt64
    /// The event's ``RibEvent/time``: nanoseconds since the session started.
    public var time: UInt64

    /// Creates a position from its parts.
    public init(index: Int, sequence: UInt64, time: UInt64) {
        self.index = index
        self.sequence = sequence
        self.time = time
    }

    /// The position of `event`, found at `index` in a trace's events.
    public init(index: Int, of event: RibEvent) {
        self.init(index: index, sequence: event.sequence, time: event.time)
    }

    public var description: String {
        "event \(sequence) at \(TimeWording.seconds(time))"
    }
}
