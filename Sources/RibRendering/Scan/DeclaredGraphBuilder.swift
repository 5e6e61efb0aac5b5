import Graphviz
import RibArchitecture

/// Turns a declared architecture into a graph that looks like the runtime tree snapshots,
/// so a scan and a trace can be compared by eye: one node per RIB (viewful RIBs solid
/// rounded boxes, viewless RIBs dashed ovals, each in its name's colour), parent → child
/// edges, and adapters as small tags on the edges they build, in ``VisualVocabulary``'s
/// terms.
///
/// Each node's tooltip lists the RIB's parts, dependencies and the file and line of its
/// builder.
package struct DeclaredGraphBuilder: Sendable {
    /// Creates a builder.
    package init() {}

    /// The graph for an architecture.
    package func graph(for architecture: DeclaredArchitecture, title: String = "Declared RIB tree") -> Graph {
        var graph = Graph(
            name: "Declared RIB tree",
            attributes: [
                "rankdir": "TB", "fontname": "Helvetica", "fontsize": "13", "labelloc": "t",
                "label": .html("<b>\(LabelShortening.html(title))</b> · from \(architecture.scannedFileCount) Swift file\(architecture.scannedFileCount == 1 ? "" : "s")"),
                "nodesep": "0.3", "ranksep": "0.45",
            ],
            nodeDefaults: ["fontname": "Helvetica", "fontsize": "12", "penwidth": "1.2"],
            edgeDefaults: ["color": "#555555", "arrowsize": "0.7"]
        )
        var identifiers: [String: String] = [:]
        for (index, rib) in architecture.ribs.enumerated() {
            identifiers[rib.name] = "rib\(index)"
            graph.nodes.append(node(for: rib, identifier: "rib\(index)", in: architecture))
        }
        if architecture.ribs.contains(where: { $0.isViewful == nil }) {
            graph.nodes.append(Node("legend_unknown_view", attributes: VisualVocabulary.unknownViewLegend))
        }
        var adapterNodes: Set<String> = []
        for attachment in architecture.attachments {
            guard let parent = identifiers[attachment.parent], let child = identifiers[attachment.child] else { continue }
            let tooltip = tooltipEscaped(([attachment.description] + attachment.evidence.map(\.description)).joined(separator: "\n"))
            guard let adapter = attachment.adapters.first else {
                graph.edges.append(Edge(from: parent, to: child, attributes: ["tooltip": .text(tooltip)]))
                continue
            }
            let adapterNode = "adapter_\(parent)_\(child)"
            if adapterNodes.insert(adapterNode).inserted {
                graph.nodes.append(Node(adapterNode, attributes: VisualVocabulary.adapter(type: adapter, building: attachment.child)))
            }
            graph.edges.append(Edge(from: parent, to: adapterNode, attributes: ["arrowhead": "none"]))
            graph.edges.append(Edge(from: adapterNode, to: child, attributes: ["tooltip": .text(tooltip)]))
        }
        return graph
    }

    private func node(for rib: DeclaredRib, identifier: String, in architecture: DeclaredArchitecture) -> Node {
        var label = "<b>\(LabelShortening.html(rib.name))</b>"
        if let shared = architecture.scope(of: rib.name)?.sharedObjects, !shared.isEmpty {
            label += "<br/><font point-size=\"9\">shares: \(shared.map { LabelShortening.html($0.name) }.joined(separator: ", "))</font>"
        }
        if rib.isViewful == nil {
            label += "<br/><font point-size=\"9\" color=\"\(Palette.inactiveText)\">router unknown</font>"
        }
        if !rib.unresolvedRoutes.isEmpty {
            label += "<br/><font point-size=\"9\" color=\"\(Palette.inactiveText)\">may attach more</font>"
        }
        if !rib.dynamicDependencies.isEmpty {
            label +=
                "<br/><font point-size=\"9\" color=\"\(Palette.inactiveText)\">build(\(rib.dynamicDependencies.map { LabelShortening.html($0.name) }.joined(separator: ", ")))</font>"
        }
        var attributes = VisualVocabulary.rib(isViewful: rib.isViewful, fill: Palette.fill(for: rib.name), stroke: Palette.stroke(for: rib.name))
        attributes["label"] = .html(label)
        attributes["tooltip"] = .text(tooltipEscaped(tooltip(for: rib, in: architecture)))
        return Node(identifier, attributes: attributes)
    }

    private func tooltip(for rib: DeclaredRib, in architecture: DeclaredArchitecture) -> String {
        var lines = [rib.name, "builder: \(rib.builderType) (\(rib.location))"]
        if let router = rib.routerType { lines.append("router: \(router)") }
        if let interactor = rib.interactorType { lines.append("interactor: \(interactor)") }
        if let component = rib.componentType { lines.append("component: \(component)") }
        lines.append(rib.isViewful.map { $0 ? "viewful" : "viewless" } ?? "view unknown: the scan could not find the router")
        if !rib.unresolvedRoutes.isEmpty {
            lines.append("may attach more: routing the scan could not resolve at " + rib.unresolvedRoutes.map(\.description).joined(separator: ", "))
        }
        if let dependency = rib.dependencyProtocol {
            let asks = architecture.dependency(named: dependency)?.requirements.map(\.description) ?? []
            lines.append("needs \(dependency)" + (asks.isEmpty ? "" : ": " + asks.joined(separator: ", ")))
        }
        if !rib.dynamicDependencies.isEmpty {
            lines.append("build: " + rib.dynamicDependencies.map(\.description).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
