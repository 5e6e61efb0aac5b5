import RibInspector
import RibRuntime
import Testing

/// One test per anomaly `ribviz inspect` reports, each recorded from RibRuntime RIBs doing
/// the wrong thing.
@Suite("Analysis: anomalies recorded by the runtime")
struct AnalysisAnomalyTests {
    @Test("a session without mistakes has no findings, and requireNoFindings passes")
    func cleanSession() throws {
        let (trace, _) = recordSession { clock in
            let shell = ShellRouter()
            shell.launch(from: Window())
            do {
                let flow = FlowRouter()
                shell.attachChild(flow)
                flow.attachChild(PageRouter())
                clock.advance(by: .seconds(2))
                shell.detachChild(flow)
            }  // nothing keeps the detached Flow: it goes at once
            clock.advance(by: .seconds(2))
            return shell
        }
        let analysis = trace.analysis()
        #expect(analysis.findings.isEmpty, "\(analysis.findings)")
        try trace.requireNoFindings()
    }

    @Test("a RIB attached while already attached: the anomaly event, with where the RIB already is")
    func attachedTwice() throws {
        let (trace, _) = recordSession { _ in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let flow = FlowRouter()
            shell.attachChild(flow)
            shell.attachChild(flow)
            return shell
        }
        let finding = try #require(trace.analysis().findings.only)
        #expect(finding.kind == .attachedTwice)
        #expect(finding.event.index == trace.eventLog.firstIndex { $0.hasPrefix("anomaly: attach Flow") })
        #expect(finding.rib == trace.ribs.first { $0.name == "Flow" }?.id)
        #expect(finding.message == "Shell attaches Flow, which is already attached to Shell; the tree is unchanged")
        #expect(finding.eventLine == "anomaly: attach Flow to Shell while it is already attached")
    }

    @Test("a detach of a RIB that is not a child names its real parent")
    func detachedNonChild() throws {
        let (trace, _) = recordSession { _ in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let flow = FlowRouter()
            let page = PageRouter()
            shell.attachChild(flow)
            shell.attachChild(page)
            flow.detachChild(page)
            return shell
        }
        let findings = trace.analysis().findings
        #expect(findings.first?.kind == .detachedNonChild)
        #expect(findings.first?.message == "Flow detaches Page, which is not its child (its parent is Shell); the tree is unchanged")
    }

    @Test("a RIB alive more than 1 s after it was detached is a leak named with its detach event")
    func leakStillAlive() throws {
        let (trace, _) = recordSession { clock in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let flow = FlowRouter()
            shell.attachChild(flow)
            clock.advance(by: .milliseconds(300))
            shell.detachChild(flow)
            clock.advance(by: .milliseconds(1500))
            shell.attachChild(PageRouter())
            return (shell, flow)  // something keeps the detached Flow alive
        }
        let finding = try #require(trace.analysis().findings.only)
        #expect(finding.kind == .leak)
        #expect(finding.eventLine == "detach Flow from Shell")
        #expect(finding.event.time == 300_000_000)
        #expect(finding.relatedEvent == nil)
        #expect(finding.message == "Flow is still alive at the end of the trace, 1.500 s after it left the tree (detach Flow from Shell); allowed: 1.000 s")
        #expect(trace.analysis(options: .init(leakGracePeriod: .seconds(2))).findings.isEmpty)
    }

    @Test("a RIB deallocated later than the grace period is a leak with its deallocation; its subtree too")
    func leakLateDeallocation() throws {
        let (trace, _) = recordSession { clock in
            let shell = ShellRouter()
            shell.launch(from: Window())
            var flow: FlowRouter? = FlowRouter()
            if let flow {
                shell.attachChild(flow)
                flow.attachChild(PageRouter())
                shell.detachChild(flow)
            }
            clock.advance(by: .milliseconds(1200))
            flow = nil
            return shell
        }
        let findings = trace.analysis().findings
        #expect(findings.map(\.kind) == [.leak, .leak])
        #expect(findings.map(\.eventLine) == ["detach Flow from Shell", "detach Flow from Shell"])
        #expect(findings.compactMap(\.relatedEvent).map { trace.eventLog[$0.index] } == ["deallocate Flow", "deallocate Page"])
        let pageDeallocation = try #require(findings.last?.relatedEvent)
        #expect(findings.last?.message == "Page was deallocated 1.200 s after it left the tree (detach Flow from Shell), in \(pageDeallocation); allowed: 1.000 s")
        #expect(pageDeallocation.description == "event \(pageDeallocation.sequence) at 1.200 s")
    }

