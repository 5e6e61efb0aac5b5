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

    /// The old session's header.
    public let oldHeader: TraceHeader
    /// The new session's header.
    public let newHeader: TraceHeader
    /// RIBs by name, counted in instances.
    public let ribs: [Entry<String>]
    /// Parent → child relations, counted in attachments.
    public let relations: [Entry<ObservedArchitecture.Relation>]
    /// Scopes by name, counted in instances (components).
    public let scopes: [Entry<String>]
    /// Shared objects, counted in the scope instances that shared them.
    public let sharedObjects: [Entry<ObservedArchitecture.SharedObject>]
    /// Whether the RIBs of each name have a view, by RIB name, as both sessions declare
    /// them. A name is missing when its RIBs do not say, or when they disagree.
    public let viewfulness: [String: Bool]
    /// The behaviour: findings by kind and RIB, each RIB's time in the tree, counts.
    public let behaviour: BehaviourDiff

    /// The change of a RIB's time in the tree that counts by default, in nanoseconds: 1 s.
    public static let defaultTimeThresholdNanoseconds: UInt64 = 1_000_000_000

    /// Compares two sessions, each read as an ``ObservedArchitecture``. Entries come in the
    /// order the new session first shows them, then those only the old session has, in its
    /// order.
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
        let before = ObservedArchitecture(traces: [.init(label: "old", trace: old)], options: options)
        let after = ObservedArchitecture(traces: [.init(label: "new", trace: new)], options: options)
        oldHeader = old.header
        newHeader = new.header
        ribs = Self.entries(Self.instances(of: before.ribs), Self.instances(of: after.ribs))
        relations = Self.entries(before.relations, after.relations)
        scopes = Self.entries(Self.instances(of: before.scopes), Self.instances(of: after.scopes))
        sharedObjects = Self.entries(before.sharedObjects, after.sharedObjects)
        viewfulness = Self.viewfulness(before, after)
        behaviour = BehaviourDiff(from: before.analyses[0], to: after.analyses[0], timeThresholdNanoseconds: timeThresholdNanoseconds)
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

    /// One entry per item of either side: the new session's order, then the old one's.
    static func entries<Item>(
        _ old: [ObservedArchitecture.Counted<Item>],
        _ new: [ObservedArchitecture.Counted<Item>]
    ) -> [Entry<Item>] {
        let oldCounts = Dictionary(old.map { ($0.item, $0.count) }, uniquingKeysWith: +)
        let newCounts = Dictionary(new.map { ($0.item, $0.count) }, uniquingKeysWith: +)
        let items = new.map(\.item) + old.map(\.item).filter { newCounts[$0] == nil }
        return items.map { Entry(item: $0, oldCount: oldCounts[$0] ?? 0, newCount: newCounts[$0] ?? 0) }
    }

    /// The RIBs a session declared, by name, counted in instances.
    private static func instances(of ribs: [ObservedArchitecture.Rib]) -> [ObservedArchitecture.Counted<String>] {
        ribs.filter { $0.instances > 0 }.map { .init(item: $0.name, count: $0.instances) }
    }

    /// The scopes a session created, by name, counted in instances.
    private static func instances(of scopes: [ObservedArchitecture.Scope]) -> [ObservedArchitecture.Counted<String>] {
        scopes.map { .init(item: $0.name, count: $0.instances) }
    }

    /// Whether each RIB has a view, by name, where both sessions' instances that say agree.
    private static func viewfulness(_ old: ObservedArchitecture, _ new: ObservedArchitecture) -> [String: Bool] {
        var said: [String: (viewful: Bool, viewless: Bool)] = [:]
        for rib in old.ribs + new.ribs {
            let before = said[rib.name] ?? (false, false)
            said[rib.name] = (before.viewful || rib.declaredViewful, before.viewless || rib.declaredViewless)
        }
        return said.compactMapValues { $0.viewful != $0.viewless ? $0.viewful : nil }
    }
}
