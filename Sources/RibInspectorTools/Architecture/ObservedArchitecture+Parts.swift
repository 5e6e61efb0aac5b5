import RibInspector

extension ObservedArchitecture {
    /// Something the sessions show, with how many times they show it.
    public struct Counted<Item: Hashable & Sendable>: Hashable, Sendable {
        /// What is counted.
        public var item: Item
        /// How many times the sessions show it.
        public var count: Int

        /// Creates a count.
        public init(item: Item, count: Int) {
            self.item = item
            self.count = count
        }
    }

    /// A parent RIB attaching a child RIB, by their names.
    public struct Relation: Hashable, Sendable, CustomStringConvertible {
        /// The parent's name, for example `LoggedIn`.
        public var parent: String
        /// The child's name, for example `OffGame`.
        public var child: String

        /// Creates a relation.
        public init(parent: String, child: String) {
            self.parent = parent
            self.child = child
        }

        /// `Parent → Child`.
        public var description: String { "\(parent) → \(child)" }
    }

    /// An object a scope shares (a `shared { }` property), by the scope's name.
    public struct SharedObject: Hashable, Sendable, CustomStringConvertible {
        /// The scope's name, for example `LoggedIn`.
        public var scope: String
        /// The object's name, for example `scoreStream`.
        public var name: String

        /// Creates a shared object.
        public init(scope: String, name: String) {
            self.scope = scope
            self.name = name
        }

        /// `object in Scope`.
        public var description: String { "\(name) in \(scope)" }
    }

    /// One RIB: every instance of one name across the sessions.
    public struct Rib: Hashable, Sendable {
        /// The RIB's name, for example `LoggedIn`.
        public var name: String
        /// How many instances of it the sessions declared; 0 for a RIB that only events
        /// name (a trace that lost its declaration), named by its identifier.
        public var instances: Int
        /// How many instances a session built (a `built` or `launched` event).
        public var builtInstances: Int
        /// How many instances a session attached or launched: those whose `didLoad` ran.
        public var attachedInstances: Int
        /// Whether the RIB owns a view; `nil` when no session said, or when its instances
        /// disagree.
        public var isViewful: Bool? {
            switch (declaredViewful, declaredViewless) {
            case (true, false): true
            case (false, true): false
            default: nil
            }
        }
        /// Whether a session launched it as the app's root.
        public var isLaunchRoot: Bool
        /// The builder types seen for it, in the order first seen.
        public var builderTypes: [String]
        /// The router types seen for it, in the order first seen.
        public var routerTypes: [String]
        /// The names of the scopes its instances were built in, in the order first seen.
        public var scopes: [String]
        /// Its lifetime figures in each session that had it, in the sessions' order.
        public var lifetimes: [Lifetime]
        /// The moment it first joined the live tree: its first `attached` (or `launched`)
        /// event in the first session that attached or launched it; `nil` when none did.
        public var firstAttachment: Moment?
        /// The anomalies the analysis found about it, sessions in order, events in order.
        public var findings: [Finding]
        /// Whether an instance was declared with a view.
        var declaredViewful = false
        /// Whether an instance was declared without a view.
        var declaredViewless = false

        init(name: String) {
            self.name = name
            instances = 0
            builtInstances = 0
            attachedInstances = 0
            isLaunchRoot = false
            builderTypes = []
            routerTypes = []
            scopes = []
            lifetimes = []
            firstAttachment = nil
            findings = []
        }
    }

    /// A scope: every component instance of one name.
    public struct Scope: Hashable, Sendable {
        /// The scope's name, for example `LoggedIn`.
        public var name: String
        /// How many instances of it (components) the sessions created.
        public var instances: Int
        /// The component types seen for it, in the order first seen.
        public var componentTypes: [String]
        /// The names of the scopes it was created from, in the order first seen.
        public var parents: [String]
        /// The objects it shares, in the order first created.
        public var sharedObjects: [String]
        /// The RIBs built in it, in the order first seen.
        public var ribs: [String]

        init(name: String) {
            self.name = name
            instances = 0
            componentTypes = []
            parents = []
            sharedObjects = []
            ribs = []
        }
    }

    /// A moment of one of the sessions: right after one of its events, such as the event
    /// that first attached a RIB.
    ///
    /// Draw the tree at that moment with
    /// `architecture.sources[moment.traceIndex].trace.snapshot(afterEvents: moment.eventCount)`.
    public struct Moment: Hashable, Sendable {
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
    public struct Lifetime: Hashable, Sendable {
        /// The label of the session.
        public var traceLabel: String
        /// The figures.
        public var lifetime: RibLifetime
    }

    /// An anomaly about a RIB in one session: a ``TraceFinding`` with the session's label.
    public struct Finding: Hashable, Sendable {
        /// The label of the session.
        public var traceLabel: String
        /// The finding.
        public var finding: TraceFinding
    }
}
