import RibExamples
import RibInspector
import Testing

/// The tabbed app follows RIBs' rules, so the analysis behind `ribviz inspect` finds
/// nothing in its session; TicTacToe has one deliberate leak (RandomWin's router keeps
/// itself alive through the score stream), which the analysis finds and nothing else.
/// The figures match what the sessions do.
@Suite("Example sessions analysed")
struct ExampleAnalysisTests {
    @Test("the tabbed app's session has no anomalies")
    func noFindings() throws {
        let trace = ExampleSession.tabbedApp.record()
        try trace.requireNoFindings()
        let analysis = trace.analysis()
        #expect(analysis.finalSnapshot.description == (try trace.finalSnapshot()).description)
        #expect(analysis.summary.eventCount == trace.events.count)
    }

    @Test("TicTacToe's one finding is RandomWin's leak, from its detach to the end of the session")
    func ticTacToeLeak() throws {
        let trace = ExampleSession.ticTacToe.record()
        let analysis = trace.analysis()
        #expect(analysis.findings.map(\.kind) == [.leak])
        let leak = try #require(analysis.findings.first)
        #expect(leak.rib.flatMap { trace.rib($0)?.name } == "RandomWin")
        #expect(leak.eventLine == "detach RandomWin from LoggedIn")
        #expect(leak.relatedEvent == nil)
        #expect(leak.event.time == 25_200_000_000)
        #expect(analysis.summary.eventCount == trace.events.count)
    }

    @Test("TicTacToe: two logins' worth of lifetimes and the score board three levels down")
    func ticTacToeFigures() {
        let analysis = ExampleSession.ticTacToe.record().analysis()
        let lifetimes = Dictionary(uniqueKeysWithValues: analysis.lifetimes.map { ($0.name, $0) })
        #expect(lifetimes["LoggedOut"]?.timesAttached == 2)
        #expect(lifetimes["LoggedOut"]?.attachedAtEnd == 1)
        #expect(lifetimes["LoggedIn"]?.timesAttached == 1)
        #expect(lifetimes["Root"]?.totalAttachedTime == analysis.summary.duration)
        #expect(analysis.summary.deepest?.depth == 3)
        #expect(analysis.summary.deepest.map { analysis.trace.rib($0.rib)?.name } == "BasicScoreBoard")
        #expect(analysis.summary.workflowCount == 1)
    }
}
