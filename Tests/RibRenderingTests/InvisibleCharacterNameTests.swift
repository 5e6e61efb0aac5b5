import Foundation
import RibInspector
import Testing
@testable import RibRendering

/// A session whose every name (app, RIBs, types, scope, shared object, step) holds a NUL
/// and a right-to-left override.
private func trickyTrace() -> Trace {
    let tricky = "A\u{0}B\u{202E}C"
    let recorder = RibRecorder(app: AppInfo(name: "App" + tricky), clock: .manual(ManualClock()))
    let scope = recorder.declareScope(named: "Scope" + tricky, componentType: "Component" + tricky)
    let root = recorder.declareRib(
        named: "Root" + tricky, routerType: "Router" + tricky, interactorType: "Interactor" + tricky,
        builderType: "Builder" + tricky, isViewful: true, scope: scope)
    let child = recorder.declareRib(named: "Child" + tricky, adapterType: "Adapter" + tricky, scope: scope)
    let workflow = recorder.declareWorkflow(named: "Workflow" + tricky)
    recorder.record(.launched(root))
    recorder.record(.activated(root))
    recorder.record(.attached(child, parent: root))
    recorder.record(.sharedObjectCreated("Object" + tricky, scope: scope))
    recorder.record(.workflowStarted(workflow))
    recorder.record(.stepStarted(WorkflowStep(workflow: workflow, index: 0, name: "step" + tricky, rib: root)))
    recorder.record(.detached(child, parent: root))
    return recorder.trace()
}

@Suite("Names with invisible characters in pictures")
struct InvisibleCharacterNameTests {
    @Test("a NUL or a bidirectional control in any name draws as an escape in the tree and the timeline")
    func pictures() throws {
        let trace = trickyTrace()
        var replay = TraceReplay(trace)
        try replay.advanceToEnd()
        let renderer = TraceRenderer()
        let tree = String(decoding: try renderer.render(replay.snapshot, options: SnapshotOptions(showsTypes: true, includesDetached: true)), as: UTF8.self)
        let timeline = String(decoding: try renderer.renderTimeline(of: trace), as: UTF8.self)
        for svg in [tree, timeline] {
            #expect(svg.contains("A\\u{0}B\\u{202e}C"))
            #expect(!svg.contains("\u{202E}"))
        }
    }

    @Test("a zero-width character in a RIB's name draws as an escape")
    func zeroWidthInPictures() throws {
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Ro\u{200B}ot\u{FEFF}")
        recorder.record(.launched(root))
        let trace = recorder.trace()
        var replay = TraceReplay(trace)
        try replay.advanceToEnd()
        let svg = String(decoding: try TraceRenderer().render(replay.snapshot), as: UTF8.self)
        #expect(svg.contains("Ro\\u{200b}ot\\u{feff}"))
        #expect(!svg.unicodeScalars.contains { $0 == "\u{200B}" || $0 == "\u{FEFF}" })
    }

    @Test("the report carries no raw bidirectional control or zero-width character, in its data or its labels")
    func report() throws {
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root\u{202E}\u{2067}toor\u{200B}\u{2060}\u{FEFF}")
        recorder.record(.launched(root))
        let page = String(decoding: try HTMLReport().render(recorder.trace()), as: UTF8.self)
        let hidden: Set<UInt32> = [0x202E, 0x2067, 0x200B, 0x2060, 0xFEFF]
        #expect(!page.unicodeScalars.contains { hidden.contains($0.value) })
        #expect(page.contains("Root\\u{202e}\\u{2067}toor\\u{200b}\\u{2060}\\u{feff}"))
    }
}
