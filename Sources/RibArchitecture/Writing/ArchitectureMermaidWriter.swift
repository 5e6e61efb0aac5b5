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
        var lines = ["flowchart TD"]
        var identifiers: [String: String] = [:]
        for (index, rib) in architecture.ribs.enumerated() {
            let identifier = "rib\(index)"
            identifiers[rib.name] = identifier
            let label = "\"" + MermaidEscaping.label(rib.name) + "\""
            switch rib.isViewful {
            case false?: lines.append("    \(identifier)([\(label)]):::viewless")
            case true?: lines.append("    \(identifier)(\(label))")
            case nil: lines.append("    \(identifier)[\(label)]")
            }
        }
        for attachment in architecture.attachments {
            guard let parent = identifiers[attachment.parent], let child = identifiers[attachment.child] else { continue }
            let adapters = attachment.adapters
            if adapters.isEmpty {
                lines.append("    \(parent) --> \(child)")
            } else {
                let label = MermaidEscaping.label("via " + adapters.joined(separator: ", "))
                lines.append("    \(parent) -->|\"\(label)\"| \(child)")
            }
        }
        lines.append("    classDef viewless stroke-dasharray: 5 5")
        return lines.joined(separator: "\n") + "\n"
    }
}
