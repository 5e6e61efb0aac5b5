import RibInspector

extension TraceAnalysis {
    /// The analysis as UTF-8 JSON, for machines: what `ribviz inspect --json` prints.
    ///
    /// Times are nanoseconds since the session started, as in the trace; RIBs appear by
    /// their identifier in the trace and their display name. The outer object holds
    /// `format` (`ribviz-inspect`), `version` (1), `app`, `session`, `options`, `summary`,
    /// `finalTree` (the live tree, then detached subtrees still alive, parents first),
    /// `lifetimes` and `findings`, each finding with its `kind` (a ``TraceFinding/Kind``
    /// raw value), `event`, `eventLine` and `message`. Keys are sorted.
    /// `Docs/inspect.schema.json` in the ribviz repository is its JSON Schema.
    public func jsonReport() -> [UInt8] {
        ReportEncoding.encode(InspectReport(self))
    }
}

/// What `ribviz inspect --json` writes, member for member.
private struct InspectReport: Encodable {
    struct App: Encodable {
        var name: String
        var version: Nullable<String>
    }

    struct Session: Encodable {
        var name: Nullable<String>
        var startedAt: Nullable<String>
        var recorder: Nullable<String>
    }

    struct Options: Encodable {
        var leakGraceNanoseconds: UInt64
        var maximumDepth: Int
    }

    struct Summary: Encodable {
        struct Deepest: Encodable {
            var depth: Int
            var rib: UInt64
            var ribName: String
            var event: Position
        }

        var eventCount: Int
        var droppedEventCount: UInt64
        var durationNanoseconds: UInt64
        var ribInstanceCount: Int
        var ribCount: Int
        var scopeCount: Int
        var workflowCount: Int
        var peakAttachedCount: Int
        var recordsActivity: Bool
        var deepest: Nullable<Deepest>
    }

    struct TreeEntry: Encodable {
        var rib: UInt64
        var name: String
        var parent: Nullable<UInt64>
        var depth: Int
        var active: Bool
        var detached: Bool
    }

    struct Lifetime: Encodable {
        var name: String
        var instances: [UInt64]
        var timesAttached: Int
        var totalAttachedNanoseconds: UInt64
        var medianAttachedNanoseconds: Nullable<UInt64>
        var attachedAtEnd: Int
    }

    /// A finding; the members that do not apply to its kind are left out.
    struct Finding: Encodable {
        struct Step: Encodable {
            var workflow: UInt64
            var index: Int
            var name: String
        }

        var kind: String
        var event: Position
        var eventLine: String
        var rib: UInt64?
        var ribName: String?
        var step: Step?
        var relatedEvent: Position?
        var message: String
    }

    struct Position: Encodable {
        var index: Int
        var seq: UInt64
        var t: UInt64

        init(_ position: TraceEventPosition) {
            index = position.index
            seq = position.sequence
            t = position.time
        }
    }

    let format = "ribviz-inspect"
    let version = 1
    var app: App
    var session: Session
    var options: Options
    var summary: Summary
    var finalTree: [TreeEntry]
    var lifetimes: [Lifetime]
    var findings: [Finding]

    init(_ analysis: TraceAnalysis) {
        let header = analysis.summary.header
        let trace = analysis.trace
        app = App(name: header.app.name, version: Nullable(header.app.version))
        session = Session(name: Nullable(header.session.name), startedAt: Nullable(header.session.startedAt), recorder: Nullable(header.session.recorder))
        options = Options(leakGraceNanoseconds: analysis.options.leakGraceNanoseconds, maximumDepth: analysis.options.maximumDepth)
        let summary = analysis.summary
        self.summary = Summary(
            eventCount: summary.eventCount,
            droppedEventCount: summary.droppedEventCount,
            durationNanoseconds: summary.durationNanoseconds,
            ribInstanceCount: summary.ribInstanceCount,
            ribCount: summary.ribCount,
            scopeCount: summary.scopeCount,
            workflowCount: summary.workflowCount,
            peakAttachedCount: summary.peakAttachedCount,
            recordsActivity: summary.recordsActivity,
            deepest: Nullable(
                summary.deepest.map { deepest in
                    Summary.Deepest(
                        depth: deepest.depth,
                        rib: Self.number(deepest.rib),
                        ribName: trace.displayName(of: deepest.rib),
                        event: Position(deepest.event)
                    )
                })
        )
        finalTree = Self.finalTree(of: analysis)
        lifetimes = analysis.lifetimes.map { lifetime in
            Lifetime(
                name: lifetime.name,
                instances: lifetime.instances.map(Self.number),
                timesAttached: lifetime.timesAttached,
                totalAttachedNanoseconds: lifetime.totalAttachedNanoseconds,
                medianAttachedNanoseconds: Nullable(lifetime.medianAttachedNanoseconds),
                attachedAtEnd: lifetime.attachedAtEnd
            )
        }
        findings = analysis.findings.map { finding in
            Finding(
                kind: finding.kind.rawValue,
                event: Position(finding.event),
                eventLine: finding.eventLine,
                rib: finding.rib.map(Self.number),
                ribName: finding.rib.map { trace.displayName(of: $0) },
                step: finding.step.map { Finding.Step(workflow: UInt64($0.workflow.rawValue), index: $0.index, name: $0.name) },
                relatedEvent: finding.relatedEvent.map(Position.init),
                message: finding.message
            )
        }
    }

    /// The live tree and the detached subtrees still alive, parents before children.
    private static func finalTree(of analysis: TraceAnalysis) -> [TreeEntry] {
        let snapshot = analysis.finalSnapshot
        // Depths from one walk each, not a walk up per RIB: linear however deep the tree.
        let attached = snapshot.depthFirst(from: snapshot.tree.roots).map { ($0.rib, $0.depth, false) }
        let detached = snapshot.depthFirst(from: snapshot.detachedSubtreeRoots).map { ($0.rib, $0.depth, true) }
        return (attached + detached).map { rib, depth, isDetached in
            let node = snapshot.tree[rib]
            return TreeEntry(
                rib: number(rib),
                name: analysis.trace.displayName(of: rib),
                parent: Nullable(node?.parent.map(number)),
                depth: depth,
                active: node?.isActive ?? false,
                detached: isDetached
            )
        }
    }

    private static func number(_ rib: RibID) -> UInt64 {
        UInt64(rib.rawValue)
    }
}
