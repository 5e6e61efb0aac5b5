import Foundation
import Testing
import RibInspector
import RibInspectorTools

/// A session whose last events find Root, Home, Card and Page attached and active, Gone
/// detached with Sheet still attached below it, a workflow in the middle of a step, and
/// Page, Card, Sheet and Gone detached and deallocated at the end.
func recordRingSession(keeping count: Int) -> RibRecorder {
    let clock = ManualClock()
    let recorder = RibRecorder(app: AppInfo(name: "Wallet"), retention: .mostRecent(count), clock: .manual(clock))
    let scope = recorder.declareScope(named: "Root")
    let root = recorder.declareRib(named: "Root", scope: scope)
    let home = recorder.declareRib(named: "Home")
    let card = recorder.declareRib(named: "Card")
    let page = recorder.declareRib(named: "Page")
    let gone = recorder.declareRib(named: "Gone")
    let sheet = recorder.declareRib(named: "Sheet")
    let workflow = recorder.declareWorkflow(named: "OpenCard")
    recorder.record(.launched(root))
    recorder.record(.activated(root))
    recorder.record(.loaded(root))
    recorder.record(.sharedObjectCreated("stream", scope: scope))
    for (rib, parent) in [(home, root), (card, home), (page, card), (gone, root), (sheet, gone)] {
        recorder.record(.built(rib))
        recorder.record(.attached(rib, parent: parent))
        recorder.record(.activated(rib))
        recorder.record(.loaded(rib))
    }
    recorder.record(.workflowStarted(workflow))
    recorder.record(.stepStarted(WorkflowStep(workflow: workflow, index: 0, name: "open", rib: home)))
    recorder.record(.deactivated(sheet))
    recorder.record(.deactivated(gone))
    recorder.record(.detached(gone, parent: root))
    for _ in 0..<3 {
        clock.advance(by: .milliseconds(100))
        recorder.record(.deactivated(page))
        recorder.record(.activated(page))
    }
    recorder.record(.stepFinished(WorkflowStep(workflow: workflow, index: 0, name: "open", rib: home)))
    recorder.record(.workflowEnded(workflow, .completed))
    recorder.record(.deactivated(page))
    recorder.record(.detached(page, parent: card))
    recorder.record(.deallocated(page))
    recorder.record(.deactivated(card))
    recorder.record(.detached(card, parent: home))
    recorder.record(.deallocated(card))
    recorder.record(.detached(sheet, parent: gone))
    recorder.record(.deallocated(sheet))
    recorder.record(.deallocated(gone))
    clock.advance(by: .seconds(3))
    return recorder
}

@Suite("Ring buffer traces: the window reads on its own")
struct RingBufferWindowTests {
    static let windows = [0, 1, 2, 3, 5, 8, 13, 30, 37]

    @Test("the window opens with the tree as it was, and replays without a contradiction", arguments: windows)
    func windowReplays(count: Int) throws {
        let recorder = recordRingSession(keeping: count)
        for form in [TraceEncoder.Form.document, .jsonLines] {
            let trace = try TraceReader().read(TraceEncoder(form: form).encode(recorder.trace()))
            var replay = TraceReplay(trace)
            try replay.advanceToEnd()
            let root = RibID(rawValue: 1)
            #expect(replay.tree.roots == [root])
            #expect(replay.tree[root]?.children == [RibID(rawValue: 2)])
            #expect(replay.tree.status(of: RibID(rawValue: 3)) != .attached)
            #expect(trace.openingEventCount > 0)
            #expect(trace.header.version == 2)
            let notKept = Int(recorder.eventCount) - count
            #expect(trace.events.count == trace.openingEventCount + count)
            let warning = "the trace starts mid-session: the first \(notKept) events were not kept, and it opens with the tree as it was then"
            #expect(trace.warnings.map(\.message) == (count > 0 ? [warning] : []))
            let analysis = trace.analysis()
            #expect(analysis.findings.isEmpty, "\(analysis.findings)")
            #expect(analysis.summary.droppedEventCount == UInt64(notKept))
        }
    }

    @Test("a window that holds every event opens with nothing and reads as version 1")
    func wholeSession() throws {
        let recorder = recordRingSession(keeping: 1_000)
        let trace = try TraceReader().read(TraceEncoder().encode(recorder.trace()))
        #expect(trace.analysis().findings.isEmpty)
        #expect(trace.openingEventCount == 0)
        #expect(trace.header.version == 1)
        #expect(trace.warnings.isEmpty)
        #expect(trace.events.first?.sequence == 0)
    }

    @Test("opening events after a kept event are refused")
    func openingAfterEvent() {
        let text = """
            {"record":"header","format":"ribviz-trace","version":2,"app":{"name":"x"}}
            {"record":"rib","id":1,"name":"Root"}
            {"seq":4,"t":0,"kind":"launch","rib":1}
            {"seq":5,"t":0,"kind":"activate","rib":1,"opening":true}
            """
        #expect(readError(text)?.description.contains("an opening event comes after") == true)
    }
}
