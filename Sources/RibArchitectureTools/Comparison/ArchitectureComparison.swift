import RibArchitecture
import RibInspector

/// The declared architecture held against a recorded trace: declared relations a session
/// never used (dead or untested paths), relations the session used that the sources do
/// not declare (a RIB attached from outside its builders), RIBs built but never attached,
/// and RIBs that appear on one side only.
///
/// ```swift
/// let comparison = ArchitectureComparison(declared: RibScanner().scan(["App"]), trace: trace)
/// print(comparison.report())
/// ```
///
/// A recorded RIB is matched to a declared one by its builder type, then its router type,
/// then its name, ignoring module prefixes and generic arguments.
public struct ArchitectureComparison: Sendable {
    /// A parent → child relation seen in the trace, with how many attaches showed it.
    public struct ObservedAttachment: Hashable, Sendable, CustomStringConvertible {
        /// The parent RIB's name (the declared name when matched, the trace's otherwise).
        public var parent: String
        /// The child RIB's name.
        public var child: String
        /// How many `attached` events showed it.
        public var count: Int

        /// Creates an observed attachment.
        public init(parent: String, child: String, count: Int) {
            self.parent = parent
            self.child = child
            self.count = count
        }

        /// `Parent -> Child`.
        public var description: String { "\(parent) → \(child)" }
    }

    /// Declared relations no `attached` event of the trace shows.
    public let neverAttached: [DeclaredAttachment]
    /// Relations the trace shows that no declaration explains.
    public let undeclared: [ObservedAttachment]
    /// Declared relations the trace shows, with their counts.
    public let confirmed: [ObservedAttachment]
    /// RIBs the trace built (at least one instance) but never attached nor launched, by
    /// name: their `didLoad` never ran.
    public let builtButNeverAttached: [String]
    /// Declared RIBs the trace never built.
    public let neverBuilt: [String]
    /// RIBs of the trace that match no declared RIB, by the trace's name.
    public let unknownToSource: [String]
    /// Declared RIBs the trace has, built or not, by name.
    public let knownToSource: [String]
    /// The name of the app the trace was recorded in.
    public let traceAppName: String

    /// Compares a declared architecture with a trace.
    public init(declared: DeclaredArchitecture, trace: Trace) {
        let matcher = RibMatcher(declared: declared)
        var names: [RibID: String] = [:]
        var unknown: Set<String> = []
        var known: Set<String> = []
        for rib in trace.ribs {
            if let name = matcher.match(rib) {
                names[rib.id] = name
                known.insert(name)
            } else {
                names[rib.id] = rib.name
                unknown.insert(rib.name)
            }
        }
        var counts: [Pair: Int] = [:]
        var attachedOrLaunched: Set<RibID> = []
        var built: Set<RibID> = []
        for event in trace.events {
            switch event.kind {
            case .built(let rib):
                built.insert(rib)
            case .launched(let rib):
                built.insert(rib)
                attachedOrLaunched.insert(rib)
            case .attached(let rib, let parent):
                attachedOrLaunched.insert(rib)
                counts[Pair(parent: names[parent] ?? parent.description, child: names[rib] ?? rib.description), default: 0] += 1
            default:
                break
            }
        }
        let declaredPairs = Set(declared.attachments.map { Pair(parent: $0.parent, child: $0.child) })
        let observed = counts.map { ObservedAttachment(parent: $0.key.parent, child: $0.key.child, count: $0.value) }
            .sorted { ($0.parent, $0.child) < ($1.parent, $1.child) }
        neverAttached = declared.attachments.filter { counts[Pair(parent: $0.parent, child: $0.child)] == nil }
        undeclared = observed.filter { !declaredPairs.contains(Pair(parent: $0.parent, child: $0.child)) }
        confirmed = observed.filter { declaredPairs.contains(Pair(parent: $0.parent, child: $0.child)) }
        let attachedNames = Set(attachedOrLaunched.compactMap { names[$0] })
        builtButNeverAttached = Set(built.subtracting(attachedOrLaunched).compactMap { names[$0] })
            .subtracting(attachedNames).sorted()
        let builtNames = Set(built.compactMap { names[$0] })
        neverBuilt = declared.ribs.map(\.name).filter { !builtNames.contains($0) }
        unknownToSource = unknown.sorted()
        knownToSource = known.sorted()
        traceAppName = trace.header.app.name
    }

