import Foundation
import RibInspector
import Testing
@testable import RibRendering

/// A session whose every name (app, RIBs, types, adapter, scope, shared objects, workflow,
/// step) is `name`.
private func trace(allNamed name: String) -> Trace {
    let recorder = RibRecorder(app: AppInfo(name: name), clock: .manual(ManualClock()))
    let scope = recorder.declareScope(named: name, componentType: name)
    let root = recorder.declareRib(named: name, routerType: name, interactorType: name, builderType: name, isViewful: true, scope: scope)
    let child = recorder.declareRib(named: name, routerType: name, adapterType: name, scope: scope)
    let workflow = recorder.declareWorkflow(named: name)
    recorder.record(.launched(root))
    recorder.record(.activated(root))
    recorder.record(.attached(child, parent: root))
    recorder.record(.sharedObjectCreated(name, scope: scope))
    recorder.record(.workflowStarted(workflow))
    recorder.record(.stepStarted(WorkflowStep(workflow: workflow, index: 0, name: name, rib: root)))
    recorder.record(.detached(child, parent: root))
    return recorder.trace()
}

@Suite("Names the trace format allows that graphviz's labels do not")
struct UnusualNameTests {
    @Test(
        "an empty name, a tab, a line break or U+FFFE/U+FFFF as every name draws the tree and the timeline, shown visibly",
        arguments: [("", "&quot;&quot;"), ("\t", "\\t"), ("\n", "\\n"), ("\r\n", "\\r\\n"), ("\u{FFFE}", "\\u{fffe}"), ("\u{FFFF}", "\\u{ffff}")])
    func pictures(name: String, shown: String) throws {
        let trace = trace(allNamed: name)
        var replay = TraceReplay(trace)
        try replay.advanceToEnd()
        let renderer = TraceRenderer()
        let tree = String(decoding: try renderer.render(replay.snapshot, options: SnapshotOptions(showsTypes: true, includesDetached: true)), as: UTF8.self)
        let timeline = String(decoding: try renderer.renderTimeline(of: trace), as: UTF8.self)
        for svg in [tree, timeline] {
            #expect(svg.contains(">\(shown)</text>") || svg.contains(">\(shown) "), "\(svg.prefix(2_000))")
            #expect(!svg.contains("\u{FFFE}") && !svg.contains("\u{FFFF}"))
        }
    }
}
