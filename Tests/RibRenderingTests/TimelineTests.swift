import Foundation
import RibInspector
import Testing
@testable import RibRendering

/// Root launched at 0; Child attached at 1 s, detached at 3 s, re-attached at 4 s, still
/// attached when the trace ends at 5 s; Orphan built and never attached.
private func sampleTrace() -> Trace {
    let clock = ManualClock()
    let recorder = RibRecorder(app: AppInfo(name: "Sample"), clock: .manual(clock))
    let root = recorder.declareRib(named: "Root")
    let child = recorder.declareRib(named: "Child")
    let grandchild = recorder.declareRib(named: "Grandchild")
    let orphan = recorder.declareRib(named: "Orphan")
    recorder.record(.launched(root))
    recorder.record(.activated(root))
    recorder.record(.loaded(root))
    clock.advance(by: .seconds(1))
    recorder.record(.attached(child, parent: root))
    recorder.record(.activated(child))
    recorder.record(.loaded(child))
    recorder.record(.attached(grandchild, parent: child))
    recorder.record(.built(orphan))
    clock.advance(by: .seconds(2))
    recorder.record(.deactivated(child))
    recorder.record(.detached(child, parent: root))
    clock.advance(by: .seconds(1))
    recorder.record(.attached(child, parent: root))
    recorder.record(.activated(child))
    clock.advance(by: .seconds(1))
    recorder.record(.loaded(root))
    return recorder.trace()
}

@Suite("Timeline")
struct TimelineTests {
    @Test("lanes follow the tree depth first, then RIBs never attached")
    func laneOrder() {
        let timeline = Timeline(trace: sampleTrace())
        #expect(timeline.lanes.map(\.name) == ["Root", "Child", "Grandchild", "Orphan"])
        #expect(timeline.lanes.map(\.depth) == [0, 1, 2, 0])
        #expect(timeline.duration == 5_000_000_000)
    }

    @Test("attached and active intervals close on detach and stay open at the end")
    func intervals() {
        let child = Timeline(trace: sampleTrace()).lanes[1]
        #expect(child.attached == [
            Timeline.Interval(start: 1_000_000_000, end: 3_000_000_000, isOpen: false),
            Timeline.Interval(start: 4_000_000_000, end: 5_000_000_000, isOpen: true),
        ])
        #expect(child.active == [
            Timeline.Interval(start: 1_000_000_000, end: 3_000_000_000, isOpen: false),
            Timeline.Interval(start: 4_000_000_000, end: 5_000_000_000, isOpen: true),
        ])
        #expect(child.markers == [Timeline.Marker(time: 1_000_000_000, kind: .loaded)])
    }

    @Test("a trace that ends after its last event lasts until its end, and open intervals run to it")
    func endAfterLastEvent() {
        var trace = sampleTrace()
        trace.end = 7_000_000_000
        let timeline = Timeline(trace: trace)
        #expect(timeline.duration == 7_000_000_000)
        #expect(timeline.lanes[1].attached.last == Timeline.Interval(start: 4_000_000_000, end: 7_000_000_000, isOpen: true))
    }

    @Test("the Chrome trace export has one named track per RIB, indented as the tree")
    func chromeExport() throws {
        let data = try ChromeTraceExporter().export(sampleTrace())
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(json["traceEvents"] as? [[String: Any]])
        let threadNames = events.filter { $0["name"] as? String == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(threadNames == ["Root", "  Child", "    Grandchild", "Orphan"])
        let childSlices = events.filter { $0["tid"] as? Int == 2 && $0["ph"] as? String == "X" }
        #expect(childSlices.count == 4)
        #expect(childSlices.contains { $0["name"] as? String == "attached" && $0["ts"] as? Double == 1_000_000 && $0["dur"] as? Double == 2_000_000 })
    }
}

@Suite("Snapshot selection")
struct SnapshotSelectionTests {
    @Test("one moment per distinct tree state, the first of each")
    func distinctStates() throws {
        let trace = sampleTrace()
        // 1 launch, 2 activate (new: active), 3 load (same), 4 attach Child (new), 5 activate
        // Child (new), 6 load (same), 7 attach Grandchild (new), 8 built Orphan (same),
        // 9 deactivate Child (new), 10 detach Child: Root alone and active, as after 2;
        // 11 re-attach Child: as after 9; 12 activate Child: as after 7; 13 load (same).
        #expect(try SnapshotSelection.distinctStates(of: trace) == [1, 2, 4, 5, 7, 9])
        // Drawing detached subtrees makes the moment after the detach a state of its own.
        #expect(try SnapshotSelection.distinctStates(of: trace, includingDetached: true) == [1, 2, 4, 5, 7, 9, 10])
    }

    @Test("each event maps to the state it leaves the tree in, so a viewer draws each state once")
    func stateAfterEachEvent() throws {
        let states = try SnapshotSelection.treeStates(of: sampleTrace())
        #expect(states.moments == [1, 2, 4, 5, 7, 9])
        // Events 10, 11 and 12 return to the states first seen after events 2, 9 and 7.
        #expect(states.stateAfterEvent == [0, 1, 1, 2, 3, 3, 4, 4, 5, 1, 5, 4, 4])
    }
}