    /// A one-line warning when the trace looks like another app's than the scanned sources:
    /// none, or fewer than half, of its RIBs are declared in them; `nil` when they look alike
    /// (or either side has no RIBs).
    public var unrelatedAppWarning: String? {
        let total = knownToSource.count + unknownToSource.count
        guard total > 0, knownToSource.count * 2 < total else { return nil }
        let app = escaped(traceAppName)
        let examples = unknownToSource.prefix(3).map(escaped).joined(separator: ", ") + (unknownToSource.count > 3 ? ", …" : "")
        let share = knownToSource.isEmpty ? "none of its \(total) RIBs" : "only \(knownToSource.count) of its \(total) RIBs"
        return "the trace (app \(app)) may come from another app than the scanned sources: \(share) are declared in them "
            + "(not found: \(examples)). Check that the trace and the folders belong together."
    }

    /// Whether the trace and the sources agree: nothing undeclared, unknown or left unattached.
    public var isConsistent: Bool {
        undeclared.isEmpty && unknownToSource.isEmpty && builtButNeverAttached.isEmpty
    }

    /// The comparison as text: one section per kind of finding, each listing the RIBs or
    /// relations (with how often the trace shows them, and for declared relations where they
    /// are declared), or saying `none`.
    public func report() -> String {
        let declaredCount = confirmed.count + neverAttached.count
        let sections = [
            section("Declared relations seen at run time (\(confirmed.count) of \(declaredCount))", confirmed.map { "\($0.description) (\($0.count)×)" }),
            section("Declared but never attached in this trace (dead or untested paths)", neverAttached.map { attachment in
                attachment.description + (attachment.evidence.first.map { " (\($0.location))" } ?? "")
            }),
            section("Attached at run time but not declared in the sources (attached outside its builders?)", undeclared.map { "\($0.description) (\($0.count)×)" }),
            section("Built but never attached (didLoad never ran)", builtButNeverAttached),
            section("Declared but never built in this trace", neverBuilt),
            section("In the trace but not found in the sources", unknownToSource),
        ]
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `Title:` and one indented line per item, or `Title: none`.
    private func section(_ title: String, _ items: [String]) -> String {
        items.isEmpty ? "\(title): none" : ([title + ":"] + items.map { "  " + escaped($0) }).joined(separator: "\n")
    }

    private func escaped(_ text: String) -> String { TextEscaping.singleLine(text) }

    private struct Pair: Hashable {
        var parent: String
        var child: String
    }
}

/// Finds the declared RIB a recorded RIB is an instance of.
struct RibMatcher {
    private var byBuilder: [String: String] = [:]
    private var byRouter: [String: String] = [:]
    private var byName: [String: String] = [:]

    init(declared: DeclaredArchitecture) {
        for rib in declared.ribs {
            byBuilder[Self.bare(rib.builderType)] = rib.name
            if let router = rib.routerType { byRouter[Self.bare(router)] = rib.name }
            byName[rib.name] = rib.name
        }
    }

    func match(_ rib: RibDescriptor) -> String? {
        if let builder = rib.builderType, let name = byBuilder[Self.bare(builder)] { return name }
        if let router = rib.routerType, let name = byRouter[Self.bare(router)] { return name }
        return byName[rib.name]
    }

    /// A type name without generic arguments and without its module or enclosing types:
    /// `RIBs.Router<X>` is `Router`.
    static func bare(_ type: String) -> String {
        let withoutGenerics = type.split(separator: "<", maxSplits: 1).first.map(String.init) ?? type
        return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
    }
}
