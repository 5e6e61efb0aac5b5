import RibInspector

/// The RIB architecture one or more recorded sessions show: every RIB by name, every
/// parent→child relation with how often it happened, every scope with what it shares, and
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

    /// The sessions' labels, in the order given.
    public let traceLabels: [String]
    /// The names of the apps the traces come from, each once, in the order first seen.
    public let appNames: [String]
    /// Every RIB any session had, in the order first declared.
    public let ribs: [ObservedRib]
    /// Every parent→child attachment, by name, in the order first seen.
    public let relations: [ObservedRelation]
    /// Every scope any session had, by name, in the order first declared.
    public let scopes: [ObservedScope]

    /// Reads the sessions, analysing each once with ``TraceAnalysis``.
    public init(traces: [Source]) {
        var collector = ObservedArchitectureCollector()
        for source in traces {
            collector.add(source)
        }
        traceLabels = traces.map(\.label)
        appNames = collector.appNames
        ribs = collector.ribs
        relations = collector.relations
        scopes = collector.scopes
    }

    /// The RIB with a name, if any session had it.
    public func rib(named name: String) -> ObservedRib? {
        ribs.first { $0.name == name }
    }

    /// The relations in which a RIB is the child.
    public func parents(of name: String) -> [ObservedRelation] {
        relations.filter { $0.child == name }
    }

    /// The relations in which a RIB is the parent.
    public func children(of name: String) -> [ObservedRelation] {
        relations.filter { $0.parent == name }
    }

    /// The scope with a name, if any session had it.
    public func scope(named name: String) -> ObservedScope? {
        scopes.first { $0.name == name }
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
    /// The anomalies the analysis found about it, sessions in order, events in order.
    public var findings: [ObservedFinding]
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
