import Foundation
import RibInspector

/// A tree state to draw: after how many events, and the name of its files without the
/// extension: `tree-000042` after event 42, `tree-final` at the end, `tree-at-2.5s` at a
/// time.
///
/// ```swift
/// let moments = try DrawnMoment.everyState(of: trace, includingDetached: true)
/// let final = try DrawnMoment.choosing(nil, in: trace)  // tree-final
/// ```
package struct DrawnMoment: Hashable, Sendable {
    /// The state after this many events.
    package var eventCount: Int
    /// The file name without extension.
    package var fileStem: String

    /// Creates a moment.
    package init(eventCount: Int, fileStem: String) {
        self.eventCount = eventCount
        self.fileStem = fileStem
    }

    /// One moment per distinct tree state, in trace order
    /// (``SnapshotSelection/distinctStates(of:includingDetached:)``), each named after
    /// the event that produced it.
    package static func everyState(of trace: Trace, includingDetached: Bool) throws(TraceReplayError) -> [DrawnMoment] {
        try SnapshotSelection.distinctStates(of: trace, includingDetached: includingDetached).map { after($0, in: trace) }
    }

    /// One moment per distinct state of a stable drawing (``SessionPlaces/distinctMoments()``),
    /// named as ``everyState(of:includingDetached:)`` names them.
    package static func everyState(of places: SessionPlaces) -> [DrawnMoment] {
        places.distinctMoments().map { after($0, in: places.trace) }
    }

    /// The moment a user asked for: the end of the trace when `moment` is `nil`.
    ///
    /// - Throws: ``TraceMomentError`` when the trace has no such event or time.
    package static func choosing(_ moment: TraceMoment?, in trace: Trace) throws(TraceMomentError) -> DrawnMoment {
        let events = trace.events
        switch moment {
        case nil:
            return DrawnMoment(eventCount: events.count, fileStem: "tree-final")
        case .event(let sequence):
            guard let index = events.firstIndex(where: { $0.sequence == sequence }) else {
                throw .noEvent(sequence, numbered: events.isEmpty ? nil : events[0].sequence...events[events.count - 1].sequence)
            }
            return DrawnMoment(eventCount: index + 1, fileStem: String(format: "tree-%06d", sequence))
        case .time(let time):
            guard !events.isEmpty, time <= trace.endTime else {
                throw .noTime(time, end: events.isEmpty ? nil : trace.endTime)
            }
            let count = events.prefix { $0.time <= time }.count
            return DrawnMoment(eventCount: count, fileStem: "tree-at-\(TimeWording.seconds(time).replacingOccurrences(of: " ", with: ""))")
        }
    }

    /// The moment after `count` events, named after the last of them.
    private static func after(_ count: Int, in trace: Trace) -> DrawnMoment {
        DrawnMoment(eventCount: count, fileStem: String(format: "tree-%06d", trace.events[count - 1].sequence))
    }
}

/// A moment of a trace that a user chose: right after an event, or at a time.
package enum TraceMoment: Hashable, Sendable {
    /// Right after the event with this sequence number.
    case event(UInt64)
    /// After every event at or before this many nanoseconds since the session started.
    case time(UInt64)
}

/// A ``TraceMoment`` the trace does not have.
package enum TraceMomentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No event has this sequence number; the trace's events are numbered in the range,
    /// or it has none.
    case noEvent(UInt64, numbered: ClosedRange<UInt64>?)
    /// The time is after the trace's end, or the trace has no events.
    case noTime(UInt64, end: UInt64?)

    /// `has no event 99: its events are numbered 1 to 40`, to follow the trace's name.
    package var description: String {
        switch self {
        case .noEvent(let sequence, let range):
            let numbers = range.map { "its events are numbered \($0.lowerBound) to \($0.upperBound)" } ?? "the trace has no events"
            return "has no event \(sequence): \(numbers)"
        case .noTime(let time, let end):
            let ending = end.map { "it ends \(TimeWording.seconds($0)) after it started" } ?? "the trace has no events"
            return "has no moment \(TimeWording.seconds(time)): \(ending)"
        }
    }
}
