import RibArchitecture
import RibInspector
import RibInspectorTools

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
    /// Declared relations no `attached` event of the trace shows.
    public let neverAttached: [DeclaredAttachment]
    /// Relations the trace shows that no declaration explains.
    public let undeclared: [ObservedArchitecture.Counted<ObservedArchitecture.Relation>]
    /// Declared relations the trace shows, with their counts.
    public let confirmed: [ObservedArchitecture.Counted<ObservedArchitecture.Relation>]
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

    /// Compares a declared architecture with a trace, read as an ``ObservedArchitecture``.
    public init(declared: DeclaredArchitecture, trace: Trace) {
        self.init(declared: declared, observed: ObservedArchitecture(traces: [.init(label: "trace", trace: trace)]))
    }

    /// Compares a declared architecture with the architecture one or more sessions show.
    public init(declared: DeclaredArchitecture, observed: ObservedArchitecture) {
        let matcher = RibMatcher(declared: declared)
        var names: [String: String] = [:]
        var unknown: Set<String> = []
        var known: Set<String> = []
        for rib in observed.ribs where rib.instances > 0 {
            if let name = matcher.match(rib) {
                names[rib.name] = name
                known.insert(name)
            } else {
                names[rib.name] = rib.name
                unknown.insert(rib.name)
            }
        }
        let relations = RibMatcher.relations(of: observed, named: names)
        var built: [String: Int] = [:]
        var attached: [String: Int] = [:]
        for rib in observed.ribs {
            guard let name = names[rib.name] else { continue }
            built[name, default: 0] += rib.builtInstances
            attached[name, default: 0] += rib.attachedInstances
        }
        let declaredRelations = Set(declared.attachments.map { ObservedArchitecture.Relation(parent: $0.parent, child: $0.child) })
        let counted = relations.map { ObservedArchitecture.Counted(item: $0.key, count: $0.value) }
            .sorted { ($0.item.parent, $0.item.child) < ($1.item.parent, $1.item.child) }
        neverAttached = declared.attachments.filter { relations[ObservedArchitecture.Relation(parent: $0.parent, child: $0.child)] == nil }
        undeclared = counted.filter { !declaredRelations.contains($0.item) }
        confirmed = counted.filter { declaredRelations.contains($0.item) }
        builtButNeverAttached = built.filter { $0.value > 0 && attached[$0.key, default: 0] == 0 }.keys.sorted()
        neverBuilt = declared.ribs.map(\.name).filter { built[$0, default: 0] == 0 }
        unknownToSource = unknown.sorted()
        knownToSource = known.sorted()
        traceAppName = observed.appNames.first ?? ""
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
            section("Declared relations seen at run time (\(confirmed.count) of \(declaredCount))", confirmed.map { "\($0.item) (\($0.count)×)" }),
            section(
                "Declared but never attached in this trace (dead or untested paths)",
                neverAttached.map { attachment in
                    attachment.description + (attachment.evidence.first.map { " (\($0.location))" } ?? "")
                }),
            section("Attached at run time but not declared in the sources (attached outside its builders?)", undeclared.map { "\($0.item) (\($0.count)×)" }),
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
}
