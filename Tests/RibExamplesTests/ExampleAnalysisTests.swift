import RibExamples
import RibInspector
import Testing

/// The example apps follow RIBs' rules, so the analysis behind `ribviz inspect` finds
/// nothing in their sessions, and its figures match what the sessions do.
@Suite("Example sessions analysed")
struct ExampleAnalysisTests {
    @Test("the example sessions have no anomalies", arguments: ExampleSession.allCases)
    func noFindings(session: ExampleSession) throws {
        let trace = session.record()
        try trace.requireNoFindings()
        let analysis = trace.analysis()
        #expect(analysis.finalSnapshot.description == (try trace.finalSnapshot()).description)
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
