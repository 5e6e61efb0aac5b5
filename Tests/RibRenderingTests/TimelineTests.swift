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
        #expect(
            child.attached == [
                Timeline.Interval(start: 1_000_000_000, end: 3_000_000_000, isOpen: false),
                Timeline.Interval(start: 4_000_000_000, end: 5_000_000_000, isOpen: true),
            ])
        #expect(
            child.active == [
                Timeline.Interval(start: 1_000_000_000, end: 3_000_000_000, isOpen: false),
                Timeline.Interval(start: 4_000_000_000, end: 5_000_000_000, isOpen: true),
            ])
        #expect(child.markers == [Timeline.Marker(time: 1_000_000_000, kind: .loaded)])
    }

    @Test("a child of a detached RIB stays attached but leaves the live tree until its parent is attached again")
    func liveTreeStays() {
        let grandchild = Timeline(trace: sampleTrace()).lanes[2]
        #expect(grandchild.name == "Grandchild")
        #expect(grandchild.attached == [Timeline.Interval(start: 1_000_000_000, end: 5_000_000_000, isOpen: true)])
        #expect(
            grandchild.inLiveTree == [
                Timeline.Interval(start: 1_000_000_000, end: 3_000_000_000, isOpen: false),
                Timeline.Interval(start: 4_000_000_000, end: 5_000_000_000, isOpen: true),
            ])
        #expect(grandchild.attachedOutsideLiveTree == [Timeline.Interval(start: 3_000_000_000, end: 4_000_000_000, isOpen: false)])
        let child = Timeline(trace: sampleTrace()).lanes[1]
        #expect(child.inLiveTree == child.attached)
        #expect(child.attachedOutsideLiveTree.isEmpty)
    }

    @Test("an interval minus the intervals that cover parts of it")
    func subtraction() {
        func interval(_ start: UInt64, _ end: UInt64, open: Bool = false) -> Timeline.Interval {
            Timeline.Interval(start: start, end: end, isOpen: open)
        }
        #expect(interval(0, 10, open: true).subtracting([]) == [interval(0, 10, open: true)])
        #expect(interval(0, 10, open: true).subtracting([interval(0, 10, open: true)]).isEmpty)
        #expect(
            interval(0, 10, open: true).subtracting([interval(2, 4), interval(6, 8)])
                == [interval(0, 2), interval(4, 6), interval(8, 10, open: true)])
        #expect(interval(3, 7).subtracting([interval(0, 4), interval(5, 9)]) == [interval(4, 5)])
        #expect(interval(3, 7).subtracting([interval(8, 9)]) == [interval(3, 7)])
    }

    @Test("the time a RIB is alive out of the live tree is a dotted red segment, to its return, its deallocation or the end")
    func aliveOutsideBars() throws {
        let timeline = Timeline(trace: sampleTrace())
        // Child was detached 3–4 s and came back; Grandchild was below it meanwhile.
        #expect(timeline.lanes[1].aliveOutsideLiveTree == [Timeline.Interval(start: 3_000_000_000, end: 4_000_000_000, isOpen: false)])
        #expect(timeline.lanes[2].aliveOutsideLiveTree == [Timeline.Interval(start: 3_000_000_000, end: 4_000_000_000, isOpen: false)])
        #expect(timeline.lanes[0].aliveOutsideLiveTree.isEmpty)
        #expect(timeline.lanes[3].aliveOutsideLiveTree.isEmpty, "never in the live tree: nothing to leave")
        let graph = TimelineGraphBuilder().graph(for: sampleTrace())
        let offTree = graph.nodes.filter { $0.name.hasPrefix("offtree") }
        #expect(offTree.count == 2)
        let bar = try #require(offTree.last)
        #expect(bar.attributes["style"] == "dotted,filled")
        #expect(bar.attributes["color"] == .text(Palette.detached))
        #expect(bar.attributes["tooltip"] == .text("Grandchild alive out of the live tree 3.000 s – 4.000 s"))
        // Root once, Child and Grandchild twice each.
        #expect(graph.nodes.filter { $0.name.hasPrefix("attached") }.count == 5)
    }

    @Test("a leaked RIB's lane is red from its detach to the end, with the leak's octagon at the detach; a RIB deallocated later stops there")
    func leakOnTheTimeline() throws {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Leaky"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root")
        let kept = recorder.declareRib(named: "Kept")
        let late = recorder.declareRib(named: "Late")
        let workflow = recorder.declareWorkflow(named: "Never")
        recorder.record(.launched(root))
        recorder.record(.attached(kept, parent: root))
        recorder.record(.attached(late, parent: root))
        clock.advance(by: .seconds(1))
        recorder.record(.detached(kept, parent: root))
        recorder.record(.detached(late, parent: root))
        recorder.record(.workflowStarted(workflow))
        clock.advance(by: .seconds(2))
        recorder.record(.deallocated(late))
        clock.advance(by: .seconds(3))
        let trace = recorder.trace()
        let timeline = Timeline(trace: trace)
        let lanes = Dictionary(uniqueKeysWithValues: timeline.lanes.map { ($0.name, $0) })
        #expect(lanes["Kept"]?.aliveOutsideLiveTree == [Timeline.Interval(start: 1_000_000_000, end: 6_000_000_000, isOpen: true)])
        #expect(lanes["Late"]?.aliveOutsideLiveTree == [Timeline.Interval(start: 1_000_000_000, end: 3_000_000_000, isOpen: false)])
        let findings = trace.analysis().findings
        #expect(findings.map(\.kind) == [.leak, .leak, .unfinishedWorkflow])
        #expect(lanes["Kept"]?.markers == [Timeline.Marker(time: 1_000_000_000, kind: .anomaly(findings[0].description))])
        #expect(lanes["Late"]?.markers.first == Timeline.Marker(time: 1_000_000_000, kind: .anomaly(findings[1].description)))
        // The unfinished workflow is about no RIB: its marker goes on the time axis.
        #expect(timeline.sessionMarkers == [Timeline.Marker(time: 1_000_000_000, kind: .anomaly(findings[2].description))])
        let graph = TimelineGraphBuilder().graph(for: trace)
        let octagons = graph.nodes.filter { $0.name.hasPrefix("marker") && $0.attributes["shape"] == "octagon" && $0.attributes["tooltip"] != nil }
        #expect(octagons.count == 3)
    }

    @Test("a followed interactor that outlives its router gets a dotted line until it goes, or until the end; a legend entry only then")
    func interactorAfterRouter() throws {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Leaky"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root", tracksInteractorDeallocation: true)
        let late = recorder.declareRib(named: "Late", tracksInteractorDeallocation: true)
        let kept = recorder.declareRib(named: "Kept", tracksInteractorDeallocation: true)
        let untracked = recorder.declareRib(named: "Untracked")
        recorder.record(.launched(root))
        for rib in [late, kept, untracked] { recorder.record(.attached(rib, parent: root)) }
        clock.advance(by: .seconds(1))
        for rib in [late, kept, untracked] {
            recorder.record(.detached(rib, parent: root))
            recorder.record(.deallocated(rib))
        }
        clock.advance(by: .seconds(1))
        recorder.record(.interactorDeallocated(late))
        clock.advance(by: .seconds(1))
        let trace = recorder.trace()
        let lanes = Dictionary(uniqueKeysWithValues: Timeline(trace: trace).lanes.map { ($0.name, $0) })
        #expect(lanes["Late"]?.interactorAfterRouter == [Timeline.Interval(start: 1_000_000_000, end: 2_000_000_000, isOpen: false)])
        #expect(lanes["Kept"]?.interactorAfterRouter == [Timeline.Interval(start: 1_000_000_000, end: 3_000_000_000, isOpen: true)])
        #expect(lanes["Untracked"]?.interactorAfterRouter == [])
        let graph = TimelineGraphBuilder().graph(for: trace)
        let lines = graph.nodes.filter { $0.name.hasPrefix("interactor") }
        #expect(lines.count == 2)
        #expect(lines.first?.attributes["style"] == "dotted,filled")
        let legend = graph.nodes.compactMap { node -> String? in
            guard case .text(let label)? = node.attributes["label"] else { return nil }
            return label
        }
        #expect(legend.contains("interactor outlives router"))
        let plain = TimelineGraphBuilder().graph(for: sampleTrace()).nodes.compactMap { node -> String? in
            guard case .text(let label)? = node.attributes["label"] else { return nil }
            return label
        }
        #expect(!plain.contains("interactor outlives router"))
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
        #expect(childSlices.contains { $0["name"] as? String == "in the live tree" && $0["ts"] as? Double == 1_000_000 && $0["dur"] as? Double == 2_000_000 })
        let grandchildSlices = events.filter { $0["tid"] as? Int == 3 && $0["ph"] as? String == "X" }
            .map { "\($0["name"] as? String ?? "?") at \($0["ts"] as? Double ?? -1)" }
        #expect(
            grandchildSlices == [
                "in the live tree at 1000000.0", "in the live tree at 4000000.0", "attached below a detached RIB at 3000000.0",
            ])
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
