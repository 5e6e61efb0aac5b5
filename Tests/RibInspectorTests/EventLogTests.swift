import Testing
@testable import RibInspector

@Suite("Event log and event order")
struct EventLogTests {
    @Test("every kind of event reads as one short line with display names")
    func everyKind() {
        let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"))
        let scope = recorder.declareScope(named: "LoggedIn")
        let root = recorder.declareRib(named: "Root")
        let game = recorder.declareRib(named: "TicTacToe")
        let other = recorder.declareRib(named: "TicTacToe")
        let workflow = recorder.declareWorkflow(named: "LaunchGame")
        let step = WorkflowStep(workflow: workflow, index: 1, name: "routeToGame", rib: root)
        let kinds: [RibEvent.Kind] = [
            .built(game), .launched(root), .attached(game, parent: root), .activated(game), .loaded(game),
            .sharedObjectCreated("scoreStream", scope: scope), .workflowStarted(workflow),
            .stepStarted(step), .stepFinished(WorkflowStep(workflow: workflow, index: 2, name: "wait")),
            .workflowEnded(workflow, .completed), .workflowEnded(workflow, .failed),
            .anomaly(.attachedTwice(game, parent: root)), .anomaly(.detachedNonChild(other, parent: root)),
            .deactivated(game), .detached(game, parent: root), .deallocated(game),
        ]
        for kind in kinds { recorder.record(kind) }
        #expect(
            recorder.trace().eventLog == [
                "build TicTacToe#1", "launch Root", "attach TicTacToe#1 to Root", "activate TicTacToe#1", "load TicTacToe#1",
                "share scoreStream in LoggedIn", "start workflow LaunchGame",
                "start step 1 routeToGame of LaunchGame on Root", "finish step 2 wait of LaunchGame",
                "complete workflow LaunchGame", "fail workflow LaunchGame",
                "anomaly: attach TicTacToe#1 to Root while it is already attached",
                "anomaly: detach TicTacToe#2 from Root, which is not its parent",
                "deactivate TicTacToe#1", "detach TicTacToe#1 from Root", "deallocate TicTacToe#1",
            ])
    }

    @Test("names cannot break a line apart, and undeclared identifiers still read")
    func escaping() {
        let recorder = RibRecorder(app: AppInfo(name: "App"))
        let rib = recorder.declareRib(named: "Bad\nName")
        recorder.record(.built(rib))
        recorder.record(.attached(rib, parent: RibID(rawValue: 9)))
        recorder.record(.sharedObjectCreated("a\tb", scope: ScopeID(rawValue: 4)))
        #expect(recorder.trace().eventLog == ["build Bad\\nName", "attach Bad\\nName to rib 9", "share a\\tb in scope 4"])
    }

    @Test("lines found in order, with other events between them")
    func orderFound() {
        let trace = routeTrace()
        let match = trace.matchEvents(inOrder: ["build LoggedOut", "detach LoggedOut from Root", "attach LoggedIn to Root"])
        #expect(match.isComplete)
        #expect(match.matchedEventIndices == [1, 4, 6])
        #expect(match.missingLine == nil)
        #expect(match.description == "all 3 lines found in order, at events 1, 4, 6")
        #expect(trace.containsEvents(inOrder: []))
    }

    @Test("a line out of order fails with the log after the last match and where the line is")
    func orderMismatch() {
        let trace = routeTrace()
        let match = trace.matchEvents(inOrder: ["attach LoggedIn to Root", "detach LoggedOut from Root"])
        #expect(!match.isComplete)
        #expect(match.missingLine == "detach LoggedOut from Root")
        #expect(!trace.containsEvents(inOrder: ["attach LoggedIn to Root", "detach LoggedOut from Root"]))
        #expect(
            match.description == """
                found 1 of 2 lines in order; no "detach LoggedOut from Root" after event 6 ("attach LoggedIn to Root"), \
                though it is at event 4, earlier than expected. The log from event 7:
                  7: activate LoggedIn
                """)
    }

    @Test("a line that is nowhere, or after the end of the log, says so")
    func missingLines() {
        let trace = routeTrace()
        let nowhere = trace.matchEvents(inOrder: ["attach OffGame to LoggedIn"])
        #expect(
            nowhere.description.hasPrefix(
                "found 0 of 1 lines in order; no \"attach OffGame to LoggedIn\" in the log. The log from event 0:\n  0: launch Root\n  1: build LoggedOut\n"))
        let atEnd = trace.matchEvents(inOrder: ["activate LoggedIn", "load LoggedIn"])
        #expect(atEnd.description.hasSuffix("The log ends there."))
    }

    @Test("a long log is cut in failure messages")
    func longLog() {
        let recorder = RibRecorder(app: AppInfo(name: "App"))
        let rib = recorder.declareRib(named: "Root")
        for _ in 0..<30 { recorder.record(.activated(rib)) }
        let match = recorder.trace().matchEvents(inOrder: ["load Root"])
        #expect(match.description.hasSuffix("  19: activate Root\n  … 10 more"))
    }

    /// Root with LoggedOut, then a route to LoggedIn.
    private func routeTrace() -> Trace {
        let recorder = RibRecorder(app: AppInfo(name: "App"))
        let root = recorder.declareRib(named: "Root")
        let loggedOut = recorder.declareRib(named: "LoggedOut")
        let loggedIn = recorder.declareRib(named: "LoggedIn")
        let kinds: [RibEvent.Kind] = [
            .launched(root), .built(loggedOut), .attached(loggedOut, parent: root), .deactivated(loggedOut),
            .detached(loggedOut, parent: root), .built(loggedIn), .attached(loggedIn, parent: root), .activated(loggedIn),
        ]
        for kind in kinds { recorder.record(kind) }
        return recorder.trace()
    }
}
