import Foundation
import Graphviz
import RibArchitecture
import RibArchitectureTools

/// The declared RIB tree as ``DeclaredGraphBuilder`` draws it, marked with what recorded
/// sessions exercised: a relation they used is solid and labelled with how many times it
/// was attached, one they never used is dashed and grey; each RIB says how many times it
/// was attached or launched, or `never`.
package struct CoverageGraphBuilder: Sendable {
    /// Creates a builder.
    package init() {}

    /// The graph for an architecture and its coverage.
    package func graph(for architecture: DeclaredArchitecture, coverage: ArchitectureCoverage) -> Graph {
        let share = coverage.relationCoverage
        var graph = DeclaredGraphBuilder().graph(
            for: architecture,
            title: "RIB coverage: \(share.exercised) of \(share.declared) relations by \(coverage.tracesRead) session\(coverage.tracesRead == 1 ? "" : "s")"
        )
        var names: [String: String] = [:]
        for (index, rib) in architecture.ribs.enumerated() { names["rib\(index)"] = rib.name }
        let ribUses = Dictionary(coverage.ribs.map { ($0.name, $0.uses) }, uniquingKeysWith: +)
        let relationUses = Dictionary(coverage.relations.map { ("\($0.parent)\u{0}\($0.child)", $0.attachments) }, uniquingKeysWith: +)
        for index in graph.nodes.indices {
            guard let name = names[graph.nodes[index].name], case .html(let label)? = graph.nodes[index].attributes["label"] else { continue }
            let uses = ribUses[name] ?? 0
            let count = uses > 0 ? "\(uses)×" : "never"
            graph.nodes[index].attributes["label"] = .html(label + "<br/><font point-size=\"9\" color=\"\(uses > 0 ? Palette.attached : Palette.inactiveText)\">\(count)</font>")
        }
        for index in graph.edges.indices {
            guard let (parent, child) = relation(of: graph.edges[index], names: names) else { continue }
            let attachments = relationUses["\(parent)\u{0}\(child)"] ?? 0
            let isIntoAdapter = graph.edges[index].head.hasPrefix(Self.adapterPrefix)
            if attachments > 0 {
                graph.edges[index].attributes["penwidth"] = "1.6"
                if !isIntoAdapter {
                    graph.edges[index].attributes["label"] = .text("\(attachments)×")
                    graph.edges[index].attributes["fontsize"] = "10"
                    graph.edges[index].attributes["fontname"] = "Helvetica"
                }
            } else {
                graph.edges[index].attributes["style"] = "dashed"
                graph.edges[index].attributes["color"] = .text(Palette.muted)
            }
        }
        return graph
    }

    private static let adapterPrefix = "adapter_"

    /// The relation an edge draws: straight from parent to child, or through an adapter's
    /// node, named `adapter_<parent>_<child>` after the two RIBs' nodes.
    private func relation(of edge: Edge, names: [String: String]) -> (String, String)? {
        if let parent = names[edge.tail], let child = names[edge.head] { return (parent, child) }
        let adapter = edge.tail.hasPrefix(Self.adapterPrefix) ? edge.tail : edge.head
        let parts = adapter.dropFirst(Self.adapterPrefix.count).split(separator: "_").map(String.init)
        guard parts.count == 2, let parent = names[parts[0]], let child = names[parts[1]] else { return nil }
        return (parent, child)
    }
}
