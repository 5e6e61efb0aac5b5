/// Mermaid flowcharts of an ``ObservedArchitecture``, drawn like ``ArchitectureMermaidWriter``
/// draws a declared tree, so docs from sources and docs from traces look alike. Edges are
/// labelled with how often the attachment happened.
struct ObservedMermaidWriter {
    /// The RIB graph of the given relations (all of them for the index, a RIB's
    /// neighbourhood for its page), every RIB in `ribs` drawn even without relations.
    func graph(ribs: [String], relations: [ObservedRelation], in architecture: ObservedArchitecture, highlighting highlighted: String? = nil) -> String {
        var lines = ["flowchart TD"]
        var identifiers: [String: String] = [:]
        for name in ribs where identifiers[name] == nil {
            let identifier = "rib\(identifiers.count)"
            identifiers[name] = identifier
            lines.append(ArchitectureMermaidWriter.node(identifier, name: name, isViewful: architecture.rib(named: name)?.isViewful))
        }
        for relation in relations {
            guard let parent = identifiers[relation.parent], let child = identifiers[relation.child] else { continue }
            lines.append("    \(parent) -->|\"\(relation.count)×\"| \(child)")
        }
        lines.append(ArchitectureMermaidWriter.viewlessClass)
        if let highlighted, let identifier = identifiers[highlighted] {
            lines.append("    style \(identifier) stroke-width: 3px")
        }
        return lines.joined(separator: "\n")
    }

    /// The scope map: each scope under the scope it was created from.
    func scopeMap(_ architecture: ObservedArchitecture) -> String {
        var lines = ["flowchart TD"]
        var identifiers: [String: String] = [:]
        for (index, scope) in architecture.scopes.enumerated() {
            identifiers[scope.name] = "scope\(index)"
            lines.append("    scope\(index)[\"\(MermaidEscaping.label(scope.name))\"]")
        }
        for scope in architecture.scopes {
            guard let child = identifiers[scope.name] else { continue }
            for parent in scope.parents {
                guard let parent = identifiers[parent] else { continue }
                lines.append("    \(parent) --> \(child)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
