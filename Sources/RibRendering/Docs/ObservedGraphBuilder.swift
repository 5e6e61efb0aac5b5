import Graphviz
import RibInspectorTools

/// Turns the architecture recorded sessions show into a graph in the look of the runtime
/// tree snapshots and the declared tree: one node per RIB (viewful RIBs solid rounded
/// boxes, viewless RIBs dashed ovals, each in its name's colour, with what its scope
/// shares), and one edge per parent → child relation labelled with how often it happened.
///
/// The graph has no clusters, and nodes and edges come in the architecture's order, so the
/// same architecture always draws the same picture.
public struct ObservedGraphBuilder: Sendable {
    /// Creates a builder.
    public init() {}

    /// The graph for an architecture.
    public func graph(for architecture: ObservedArchitecture) -> Graph {
        let sessions = architecture.traceLabels.count == 1 ? "1 session" : "\(architecture.traceLabels.count) sessions"
        let apps = architecture.appNames.map { LabelShortening.html($0) }.joined(separator: ", ")
        var graph = Graph(
            name: "Observed RIB graph",
            attributes: [
                "rankdir": "TB", "fontname": "Helvetica", "fontsize": "13", "labelloc": "t",
                "label": .html("<b>\(apps)</b> · RIB graph from \(sessions)"),
                "nodesep": "0.3", "ranksep": "0.45",
            ],
            nodeDefaults: ["fontname": "Helvetica", "fontsize": "12", "penwidth": "1.2"],
            edgeDefaults: ["color": "#555555", "arrowsize": "0.7", "fontname": "Helvetica", "fontsize": "10"]
        )
        var identifiers: [String: String] = [:]
        for (index, rib) in architecture.ribs.enumerated() {
            identifiers[rib.name] = "rib\(index)"
            graph.nodes.append(node(for: rib, identifier: "rib\(index)", in: architecture))
        }
        for relation in architecture.relations {
            guard let parent = identifiers[relation.item.parent], let child = identifiers[relation.item.child] else { continue }
            graph.edges.append(
                Edge(
                    from: parent, to: child,
                    attributes: [
                        "label": .text(labelEscaped("\(relation.count)×")),
                        "tooltip": .text(tooltipEscaped("\(relation.item.parent) attached \(relation.item.child) \(relation.count)×")),
                    ]))
        }
        return graph
    }

    private func node(for rib: ObservedArchitecture.Rib, identifier: String, in architecture: ObservedArchitecture) -> Node {
        var label = "<b>\(LabelShortening.html(rib.name))</b>"
        let shared = rib.scopes.flatMap { architecture.scope(named: $0)?.sharedObjects ?? [] }
        if !shared.isEmpty {
            label += "<br/><font point-size=\"9\">shares: \(shared.map { LabelShortening.html($0) }.joined(separator: ", "))</font>"
        }
        if !rib.findings.isEmpty {
            label += "<br/><font point-size=\"9\" color=\"\(Palette.detached)\">\(rib.findings.count) anomalies</font>"
        }
        var attributes = VisualVocabulary.rib(isViewful: rib.isViewful, fill: Palette.fill(for: rib.name), stroke: Palette.stroke(for: rib.name))
        attributes["label"] = .html(label)
        attributes["tooltip"] = .text(tooltipEscaped(rib.name))
        return Node(identifier, attributes: attributes)
    }
}
