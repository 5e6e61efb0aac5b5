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
            lines.append(Self.node(identifier, name: rib.name, isViewful: rib.isViewful))
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
        lines.append(Self.viewlessClass)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The style line for viewless RIBs, which ``node(_:name:isViewful:)`` marks.
    static let viewlessClass = "    classDef viewless stroke-dasharray: 5 5"

    /// A RIB's node line: a rounded box when viewful, a dashed stadium when viewless, a
    /// plain box when unknown; the name escaped inside a quoted label.
    static func node(_ identifier: String, name: String, isViewful: Bool?) -> String {
        let label = "\"" + MermaidEscaping.label(name) + "\""
        switch isViewful {
        case false?: return "    \(identifier)([\(label)]):::viewless"
        case true?: return "    \(identifier)(\(label))"
        case nil: return "    \(identifier)[\(label)]"
        }
    }
}
