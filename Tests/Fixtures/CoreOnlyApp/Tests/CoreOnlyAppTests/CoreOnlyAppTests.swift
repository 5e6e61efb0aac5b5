import CoreOnlyApp
import Foundation
import RibInspector
import Testing

/// What an app and its unit tests do with RibInspector alone: record the tree through an
/// observer, check it, replay it, analyse it and write the trace.
@MainActor
@Suite("An app embedding RibInspector alone")
struct CoreOnlyAppTests {
    private let clock = ManualClock()
    private let recorder: RibRecorder
    private let root = AppRouter("Root")
    private let observer: RibTreeObserver<AppRouter>

    init() {
        recorder = RibRecorder(app: AppInfo(name: "CoreOnlyApp"), clock: .manual(clock))
        let root = root
        observer = makeTreeObserver(recorder: recorder, root: { root })
        root.launch()
        observer.sync()
    }

    /// Attaches Home under Root, detaches it after a second and returns it.
    private func visitHome() -> AppRouter {
        let home = AppRouter("Home")
        root.attachChild(home)
        observer.sync()
        clock.advance(byNanoseconds: 1_000_000_000)
        root.detachChild(home)
        observer.sync()
        return home
    }

    @Test("a released RIB: the tree, the order, the replay and the checks")
    func released() throws {
        _ = visitHome()
        observer.sync()
        let trace = recorder.trace()

        #expect(try trace.finalSnapshot().description == "Root")
        #expect(trace.containsEvents(inOrder: ["attach Home to Root", "detach Home from Root", "deallocate Home"]))
        var replay = TraceReplay(trace)
        try replay.advance(throughTime: 0)
        #expect(replay.snapshot.attachedNames == ["Root", "Home"])
        #expect(try trace.leaks().isEmpty)
        try trace.requireNoFindings()
        #expect(trace.analysis().description.hasSuffix("No anomalies (leak grace 1.000 s, maximum depth 5)."))
    }

    @Test("a detached RIB kept alive is a leak and a finding")
    func leaked() throws {
        let home = visitHome()
        clock.advance(byNanoseconds: 2_000_000_000)
        let trace = recorder.trace()

        #expect(try trace.leaks().map(\.name) == ["Home"])
        #expect(trace.analysis().findings.map(\.kind) == [.leak])
        #expect(throws: TraceFindingsError.self) { try trace.requireNoFindings() }
        withExtendedLifetime(home) {}
    }

    @Test("the trace is written as a document and streamed as JSON Lines")
    func written() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("core-only-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let streaming = RibRecorder(app: AppInfo(name: "CoreOnlyApp"), sink: try TraceFileSink(url: url), clock: .manual(clock))
        let rib = streaming.declareRib(named: "Root")
        streaming.record(.launched(rib))
        try streaming.finish()

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasPrefix(#"{"record":"header","format":"ribviz-trace""#) == true)
        #expect(lines.last?.hasPrefix(#"{"record":"end""#) == true)
        let document = String(decoding: TraceEncoder().encode(streaming.trace()), as: UTF8.self)
        #expect(document.hasPrefix(#"{"format":"ribviz-trace","version":1"#))
    }
}
