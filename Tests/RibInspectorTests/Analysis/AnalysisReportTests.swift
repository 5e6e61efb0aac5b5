import RibInspector
import RibRuntime
import Testing

/// The analysis as people read it: the text report, which is its description.
@Suite("Analysis: reports")
struct AnalysisReportTests {
    /// A Shell whose Flow leaks, while the Flow's first Page goes as it should.
    private func leakySession() -> Trace {
        recordSession { clock in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let flow = FlowRouter()
            shell.attachChild(flow)
            do {
                let page = PageRouter()
                flow.attachChild(page)
                clock.advance(by: .milliseconds(400))
                flow.detachChild(page)
            }
            clock.advance(by: .milliseconds(600))
            shell.detachChild(flow)
            clock.advance(by: .seconds(2))
            shell.attachChild(PageRouter())
            return (shell, flow)
        }.trace
    }

    @Test("the text report: session, final tree with detached subtrees, lifetimes and findings")
    func text() {
        #expect(
            leakySession().analysis().description == """
                AnalysisTests · session test · started 2026-01-01T09:00:00Z
                3.000 s, 22 events, 4 RIB instances of 3 RIBs, 0 scopes, 0 workflows
                at most 3 RIBs attached at once; deepest: Page#1 at depth 2 (event 9 at 0.000 s)

                Final tree:
                  Shell
                  └─ Page#2

                Detached, still alive:
                  Flow (inactive)

                Time in the live tree:
                  RIB    instances  attachments    total   median  attached at end
                  Shell          1            1  3.000 s  3.000 s                1
                  Flow           1            1  1.000 s  1.000 s                0
                  Page           2            2  0.400 s  0.200 s                1

                1 anomaly (leak grace 1.000 s, maximum depth 5):
                  leak (event 17 at 1.000 s): Flow is still alive at the end of the trace, \
                2.000 s after it left the tree (detach Flow from Shell); allowed: 1.000 s
                """)
    }

    @Test("names in one-line texts cannot break lines")
    func oneLineNames() {
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root")
        let odd = recorder.declareRib(named: "Two\nLines")
        recorder.record(.launched(root))
        recorder.record(.attached(odd, parent: root))
        recorder.record(.attached(odd, parent: root))
        let analysis = recorder.trace().analysis()
        #expect(analysis.findings.first?.message == "Root attaches Two\\nLines, which is already attached to Root; the tree is unchanged")
        #expect(!analysis.findings.map(\.description).joined().contains("\n"))
    }
}
