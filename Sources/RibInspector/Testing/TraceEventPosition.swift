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
        "event \(sequence) at \(DurationText.seconds(nanoseconds: time))"
    }
}

/// Durations as test messages write them: seconds with three decimals, `1.250 s`,
/// rounded to the nearest millisecond (ribviz's pictures round the same way).
package enum DurationText {
    package static func seconds(nanoseconds: UInt64) -> String {
        // Rounded without adding first, which could overflow for a time near UInt64.max.
        let milliseconds = nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 >= 500_000 ? 1 : 0)
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}
