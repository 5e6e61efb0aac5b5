import RibInspector
import Testing

/// Builds a trace from event kinds; each event happens `spacing` after the previous one.
private func trace(
    ribs names: [String],
    workflows: [String] = [],
    firstSequence: UInt64 = 0,
    spacing: UInt64 = 1_000_000,
    _ kinds: [RibEvent.Kind]
) throws -> Trace {
    let ribs = names.enumerated().map { RibDescriptor(id: RibID(rawValue: UInt32($0.offset + 1)), name: $0.element) }
    let runs = workflows.enumerated().map { WorkflowDescriptor(id: WorkflowID(rawValue: UInt32($0.offset + 1)), name: $0.element) }
    let events = kinds.enumerated().map {
        RibEvent(sequence: firstSequence + UInt64($0.offset), time: UInt64($0.offset) * spacing, kind: $0.element)
    }
    return try Trace(header: TraceHeader(app: AppInfo(name: "Test")), ribs: ribs, workflows: runs, events: events)
}

private let root = RibID(rawValue: 1)
private let home = RibID(rawValue: 2)
private let card = RibID(rawValue: 3)
private let run = WorkflowID(rawValue: 1)

/// What the analysis finds in hand-built traces: cases a runtime never records (an
/// observer's or another platform's traces, damaged files) and the figures.
@Suite("Analysis: hand-built traces")
struct AnalysisTraceTests {
    private let names = ["Root", "Home", "Card"]

    @Test("a step that starts twice, or finishes twice, is a repeated step naming its first run")
    func repeatedStep() throws {
        let step = WorkflowStep(workflow: run, index: 0, name: "openCard", rib: root)
        let trace = try trace(
            ribs: names, workflows: ["CardWorkflow"],
            [
                .launched(root), .activated(root), .workflowStarted(run),
                .stepStarted(step), .stepStarted(step), .stepFinished(step), .stepFinished(step),
                .workflowEnded(run, .completed),
            ])
        let findings = trace.analysis().findings
        #expect(findings.map(\.kind) == [.repeatedStep, .repeatedStep])
        #expect(findings.map(\.event.index) == [4, 6])
        #expect(findings.map(\.relatedEvent?.index) == [3, 5])
        #expect(findings.first?.message == "openCard (step 0 of CardWorkflow) starts again; it first started in event 3 at 0.003 s")
    }

    @Test(
        "steps of the largest index there is, in a workflow that never ends, are analysed without overflow",
        arguments: [
            [RibEvent.Kind.stepFinished(WorkflowStep(workflow: run, index: .max, name: "last", rib: root))],
            [.stepStarted(WorkflowStep(workflow: run, index: .max, name: "last", rib: root)), .stepFinished(WorkflowStep(workflow: run, index: .max, name: "last", rib: root))],
            [.stepFinished(WorkflowStep(workflow: run, index: .max, name: "last", rib: root)), .stepFinished(WorkflowStep(workflow: run, index: .max, name: "last", rib: root))],
        ])
    func largestStepIndex(steps: [RibEvent.Kind]) throws {
        let trace = try trace(ribs: names, workflows: ["CardWorkflow"], [.launched(root), .activated(root), .workflowStarted(run)] + steps)
        let unfinished = try #require(trace.analysis().findings.first { $0.kind == .unfinishedWorkflow })
        #expect(unfinished.message == "CardWorkflow started and never ended; no step started after its last one")
    }

    @Test("a workflow whose step 2 finished waits for step 3")
    func nextStepAfterFinished() throws {
        let step = WorkflowStep(workflow: run, index: 2, name: "openCard", rib: root)
        let trace = try trace(ribs: names, workflows: ["CardWorkflow"], [.launched(root), .activated(root), .workflowStarted(run), .stepStarted(step), .stepFinished(step)])
        let unfinished = try #require(trace.analysis().findings.only)
        #expect(unfinished.message == "CardWorkflow started and never ended; its step 3 never started (the step's actionable item never became active)")
    }

