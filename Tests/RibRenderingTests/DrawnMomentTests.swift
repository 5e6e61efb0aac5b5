import RibExamples
import RibInspector
import Testing
@testable import RibRendering

@Suite("DrawnMoment: the states render draws and their file names")
struct DrawnMomentTests {
    private let trace = ExampleSession.tabbedApp.record()

    @Test("every distinct state, named after the event that produced it, in trace order")
    func everyState() throws {
        let moments = try DrawnMoment.everyState(of: trace, includingDetached: true)
        #expect(moments.map(\.eventCount) == (try SnapshotSelection.distinctStates(of: trace, includingDetached: true)))
        #expect(moments.count > 3)
        for moment in moments {
            #expect(moment.fileStem == String(format: "tree-%06d", trace.events[moment.eventCount - 1].sequence))
        }
        let liveOnly = try DrawnMoment.everyState(of: trace, includingDetached: false)
        #expect(liveOnly.map(\.eventCount) == (try SnapshotSelection.distinctStates(of: trace, includingDetached: false)))
    }

    @Test("every distinct state of the stable drawing is one of its distinct masks")
    func everyStableState() throws {
        let places = try SessionPlaces(trace)
        let moments = DrawnMoment.everyState(of: places)
        #expect(moments.map(\.eventCount) == places.distinctMoments())
        #expect(moments.first?.fileStem == String(format: "tree-%06d", trace.events[places.distinctMoments()[0] - 1].sequence))
    }

    @Test("no moment is the end; an event is right after it; a time is after every event up to it")
    func chosen() throws {
        #expect(try DrawnMoment.choosing(nil, in: trace) == DrawnMoment(eventCount: trace.events.count, fileStem: "tree-final"))
        let event = trace.events[7]
        #expect(try DrawnMoment.choosing(.event(event.sequence), in: trace) == DrawnMoment(eventCount: 8, fileStem: String(format: "tree-%06d", event.sequence)))
        let atTime = try DrawnMoment.choosing(.time(event.time), in: trace)
        #expect(atTime.eventCount == trace.events.filter { $0.time <= event.time }.count)
        #expect(atTime.fileStem.hasPrefix("tree-at-") && !atTime.fileStem.contains(" "))
        #expect(try DrawnMoment.choosing(.time(trace.endTime), in: trace).eventCount == trace.events.count)
    }

    @Test("a moment the trace does not have says what it has")
    func missing() throws {
        let first = trace.events[0].sequence, last = trace.events[trace.events.count - 1].sequence
        #expect(throws: TraceMomentError.noEvent(last + 100, numbered: first...last)) { try DrawnMoment.choosing(.event(last + 100), in: trace) }
        #expect(TraceMomentError.noEvent(99, numbered: 1...40).description == "has no event 99: its events are numbered 1 to 40")
        #expect(throws: TraceMomentError.noTime(trace.endTime + 1, end: trace.endTime)) { try DrawnMoment.choosing(.time(trace.endTime + 1), in: trace) }
        #expect(TraceMomentError.noTime(3_000_000_000, end: 2_000_000_000).description == "has no moment 3.000 s: it ends 2.000 s after it started")
        #expect(TraceMomentError.noEvent(1, numbered: nil).description == "has no event 1: the trace has no events")
    }
}
