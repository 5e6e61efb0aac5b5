import RibInspector

/// The RIB architecture one or more recorded sessions show: every RIB by name, every
/// parent → child relation with how often it happened, every scope with what it shares, and
/// each RIB's lifetime figures and anomalies per session.
///
/// Build it from traces, each with a label (its file name) that the documentation shows;
/// then write it with ``TraceDocumentationWriter``:
///
/// ```swift
/// let architecture = ObservedArchitecture(traces: [.init(label: "tictactoe.trace.json", trace: trace)])
/// let pages = TraceDocumentationWriter().pages(for: architecture)
/// ```
///
/// Everything is kept in the order the traces, in the order given, first show it, so the
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
    /// The names of the apps the traces come from, each once, in the order first seen.
    public let appNames: [String]
    /// Every RIB any session had, in the order first declared.
    public let ribs: [ObservedRib]
    /// Every parent → child attachment, by name, in the order first seen.
    public let relations: [ObservedRelation]
    /// Every scope any session had, by name, in the order first declared.
    public let scopes: [ObservedScope]

    // Lookups by name, so that documenting every RIB stays linear in the number of RIBs.
    private let ribIndex: [String: Int]
    private let scopeIndex: [String: Int]
    private let parentRelations: [String: [Int]]
    private let childRelations: [String: [Int]]

    /// Reads the sessions, analysing each once with ``TraceAnalysis``.
    public init(traces: [Source]) {
        var collector = ObservedArchitectureCollector()
        for source in traces {
            collector.add(source)
        }
        sources = traces
        traceLabels = traces.map(\.label)
        appNames = collector.appNames
        ribs = collector.ribs
        relations = collector.relations
        scopes = collector.scopes
        ribIndex = Dictionary(ribs.enumerated().map { ($1.name, $0) }) { first, _ in first }
        scopeIndex = Dictionary(scopes.enumerated().map { ($1.name, $0) }) { first, _ in first }
        var parentRelations: [String: [Int]] = [:]
        var childRelations: [String: [Int]] = [:]
        for (index, relation) in relations.enumerated() {
            parentRelations[relation.child, default: []].append(index)
            childRelations[relation.parent, default: []].append(index)
        }
        self.parentRelations = parentRelations
        self.childRelations = childRelations
    }

    /// The RIB with a name, if any session had it.
    public func rib(named name: String) -> ObservedRib? {
        ribIndex[name].map { ribs[$0] }
    }

    /// The relations in which a RIB is the child.
    public func parents(of name: String) -> [ObservedRelation] {
        (parentRelations[name] ?? []).map { relations[$0] }
    }

    /// The relations in which a RIB is the parent.
    public func children(of name: String) -> [ObservedRelation] {
        (childRelations[name] ?? []).map { relations[$0] }
    }

    /// The scope with a name, if any session had it.
    public func scope(named name: String) -> ObservedScope? {
        scopeIndex[name].map { scopes[$0] }
    }
}

/// One RIB of an ``ObservedArchitecture``: every instance of one name across the sessions.
public struct ObservedRib: Hashable, Sendable {
    /// The RIB's name, for example `LoggedIn`.
    public var name: String
    /// Whether the RIB owns a view; `nil` when no session said.
    public var isViewful: Bool?
    /// Whether a session launched it as the app's root.
    public var isLaunchRoot: Bool
    /// The router types seen for it, in the order first seen.
    public var routerTypes: [String]
    /// The names of the scopes its instances were built in, in the order first seen.
    public var scopes: [String]
    /// Its lifetime figures in each session that had it, in the sessions' order.
    public var lifetimes: [ObservedLifetime]
    /// The moment it first joined the live tree: its first `attached` (or `launched`)
    /// event in the first session that attached or launched it; `nil` when none did.
    public var firstAttachment: ObservedMoment?
    /// The anomalies the analysis found about it, sessions in order, events in order.
    public var findings: [ObservedFinding]
}

/// A moment of one of an ``ObservedArchitecture``'s sessions: right after one of its
/// events, such as the event that first attached a RIB.
///
/// Draw the tree at that moment with
/// `architecture.sources[moment.traceIndex].trace.snapshot(afterEvents: moment.eventCount)`.
public struct ObservedMoment: Hashable, Sendable {
    /// The session's position in ``ObservedArchitecture/sources``.
    public var traceIndex: Int
    /// The session's label.
    public var traceLabel: String
    /// How many of the session's events had happened, this one included.
    public var eventCount: Int
    /// The event's sequence number, the one `ribviz render --at` takes.
    public var sequence: UInt64
    /// When the event happened, in nanoseconds since the session started.
    public var time: UInt64
    /// The RIB instance the event is about, in that session.
    public var rib: RibID
    /// Whether the event launched the RIB as the app's root rather than attaching it.
    public var isLaunch: Bool
}

/// A RIB's lifetime figures in one session: a ``RibLifetime`` with the session's label.
public struct ObservedLifetime: Hashable, Sendable {
    /// The label of the session.
    public var traceLabel: String
    /// The figures.
    public var lifetime: RibLifetime
}

/// An anomaly about a RIB in one session: a ``TraceFinding`` with the session's label.
public struct ObservedFinding: Hashable, Sendable {
    /// The label of the session.
    public var traceLabel: String
    /// The finding.
    public var finding: TraceFinding
}

/// A parent attaching a child, by name, with how often it happened in all sessions.
public struct ObservedRelation: Hashable, Sendable {
    /// The parent RIB's name.
    public var parent: String
    /// The child RIB's name.
    public var child: String
    /// How many attach events, across the sessions, attached the child to the parent.
    public var count: Int
}

/// A scope of an ``ObservedArchitecture``: every component instance of one name.
public struct ObservedScope: Hashable, Sendable {
    /// The scope's name, for example `LoggedIn`.
    public var name: String
    /// The component types seen for it, in the order first seen.
    public var componentTypes: [String]
    /// The names of the scopes it was created from, in the order first seen.
    public var parents: [String]
    /// The objects it shares, in the order first created.
    public var sharedObjects: [String]
    /// The RIBs built in it, in the order first seen.
    public var ribs: [String]
}