    /// Shell with a Page whose interactor a subscription captures; the Page is detached
    /// and its router released, then the clock runs `after`, and the subscription lets go
    /// if `releasing`.
    private func pageInteractorKept(for after: Duration, releasing: Bool) -> Trace {
        final class Subscription { var onChange: (() -> Void)? }
        let subscription = Subscription()
        let trace = recordSession { clock in
            let shell = ShellRouter()
            shell.launch(from: Window())
            var page: PageRouter? = PageRouter()
            if let page {
                shell.attachChild(page)
                let interactor = page.interactor
                subscription.onChange = { _ = interactor.isActive }  // captures the interactor strongly
                shell.detachChild(page)
            }
            page = nil
            clock.advance(by: after)
            if releasing { subscription.onChange = nil }
            return shell
        }.trace
        subscription.onChange = nil
        return trace
    }

    @Test("an interactor a closure keeps alive after its router is deallocated is an interactor leak")
    func interactorStillAlive() throws {
        let trace = pageInteractorKept(for: .milliseconds(1500), releasing: false)
        let finding = try #require(trace.analysis().findings.only)
        #expect(finding.kind == .interactorLeak)
        #expect(finding.eventLine == "deallocate Page")
        #expect(finding.relatedEvent == nil)
        #expect(
            finding.message
                == "Page's interactor is still alive at the end of the trace, 1.500 s after its router was deallocated; something still holds it (a closure or a subscription capturing it strongly?); allowed: 1.000 s"
        )
        #expect(finding.description.hasPrefix("interactor leak (event "))
        #expect(trace.analysis(options: .init(leakGracePeriod: .seconds(2))).findings.isEmpty)
    }

    @Test("an interactor deallocated later than the grace period after its router is a leak with its deallocation; on time, nothing")
    func interactorLateDeallocation() throws {
        let late = pageInteractorKept(for: .milliseconds(1200), releasing: true)
        #expect(late.eventLog.suffix(2) == ["deallocate Page", "deallocate Page's interactor"])
        let finding = try #require(late.analysis().findings.only)
        #expect(finding.kind == .interactorLeak)
        let gone = try #require(finding.relatedEvent)
        #expect(late.eventLog[gone.index] == "deallocate Page's interactor")
        #expect(finding.message == "Page's interactor was deallocated 1.200 s after its router, in \(gone); allowed: 1.000 s")
        #expect(pageInteractorKept(for: .milliseconds(800), releasing: true).analysis().findings.isEmpty)
    }

    @Test("leaks() and leaks(after:) report an interactor that outlived its router, as LeakDetector would")
    func interactorLeaksInTestHelpers() throws {
        let kept = pageInteractorKept(for: .milliseconds(1500), releasing: false)
        let leak = try #require(try kept.leaks(after: .seconds(1)).only)
        #expect(leak.object == .interactor)
        #expect(kept.eventLog[leak.detachEvent.index] == "deallocate Page")
        #expect(leak.description == "Page's interactor is still alive at the end of the trace, 1.500 s after its router was deallocated in \(leak.detachEvent)")
        #expect(try kept.leaks().map(\.object) == [.interactor])
        let late = pageInteractorKept(for: .milliseconds(1200), releasing: true)
        #expect(try late.leaks().isEmpty)
        let lateLeak = try #require(try late.leaks(after: .seconds(1)).only)
        let gone = try #require(lateLeak.deallocationEvent)
        #expect(lateLeak.description == "Page's interactor was deallocated 1.200 s after its router: router deallocated in \(lateLeak.detachEvent), interactor in \(gone)")
    }

    @Test("an interactor nobody follows is never reported: the trace cannot tell a leak from no news")
    func untrackedInteractor() throws {
        let rib = RibID(rawValue: 1)
        func trace(tracking: Bool) throws -> Trace {
            try Trace(
                header: TraceHeader(app: AppInfo(name: "Observed")),
                ribs: [RibDescriptor(id: rib, name: "Page", tracksInteractorDeallocation: tracking)],
                events: [
                    RibEvent(sequence: 0, time: 0, kind: .launched(rib)),
                    RibEvent(sequence: 1, time: 1_000_000, kind: .deallocated(rib)),
                ],
                end: 5_000_000_000
            )
        }
        #expect(try trace(tracking: false).analysis().findings.isEmpty)
        let tracked = try trace(tracking: true)
        #expect(tracked.analysis().findings.map(\.kind) == [.interactorLeak])
    }

    @Test("a RIB attached under an inactive parent is reported once; its forced activation is not reported again")
    func attachedUnderInactiveParent() throws {
        let (trace, _) = recordSession { _ in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let flow = FlowRouter()
            shell.attachChild(flow)
            shell.detachChild(flow)
            flow.attachChild(PageRouter())  // Flow is detached, so inactive
            shell.attachChild(flow)
            return shell
        }
        let finding = try #require(trace.analysis().findings.only)
        #expect(finding.kind == .attachedUnderInactiveParent)
        #expect(finding.eventLine == "attach Page to Flow")
        #expect(finding.message == "Flow attaches Page while Flow's interactor is inactive; RIBs activates Page anyway")
    }

    @Test("an interactor activated while its RIB is detached")
    func activeWhileDetached() throws {
        let (trace, _) = recordSession { _ in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let flow = FlowRouter()
            shell.attachChild(flow)
            shell.detachChild(flow)
            flow.interactable.activate()  // app code that should never call it
            flow.interactable.deactivate()
            return shell
        }
        let finding = try #require(trace.analysis().findings.only)
        #expect(finding.kind == .activeWhileDetached)
        #expect(finding.eventLine == "activate Flow")
        #expect(finding.message == "Flow's interactor becomes active, but Flow is not in the live tree: it is detached")
    }

    @Test("a tree deeper than the limit is reported once per RIB, with its path from the root")
    func tooDeep() throws {
        let (trace, _) = recordSession { _ in
            let shell = ShellRouter()
            shell.launch(from: Window())
            var parent: Routing = shell
            for _ in 1...3 {
                let flow = FlowRouter()
                parent.attachChild(flow)
                parent = flow
            }
            parent.attachChild(PageRouter())
            parent.attachChild(PageRouter())
            return shell
        }
        #expect(trace.analysis().findings.isEmpty)
        #expect(trace.analysis().summary.deepest?.depth == 4)
        let findings = trace.analysis(options: .init(maximumDepth: 2)).findings
        #expect(findings.map(\.kind) == [.tooDeep, .tooDeep])
        #expect(
            findings.map(\.message) == [
                "Flow#3 is at depth 3 (Shell → Flow#1 → Flow#2 → Flow#3), deeper than the limit of 2",
                "Page#1 is at depth 4 (Shell → Flow#1 → Flow#2 → Flow#3 → Page#1), deeper than the limit of 2",
            ])
    }

    @Test("a workflow step that never finished, reported at the step's start")
    func unfinishedStep() throws {
        let (trace, _) = recordSession { _ in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let workflow = SignInWorkflow()
            workflow.subscribe(shell.interactor)  // waitForSignIn's promise is never settled
            return (shell, workflow)
        }
        let finding = try #require(trace.analysis().findings.only)
        #expect(finding.kind == .unfinishedStep)
        #expect(finding.eventLine == "start step 0 waitForSignIn of SignInWorkflow on Shell")
        #expect(finding.step?.name == "waitForSignIn")
        #expect(finding.message == "waitForSignIn (step 0 of SignInWorkflow) started and never finished")
    }

    @Test("a workflow waiting for an actionable item that never becomes active never ends")
    func unfinishedWorkflow() throws {
        let (trace, _) = recordSession { _ in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let flow = FlowRouter()  // built, never attached: its interactor stays inactive
            let workflow = SignInWorkflow()
            workflow.subscribe(shell.interactor)
            shell.interactor.signIn?.fulfill((flow.interactor, ()))
            return (shell, flow, workflow)
        }
        let finding = try #require(trace.analysis().findings.only)
        #expect(finding.kind == .unfinishedWorkflow)
        #expect(finding.eventLine == "start workflow SignInWorkflow")
        #expect(finding.message == "SignInWorkflow started and never ended; its step 1 never started (the step's actionable item never became active)")
    }

    @Test("a workflow that failed is not unfinished")
    func failedWorkflow() {
        struct Refused: Error {}
        let (trace, _) = recordSession { _ in
            let shell = ShellRouter()
            shell.launch(from: Window())
            let workflow = SignInWorkflow()
            workflow.subscribe(shell.interactor)
            shell.interactor.signIn?.reject(Refused())
            return (shell, workflow)
        }
        #expect(trace.analysis().findings.isEmpty)
    }
}

extension Array {
    /// The only element, or `nil` when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
