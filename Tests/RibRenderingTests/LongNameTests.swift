import Foundation
import RibInspector
import Testing
@testable import RibRendering

/// A RIB named with 16,000 characters inside a scope named with 20,000, under Root.
private func longNamedTrace() -> Trace {
    let recorder = RibRecorder(app: AppInfo(name: String(repeating: "A", count: 5_000)), clock: .manual(ManualClock()))
    let scope = recorder.declareScope(named: String(repeating: "S", count: 20_000))
    let root = recorder.declareRib(named: "Root")
    let long = recorder.declareRib(named: String(repeating: "R", count: 16_000), routerType: String(repeating: "T", count: 3_000), scope: scope)
    recorder.record(.launched(root))
    recorder.record(.attached(long, parent: root))
    recorder.record(.sharedObjectCreated(String(repeating: "o", count: 9_000), scope: scope))
    return recorder.trace()
}

@Suite("Very long names in pictures")
struct LongNameTests {
    @Test("the tree and the timeline draw, labels shortened, the full name in the tooltip")
    func pictures() throws {
        let trace = longNamedTrace()
        var replay = TraceReplay(trace)
        try replay.advanceToEnd()
        let renderer = TraceRenderer()
        let tree = String(decoding: try renderer.render(replay.snapshot, options: SnapshotOptions(showsTypes: true)), as: UTF8.self)
        let timeline = String(decoding: try renderer.renderTimeline(of: trace), as: UTF8.self)
        let shortened = String(repeating: "R", count: LabelShortening.limit - 1) + "…"
        for svg in [tree, timeline] {
            #expect(svg.contains("\(shortened)</text>"))
            #expect(!svg.contains(">" + String(repeating: "R", count: LabelShortening.limit + 1)))
        }
        #expect(tree.contains("xlink:title=\"" + String(repeating: "R", count: 16_000) + "&#10;"))
        #expect(tree.contains(String(repeating: "S", count: LabelShortening.limit - 1) + "… scope"))
    }
}
