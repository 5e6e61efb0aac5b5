import RibArchitecture
import RibInspectorTools

/// Mermaid flowcharts of an ``ObservedArchitecture``, drawn like ``ArchitectureMermaidWriter``
/// draws a declared tree, so docs from sources and docs from traces look alike. Edges are
/// labelled with how often the attachment happened.
struct ObservedMermaidWriter {
    /// The RIB graph of the given relations (all of them for the index, a RIB's
    /// neighbourhood for its page), every RIB in `ribs` drawn even without relations.
    func graph(
        ribs: [String], relations: [ObservedArchitecture.Counted<ObservedArchitecture.Relation>], in architecture: ObservedArchitecture, highlighting highlighted: String? = nil
    ) -> String {
        var chart = RibFlowchart()
        for name in ribs {
            chart.addRib(name, isViewful: architecture.rib(named: name)?.isViewful)
        }
        for relation in relations {
            chart.addEdge(from: relation.item.parent, to: relation.item.child, label: "\(relation.count)×")
        }
        return chart.text(highlighting: highlighted)
    }

    /// The scope map: each scope under the scope it was created from.
    func scopeMap(_ architecture: ObservedArchitecture) -> String {
        ScopeFlowchart(scopes: architecture.scopes.map { ($0.name, $0.parents) }).text
    }
}
