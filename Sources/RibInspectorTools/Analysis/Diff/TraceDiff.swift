import RibInspector

/// What changed in an app's architecture between two recorded sessions: RIBs, parent →
/// child relations, scopes and shared objects that appear in one and not the other, and
/// those that appear in both but a different number of times; and what changed in its
/// behaviour (``behaviour``): findings, each RIB's time in the tree, counts.
///
/// Everything is compared by name, so two sessions of the same app compare well whatever
/// their RIB identifiers. Record the same user journey before and after a change, then:
///
/// ```swift
/// let diff = TraceDiff(from: before, to: after)
/// if diff.hasStructuralChanges {
///     print(diff)          // + LoggedIn → RandomWin …
/// }
/// ```
///
/// `ribviz diff before.json after.json` prints the same report, writes it as JSON or draws
/// it, and exits with 1 when the architectures differ.
public struct TraceDiff: Sendable, CustomStringConvertible {
    /// How an item differs between the two sessions.
    public enum Change: String, Hashable, Sendable, CaseIterable {
        /// Only the new session has it.
        case added
        /// Only the old session has it.
        case removed
        /// Both have it, a different number of times.
        case countChanged
        /// Both have it, as many times.
        case unchanged
    }

    /// One RIB, relation, scope or shared object, and how many times each session had it.
    public struct Entry<Item: Hashable & Sendable>: Hashable, Sendable {
        /// What is counted.
        public var item: Item
        /// How many times the old session had it.
        public var oldCount: Int
        /// How many times the new session had it.
        public var newCount: Int

        /// Creates an entry.
        public init(item: Item, oldCount: Int, newCount: Int) {
            self.item = item
            self.oldCount = oldCount
            self.newCount = newCount
        }

        /// How it differs.
        public var change: Change {
            switch (oldCount, newCount) {
            case (0, 0): .unchanged
            case (0, _): .added
            case (_, 0): .removed
            case let (old, new) where old != new: .countChanged
            default: .unchanged
            }
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

        public var description: String { "\(name) in \(scope)" }
    }

    /// The old session's header.
    public let oldHeader: TraceHeader
    /// The new session's header.
    public let newHeader: TraceHeader
    /// RIBs by name, counted in instances.
    public let ribs: [Entry<String>]
    /// Parent → child relations, counted in attachments.
    public let relations: [Entry<Relation>]
    /// Scopes by name, counted in instances (components).
    public let scopes: [Entry<String>]
    /// Shared objects, counted in the scope instances that shared them.
    public let sharedObjects: [Entry<SharedObject>]
    /// Whether the RIBs of each name have a view, by RIB name, as both sessions declare
    /// them. A name is missing when its RIBs do not say, or when they disagree.
    public let viewfulness: [String: Bool]
    /// The behaviour: findings by kind and RIB, each RIB's time in the tree, counts.
    public let behaviour: BehaviourDiff

    /// The change of a RIB's time in the tree that counts by default, in nanoseconds: 1 s.
    public static let defaultTimeThresholdNanoseconds: UInt64 = 1_000_000_000

    /// Compares two sessions. Entries come in the order the new session first shows them,
    /// then those only the old session has, in its order.
    ///
    /// - Parameters:
    ///   - old: The old session (the baseline).
    ///   - new: The new session.
    ///   - options: The thresholds both sessions' findings are judged by.
    ///   - timeThresholdNanoseconds: The smallest change of a RIB's time in the tree that
    ///     counts.
    public init(
        from old: Trace,
        to new: Trace,
        options: TraceAnalysis.Options = TraceAnalysis.Options(),
        timeThresholdNanoseconds: UInt64 = TraceDiff.defaultTimeThresholdNanoseconds
    ) {
        let before = ArchitectureInventory(old)
        let after = ArchitectureInventory(new)
        oldHeader = old.header
        newHeader = new.header
        ribs = Self.entries(before.ribs, after.ribs)
        relations = Self.entries(before.relations, after.relations)
        scopes = Self.entries(before.scopes, after.scopes)
        sharedObjects = Self.entries(before.sharedObjects, after.sharedObjects)
        let viewful = before.viewfulNames.union(after.viewfulNames)
        let viewless = before.viewlessNames.union(after.viewlessNames)
        viewfulness = Dictionary(uniqueKeysWithValues: viewful.symmetricDifference(viewless).map { ($0, viewful.contains($0)) })
        behaviour = BehaviourDiff(from: old.analysis(options: options), to: new.analysis(options: options), timeThresholdNanoseconds: timeThresholdNanoseconds)
    }

    /// Whether an item appears in one session and not the other: the architectures differ.
    public var hasStructuralChanges: Bool {
        changes.contains(where: \.isStructural)
    }

    /// Whether an item appears in both sessions a different number of times.
    public var hasCountChanges: Bool {
        changes.contains(.countChanged)
    }

    /// The change of every entry.
    private var changes: [Change] {
        ribs.map(\.change) + relations.map(\.change) + scopes.map(\.change) + sharedObjects.map(\.change)
    }

    /// What the reader should know before trusting the comparison: that the sessions come
    /// from different apps, for example.
    public var warnings: [String] {
        guard oldHeader.app.name != newHeader.app.name else { return [] }
        let old = TextEscaping.singleLine(oldHeader.app.name)
        let new = TextEscaping.singleLine(newHeader.app.name)
        return ["the traces come from different apps (\(old) and \(new)); they are compared all the same"]
    }

    public var description: String {
        report()
    }

    /// One entry per item of either tally: the new session's order, then the old one's.
    static func entries<Item>(
        _ old: ArchitectureInventory.Tally<Item>,
        _ new: ArchitectureInventory.Tally<Item>
    ) -> [Entry<Item>] {
        let items = new.order + old.order.filter { new.counts[$0] == nil }
        return items.map { Entry(item: $0, oldCount: old.counts[$0] ?? 0, newCount: new.counts[$0] ?? 0) }
    }
}
