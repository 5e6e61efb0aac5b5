/// A Mermaid flowchart of RIBs, the one shape every diagram of ribviz's Markdown uses:
/// viewful RIBs rounded boxes, viewless RIBs dashed stadiums, unknown ones plain boxes,
/// parent → child edges with an optional label, and one RIB drawn with a thick outline.
///
/// Node identifiers are generated (`rib0`, `rib1`…) in the order RIBs are added, and names
/// only ever appear inside escaped labels.
package struct RibFlowchart {
    private var nodes: [String] = []
    private var edges: [String] = []
    private var identifiers: [String: String] = [:]

    /// An empty flowchart.
    package init() {}

    /// Adds a RIB, once: adding a name again does nothing.
    package mutating func addRib(_ name: String, isViewful: Bool?) {
        guard identifiers[name] == nil else { return }
        let identifier = "rib\(identifiers.count)"
        identifiers[name] = identifier
        let label = "\"" + MermaidEscaping.label(name) + "\""
        switch isViewful {
        case false?: nodes.append("    \(identifier)([\(label)]):::viewless")
        case true?: nodes.append("    \(identifier)(\(label))")
        case nil: nodes.append("    \(identifier)[\(label)]")
        }
    }

    /// Adds an edge between two added RIBs, with a label such as `2×` or `via Adapter`;
    /// an edge to a RIB that was not added is left out.
    package mutating func addEdge(from parent: String, to child: String, label: String? = nil) {
        guard let parent = identifiers[parent], let child = identifiers[child] else { return }
        if let label {
            edges.append("    \(parent) -->|\"\(MermaidEscaping.label(label))\"| \(child)")
        } else {
            edges.append("    \(parent) --> \(child)")
        }
    }

    /// The flowchart, without a Markdown fence or a final line break.
    package func text(highlighting highlighted: String? = nil) -> String {
        var lines = ["flowchart TD"] + nodes + edges + ["    classDef viewless stroke-dasharray: 5 5"]
        if let highlighted, let identifier = identifiers[highlighted] {
            lines.append("    style \(identifier) stroke-width: 3px")
        }
        return lines.joined(separator: "\n")
    }
}
