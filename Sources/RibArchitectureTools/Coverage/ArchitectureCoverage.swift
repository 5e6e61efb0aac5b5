import RibArchitecture

/// How much of the declared RIB architecture a set of recorded sessions exercised: which
/// declared RIBs were ever attached (or launched), which declared parent → child relations
/// were ever used, how often and by which sessions, and what the sessions did that the
/// sources do not declare.
///
/// ```swift
/// let declared = RibScanner().scan(["App/Sources"])
/// let coverage = CoverageCollector(declared: declared).collect(traceFiles: urls)
/// print(coverage.relationCoverage.percent)   // 87.5
/// ```
///
/// Relations the scan could not resolve (a router that "may attach more") are not in the
/// declared tree, so what a session does through them counts as undeclared; the count of
/// unresolved routes is kept so that a report can say how far the declared tree is known.
public struct ArchitectureCoverage: Sendable, Codable, Equatable {
    /// The version of this JSON form; a reader refuses a version it does not know.
    public var version: Int = 1
    /// Every declared RIB, with how the sessions used it, in the scan's order.
    public var ribs: [RibUse]
    /// Every declared relation, with how the sessions used it, in the scan's order.
    public var relations: [RelationUse]
    /// Relations the sessions used that the sources do not declare.
    public var undeclared: [RelationUse]
    /// RIBs of the sessions that match no declared RIB, by the sessions' names.
    public var unknownRibs: [String]
    /// How many sessions were read.
    public var tracesRead: Int
    /// The sessions that could not be read, with why; they count nowhere else.
    public var skipped: [SkippedTrace]
    /// How many routing expressions of the scan were unresolved: relations through them
    /// are unknown to the declared tree.
    public var unresolvedRoutes: Int

    /// Creates a coverage.
    public init(
        ribs: [RibUse],
        relations: [RelationUse],
        undeclared: [RelationUse],
        unknownRibs: [String],
        tracesRead: Int,
        skipped: [SkippedTrace],
        unresolvedRoutes: Int
    ) {
        self.ribs = ribs
        self.relations = relations
        self.undeclared = undeclared
        self.unknownRibs = unknownRibs
        self.tracesRead = tracesRead
        self.skipped = skipped
        self.unresolvedRoutes = unresolvedRoutes
    }

    /// One declared RIB and how the sessions used it.
    public struct RibUse: Sendable, Codable, Equatable {
        /// The RIB's declared name.
        public var name: String
        /// Its module, when the scan knows it.
        public var module: String?
        /// How many times the sessions attached or launched it, all sessions together.
        public var uses: Int
        /// How many sessions attached or launched it.
        public var traces: Int

        /// Creates a use.
        public init(name: String, module: String?, uses: Int, traces: Int) {
            self.name = name
            self.module = module
            self.uses = uses
            self.traces = traces
        }
    }

    /// One relation and how the sessions used it.
    public struct RelationUse: Sendable, Codable, Equatable {
        /// The parent RIB's name.
        public var parent: String
        /// The child RIB's name.
        public var child: String
        /// How many `attached` events showed it, all sessions together.
        public var attachments: Int
        /// How many sessions showed it.
        public var traces: Int
        /// A few of those sessions (the first in name order), so a reader can open one.
        public var exampleTraces: [String]
        /// Where the sources declare it (for a declared relation).
        public var declaredAt: SourceLocation?
        /// The module of the parent RIB, when the scan knows it.
        public var module: String?

        /// Creates a use.
        public init(
            parent: String, child: String, attachments: Int, traces: Int, exampleTraces: [String], declaredAt: SourceLocation?, module: String?
        ) {
            self.parent = parent
            self.child = child
            self.attachments = attachments
            self.traces = traces
            self.exampleTraces = exampleTraces
            self.declaredAt = declaredAt
            self.module = module
        }

        /// `Parent → Child`.
        public var description: String { "\(parent) → \(child)" }
    }

    /// A session that could not be read.
    public struct SkippedTrace: Sendable, Codable, Equatable {
        /// The session's file.
        public var trace: String
        /// Why it could not be read.
        public var reason: String

        /// Creates a skipped session.
        public init(trace: String, reason: String) {
            self.trace = trace
            self.reason = reason
        }
    }

    /// A share: how many of how many were exercised.
    public struct Share: Sendable, Codable, Equatable {
        /// How many were exercised.
        public var exercised: Int
        /// How many are declared.
        public var declared: Int

        /// Creates a share.
        public init(exercised: Int, declared: Int) {
            self.exercised = exercised
            self.declared = declared
        }

        /// The share in percent; 100 when nothing is declared.
        public var percent: Double {
            declared == 0 ? 100 : Double(exercised) * 100 / Double(declared)
        }
    }

    /// The coverage of one module: its RIBs, and the relations its RIBs are the parents of.
    public struct ModuleShare: Sendable, Codable, Equatable {
        /// The module's name; `nil` for RIBs whose module the scan does not know.
        public var module: String?
        /// Its RIBs exercised.
        public var ribs: Share
        /// The relations from its RIBs exercised.
        public var relations: Share

        /// Creates a module's share.
        public init(module: String?, ribs: Share, relations: Share) {
            self.module = module
            self.ribs = ribs
            self.relations = relations
        }
    }

    /// The declared RIBs the sessions attached or launched.
    public var ribCoverage: Share {
        Share(exercised: ribs.count { $0.uses > 0 }, declared: ribs.count)
    }

    /// The declared relations the sessions used.
    public var relationCoverage: Share {
        Share(exercised: relations.count { $0.attachments > 0 }, declared: relations.count)
    }

    /// The coverage of each module, in name order (RIBs of no known module last).
    public var modules: [ModuleShare] {
        var order: [String?] = []
        var ribShares: [String?: Share] = [:]
        var relationShares: [String?: Share] = [:]
        for rib in ribs {
            if ribShares[rib.module] == nil { order.append(rib.module) }
            ribShares[rib.module, default: Share(exercised: 0, declared: 0)].declared += 1
            if rib.uses > 0 { ribShares[rib.module, default: Share(exercised: 0, declared: 0)].exercised += 1 }
        }
        for relation in relations {
            relationShares[relation.module, default: Share(exercised: 0, declared: 0)].declared += 1
            if relation.attachments > 0 { relationShares[relation.module, default: Share(exercised: 0, declared: 0)].exercised += 1 }
        }
        return order.sorted { ($0 == nil ? 1 : 0, $0 ?? "") < ($1 == nil ? 1 : 0, $1 ?? "") }.map { module in
            ModuleShare(
                module: module, ribs: ribShares[module] ?? Share(exercised: 0, declared: 0),
                relations: relationShares[module] ?? Share(exercised: 0, declared: 0))
        }
    }

    /// What a baseline exercised that this coverage does not: relations and RIBs a change
    /// stopped exercising (by name; those the sources no longer declare are not listed).
    public func noLongerExercised(since baseline: ArchitectureCoverage) -> (ribs: [String], relations: [RelationUse]) {
        let usedRibs = Set(ribs.filter { $0.uses > 0 }.map(\.name))
        let usedRelations = Set(relations.filter { $0.attachments > 0 }.map(\.description))
        let declaredRibs = Set(ribs.map(\.name))
        let declaredRelations = Set(relations.map(\.description))
        let lostRibs = baseline.ribs.filter { $0.uses > 0 && declaredRibs.contains($0.name) && !usedRibs.contains($0.name) }.map(\.name)
        let lostRelations = baseline.relations.filter {
            $0.attachments > 0 && declaredRelations.contains($0.description) && !usedRelations.contains($0.description)
        }
        return (lostRibs, lostRelations)
    }
}