    @Test("an attach of an attached RIB or a detach of a non-child, written as plain events, are those anomalies")
    func plainEventAnomalies() throws {
        let trace = try trace(
            ribs: names,
            [
                .launched(root), .activated(root),
                .attached(home, parent: root), .activated(home),
                .attached(card, parent: home), .activated(card),
                .attached(card, parent: root),
                .detached(card, parent: root),
            ])
        let findings = trace.analysis().findings
        #expect(findings.map(\.kind) == [.attachedTwice, .detachedNonChild])
        #expect(
            findings.map(\.message) == [
                "Root attaches Card, which is already attached to Home; the tree is unchanged",
                "Root detaches Card, which is not its child (its parent is Home); the tree is unchanged",
            ])
        #expect(trace.analysis().finalSnapshot.description == "Root\n└─ Home\n   └─ Card")
    }

    @Test("an event the tree refuses is a contradictory event, skipped, and the analysis goes on")
    func contradictoryEvent() throws {
        let trace = try trace(
            ribs: names,
            [
                .built(root), .launched(root), .activated(root), .built(root),
                .attached(home, parent: root), .activated(home),
            ])
        let analysis = trace.analysis()
        #expect(analysis.findings.map(\.kind) == [.contradictoryEvent])
        #expect(analysis.findings.first?.message == "RIB 1 is built twice; the event is skipped")
        #expect(analysis.finalSnapshot.description == "Root\n└─ Home")
    }

    @Test("without activity in the trace (an observer that cannot see it), the activity checks stay silent")
    func noActivity() throws {
        let trace = try trace(
            ribs: names,
            [
                .launched(root), .attached(home, parent: root), .attached(card, parent: home),
            ])
        let analysis = trace.analysis()
        #expect(analysis.findings.isEmpty)
        #expect(!analysis.summary.recordsActivity)
    }

    @Test("lifetimes count every stay in the live tree, including a subtree's return with its top")
    func lifetimes() throws {
        // Events are 1 ms apart.
        let trace = try trace(
            ribs: names,
            [
                .launched(root),  // 0
                .attached(home, parent: root),  // 1
                .attached(card, parent: home),  // 2
                .detached(home, parent: root),  // 3: Home and Card leave
                .attached(home, parent: root),  // 4: both come back
                .detached(card, parent: home),  // 5
                .deallocated(card),  // 6
                .detached(home, parent: root),  // 7
                .deallocated(home),  // 8
                .activated(root),  // 9
            ])
        let lifetimes = trace.analysis().lifetimes
        #expect(lifetimes.map(\.name) == ["Root", "Home", "Card"])
        #expect(lifetimes.map(\.timesAttached) == [1, 2, 2])
        #expect(lifetimes.map(\.totalAttachedTime) == [.milliseconds(9), .milliseconds(5), .milliseconds(2)])
        #expect(lifetimes.map(\.medianAttachedTime) == [.milliseconds(9), .microseconds(2500), .milliseconds(1)])
        #expect(lifetimes.map(\.attachedAtEnd) == [1, 0, 0])
        #expect(lifetimes.map(\.instances) == [[root], [home], [card]])
    }

    @Test("a name's median stay counts its finished stays and those still open at the end, in order of length")
    func medianOfFinishedAndOpenStays() throws {
        let cards = (2...5).map { RibID(rawValue: UInt32($0)) }
        // Events are 1 ms apart. Finished stays: 1 ms and 5 ms; open at the end: 3 ms and 2 ms.
        let kinds: [RibEvent.Kind] = [
            .launched(root), .attached(cards[0], parent: root), .attached(cards[1], parent: root),
            .detached(cards[1], parent: root), .attached(cards[2], parent: root), .attached(cards[3], parent: root),
            .detached(cards[0], parent: root), .loaded(root),
        ]
        let names = ["Root", "Card", "Card", "Card", "Card"]
        let even = try #require(try trace(ribs: names, kinds).analysis().lifetimes.last)
        #expect(even.timesAttached == 4)
        #expect(even.totalAttachedTime == .milliseconds(11))
        #expect(even.medianAttachedTime == .microseconds(2500))
        #expect(even.attachedAtEnd == 2)
        // The second card back at 7 ms, for 1 ms: stays of 1, 1, 3, 4 and 5 ms.
        let odd = try #require(
            try trace(ribs: names, kinds.dropLast() + [.attached(cards[1], parent: root), .loaded(root)]).analysis().lifetimes.last)
        #expect(odd.timesAttached == 5)
        #expect(odd.totalAttachedTime == .milliseconds(14))
        #expect(odd.medianAttachedTime == .milliseconds(3))
        #expect(odd.attachedAtEnd == 3)
    }

    @Test("each instance's stays in the live tree add up to its lifetime figures; a contradicting event changes nothing")
    func liveTreeStays() throws {
        // Events are 1 ms apart.
        let trace = try trace(
            ribs: names,
            [
                .launched(root),  // 0
                .attached(home, parent: root),  // 1
                .attached(card, parent: home),  // 2
                .detached(home, parent: root),  // 3: Home and Card leave
                .detached(card, parent: root),  // 4: contradicts the tree (Card's parent is Home)
                .attached(home, parent: root),  // 5: both come back
                .detached(card, parent: home),  // 6
            ])
        let stays = trace.liveTreeStays()
        #expect(stays[root] == [LiveTreeStay(start: 0, end: 6_000_000, isOpen: true)])
        #expect(
            stays[home] == [
                LiveTreeStay(start: 1_000_000, end: 3_000_000, isOpen: false),
                LiveTreeStay(start: 5_000_000, end: 6_000_000, isOpen: true),
            ])
        #expect(
            stays[card] == [
                LiveTreeStay(start: 2_000_000, end: 3_000_000, isOpen: false),
                LiveTreeStay(start: 5_000_000, end: 6_000_000, isOpen: false),
            ])
        for lifetime in trace.analysis().lifetimes {
            let own = lifetime.instances.flatMap { stays[$0] ?? [] }
            #expect(own.count == lifetime.timesAttached)
            #expect(.nanoseconds(Int64(own.reduce(0) { $0 + $1.end - $1.start })) == lifetime.totalAttachedTime)
        }
    }

    @Test("the summary: length, events, instances, names, depth, peak and dropped events")
    func summary() throws {
        let names = ["Root", "Tab", "Tab", "Card"]
        let trace = try trace(
            ribs: names, firstSequence: 5,
            [
                .launched(root),
                .attached(RibID(rawValue: 2), parent: root),
                .attached(RibID(rawValue: 3), parent: root),
                .attached(RibID(rawValue: 4), parent: RibID(rawValue: 3)),
                .detached(RibID(rawValue: 3), parent: root),
            ])
        let summary = trace.analysis().summary
        #expect(summary.eventCount == 5)
        #expect(summary.droppedEventCount == 5)
        #expect(summary.duration == .milliseconds(4))
        #expect(summary.ribInstanceCount == 4)
        #expect(summary.ribCount == 3)
        #expect(summary.deepest?.depth == 2)
        #expect(summary.deepest?.rib == RibID(rawValue: 4))
        #expect(summary.deepest?.event == TraceEventPosition(index: 3, sequence: 8, time: 3_000_000))
        #expect(summary.peakAttachedCount == 4)
    }

    @Test("one missing event is one event that is missing")
    func oneDroppedEvent() throws {
        let report = try trace(ribs: ["Root"], firstSequence: 1, [.launched(root)]).analysis().report()
        #expect(report.contains("1 event of the session is missing from the trace;"))
        let reports = try trace(ribs: ["Root"], firstSequence: 2, [.launched(root)]).analysis().report()
        #expect(reports.contains("2 events of the session are missing from the trace;"))
    }

    @Test("identifiers far apart, and RIBs the trace never declares, are analysed alike")
    func sparseIdentifiers() throws {
        let far = RibID(rawValue: 4_000_000_000)
        let undeclared = RibID(rawValue: 70_000)
        let trace = try Trace(
            header: TraceHeader(app: AppInfo(name: "Test")),
            ribs: [RibDescriptor(id: root, name: "Root"), RibDescriptor(id: far, name: "Far")],
            events: [
                RibEvent(sequence: 0, time: 0, kind: .launched(root)),
                RibEvent(sequence: 1, time: 0, kind: .attached(far, parent: root)),
                RibEvent(sequence: 2, time: 0, kind: .attached(undeclared, parent: far)),
                RibEvent(sequence: 3, time: 1_000_000_000, kind: .detached(far, parent: root)),
                RibEvent(sequence: 4, time: 3_000_000_000, kind: .loaded(root)),
            ]
        )
        let analysis = trace.analysis()
        #expect(analysis.findings.map(\.kind) == [.leak, .leak])
        #expect(analysis.findings.map(\.rib) == [far, undeclared])
        #expect(analysis.lifetimes.map(\.name) == ["Root", "Far", "rib 70000"])
        #expect(analysis.lifetimes.map(\.totalAttachedTime) == [.seconds(3), .seconds(1), .seconds(1)])
        #expect(analysis.summary.ribInstanceCount == 3)
        #expect(try trace.leaks().map(\.rib) == [far, undeclared])
    }

    @Test("requireNoFindings throws a readable list of the findings")
    func requireNoFindings() throws {
        let trace = try trace(
            ribs: names,
            [
                .launched(root), .activated(root), .attached(home, parent: root), .activated(home),
                .anomaly(.attachedTwice(home, parent: root)),
            ])
        #expect {
            try trace.requireNoFindings()
        } throws: { error in
            "\(error)" == """
                1 finding in the trace of Test:
                  attached twice (event 4 at 0.004 s): Root attaches Home, which is already attached to Root; the tree is unchanged
                """
        }
    }
}
