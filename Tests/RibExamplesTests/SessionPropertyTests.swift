import RibExamples
import RibInspector
import Testing

@Suite("Example sessions: properties of every session")
struct SessionPropertyTests {
    @Test("a session's trace is byte-identical on every run, in both forms", arguments: ExampleSession.allCases)
    func deterministic(session: ExampleSession) {
        let first = session.record()
        let second = session.record()
        #expect(TraceEncoder().encode(first) == TraceEncoder().encode(second))
        #expect(TraceEncoder(form: .jsonLines).encode(first) == TraceEncoder(form: .jsonLines).encode(second))
    }

    /// The RIBs each session leaks on purpose: TicTacToe's RandomWin (see RandomWinRouter).
    static func leakedRibNames(of session: ExampleSession) -> Set<String> {
        switch session {
        case .ticTacToe: ["RandomWin"]
        case .tabbedApp: []
        }
    }

    @Test("every RIB detached during a session is deallocated by its end, but the one it leaks", arguments: ExampleSession.allCases)
    func detachedRibsAreDeallocated(session: ExampleSession) throws {
        let trace = session.record()
        let leaked = Set(trace.ribs.filter { Self.leakedRibNames(of: session).contains($0.name) }.map(\.id))
        var detached: Set<RibID> = []
        var deallocated: Set<RibID> = []
        for event in trace.events {
            switch event.kind {
            case .detached(let rib, _): detached.insert(rib)
            case .deallocated(let rib): deallocated.insert(rib)
            default: break
            }
        }
        #expect(!detached.isEmpty)
        #expect(detached.subtracting(deallocated) == leaked)
        let final = try trace.finalSnapshot()
        #expect(Set(final.detachedSubtreeRoots) == leaked)
        // What was never detached is still attached: the app is running.
        #expect(Set(final.attachedRibs) == Set(trace.ribs.map(\.id)).subtracting(deallocated).subtracting(leaked))
    }

    @Test("a session replays cleanly, with no anomaly and times that never go back", arguments: ExampleSession.allCases)
    func wellFormed(session: ExampleSession) throws {
        let recording = session.recordWithMilestones()
        let trace = recording.trace
        _ = try trace.finalSnapshot()
        #expect(!trace.events.contains { if case .anomaly = $0.kind { true } else { false } })
        #expect(zip(trace.events, trace.events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(trace.events.map(\.sequence) == Array(0..<UInt64(trace.events.count)))
        #expect(recording.milestones.map(\.eventCount) == recording.milestones.map(\.eventCount).sorted())
        #expect(recording.milestones.last?.eventCount == trace.events.count)
    }

    @Test("a session's header names the app and a fixed start", arguments: ExampleSession.allCases)
    func header(session: ExampleSession) {
        let header = session.record().header
        #expect(header.app.name == session.appName)
        #expect(header.session.name == session.rawValue)
        #expect(header.session.startedAt == "2026-01-01T09:00:00Z")
        #expect(header.session.recorder == "ribviz \(RibInspectorVersion.current) (RibRuntime)")
        #expect(header.session.metadata == session.metadata)
    }

    @Test("every RIB of a session knows its builder and its scope, and is named after its router")
    func descriptorsAreComplete() {
        for session in ExampleSession.allCases {
            for rib in session.record().ribs {
                #expect(rib.routerType == "\(rib.name)Router")
                #expect(rib.interactorType == "\(rib.name)Interactor")
                #expect(rib.builderType == "\(rib.name)Builder")
                #expect(rib.scope != nil)
            }
        }
    }
}
