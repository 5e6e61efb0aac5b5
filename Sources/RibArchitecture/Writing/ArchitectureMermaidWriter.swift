/// Writes the declared RIB tree as a Mermaid flowchart, for Markdown pages that render
/// Mermaid (GitHub, GitLab, most wikis).
///
/// Viewful RIBs are rounded boxes, viewless RIBs dashed stadiums; an edge through an
/// adapter is labelled with it; each scope's RIBs are not grouped, since Mermaid's
/// subgraphs cannot nest a RIB in two scopes. Node identifiers are generated (`rib0`,
/// `rib1`…), and names only ever appear inside escaped labels.
///
/// ````markdown
/// ```mermaid
/// flowchart TD
///     rib0("Root")
///     rib1(["LoggedIn"]):::viewless
///     rib0 --> rib1
/// ```
/// ````
public struct ArchitectureMermaidWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The flowchart, without the Markdown fence.
    public func write(_ architecture: DeclaredArchitecture) -> String {
        graph(ribs: architecture.ribs.map(\.name), attachments: architecture.attachments, in: architecture) + "\n"
    }

    /// The graph of the given attachments (all of them for the whole tree, a RIB's
    /// neighbourhood for its page), every RIB in `ribs` drawn even without attachments, an
    /// edge through an adapter labelled with it.
    func graph(ribs: [String], attachments: [DeclaredAttachment], in architecture: DeclaredArchitecture, highlighting highlighted: String? = nil) -> String {
        var chart = RibFlowchart()
        for name in ribs {
            chart.addRib(name, isViewful: architecture.rib(named: name)?.isViewful)
        }
        for attachment in attachments {
            let adapters = attachment.adapters
            chart.addEdge(from: attachment.parent, to: attachment.child, label: adapters.isEmpty ? nil : "via " + adapters.joined(separator: ", "))
        }
        return chart.text(highlighting: highlighted)
    }
}
