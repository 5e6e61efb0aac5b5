import RibInspector

/// The RIB architecture one or more recorded sessions show, by name: every RIB with how
/// many of its instances the sessions declared, built and attached, every parent → child
/// relation with how often it happened, every scope with what it shares, and each RIB's
/// lifetime figures and anomalies per session.
///
/// It is ribviz's one model of the architecture a trace shows: `ribviz docs` writes it as
/// Markdown (`TraceDocumentationWriter` in RibArchitectureTools), `ribviz scan --compare`
/// holds it against the sources, and two of them make a ``TraceDiff``:
///
/// ```swift
/// let architecture = ObservedArchitecture(traces: [.init(label: "tictactoe.trace.json", trace: trace)])
/// for relation in architecture.relations {
///     print(relation.item, relation.count)   // Root → LoggedOut 1
/// }
/// ```
///
/// Every RIB is named without its instance number (every `TransportHome` is one RIB), and
/// everything is kept in the order the traces, in the order given, first show it, so the
/// same traces always give the same architecture.
public struct ObservedArchitecture: Sendable {
    /// One recorded session and the label documentation names it by.
    public struct Source: Sendable {
        /// How the session is named in the documentation, usually its file name.
        public var label: String
        /// The recorded session.
        public var trace: Trace

        /// Creates a source.
        public init(label: String, trace: Trace) {
            self.label = label
            self.trace = trace
        }
    }

    /// The sessions it was read from, in the order given.
    public let sources: [Source]
    /// The sessions' labels, in the order given.
    public let traceLabels: [String]
    /// Each session's analysis, in the order given, judged by the options it was read with.
    public let analyses: [TraceAnalysis]
    /// The names of the apps the traces come from, each once, in the order first seen.
    public let appNames: [String]
    /// Every RIB any session declared or named in an event, in the order first seen.
    public let ribs: [Rib]
    /// Every parent → child relation, by name, with how many `attached` events showed it,
    /// in the order first seen.
    public let relations: [Counted<Relation>]
    /// Every scope any session had, by name, in the order first declared.
    public let scopes: [Scope]
    /// Every object a scope shared, with how many instances of the scope shared it, in the
    /// order first declared.
    public let sharedObjects: [Counted<SharedObject>]

    // Lookups by name, so that documenting every RIB stays linear in the number of RIBs.
    private let ribIndex: [String: Int]
    private let scopeIndex: [String: Int]
    private let parentRelations: [String: [Int]]
    private let childRelations: [String: [Int]]

    /// Reads the sessions, analysing each once with ``TraceAnalysis``.
    ///
    /// - Parameters:
    ///   - traces: The sessions, each with its label.
    ///   - options: The thresholds the sessions' findings are judged by.
    public init(traces: [Source], options: TraceAnalysis.Options = TraceAnalysis.Options()) {
        var collector = ObservedArchitectureCollector()
        var analyses: [TraceAnalysis] = []
        for source in traces {
            let analysis = source.trace.analysis(options: options)
            collector.add(source, analysis: analysis)
            analyses.append(analysis)
        }
        self.init(collector, sources: traces, analyses: analyses)
    }

    /// Reads only the sessions' structure, with no analysis: the RIBs, relations, scopes and
    /// shared objects, and no ``analyses``, lifetimes or findings. For tools that count what
    /// sessions attached (coverage), where the analysis would be most of the work.
    package init(structureOf traces: [Source]) {
        var collector = ObservedArchitectureCollector()
        for source in traces { collector.add(source, analysis: nil) }
        self.init(collector, sources: traces, analyses: [])
    }

    private init(_ collector: ObservedArchitectureCollector, sources traces: [Source], analyses: [TraceAnalysis]) {
        sources = traces
        traceLabels = traces.map(\.label)
        self.analyses = analyses
        appNames = collector.appNames
        ribs = collector.ribs
        relations = collector.relations.counted
        scopes = collector.scopes
        sharedObjects = collector.sharedObjects.counted
        ribIndex = Dictionary(ribs.enumerated().map { ($1.name, $0) }) { first, _ in first }
        scopeIndex = Dictionary(scopes.enumerated().map { ($1.name, $0) }) { first, _ in first }
        var parentRelations: [String: [Int]] = [:]
        var childRelations: [String: [Int]] = [:]
        for (index, relation) in relations.enumerated() {
            parentRelations[relation.item.child, default: []].append(index)
            childRelations[relation.item.parent, default: []].append(index)
        }
        self.parentRelations = parentRelations
        self.childRelations = childRelations
    }

    /// The RIB with a name, if any session had it.
    public func rib(named name: String) -> Rib? {
        ribIndex[name].map { ribs[$0] }
    }

    /// The relations in which a RIB is the child.
    public func parents(of name: String) -> [Counted<Relation>] {
        (parentRelations[name] ?? []).map { relations[$0] }
    }

    /// The relations in which a RIB is the parent.
    public func children(of name: String) -> [Counted<Relation>] {
        (childRelations[name] ?? []).map { relations[$0] }
    }

    /// The scope with a name, if any session had it.
    public func scope(named name: String) -> Scope? {
        scopeIndex[name].map { scopes[$0] }
    }
}
