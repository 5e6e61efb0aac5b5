import Graphviz
import RibInspector

/// Nests the snapshot's nodes in one labelled cluster per scope, drawn as a light filled
/// frame (``VisualVocabulary/scopeFrame(named:colours:)``), following the scopes' parent chain:
/// a scope with drawn RIBs below it is drawn even when none of its own RIBs is.
///
/// In a top-to-bottom drawing each scope's title sits at the bottom left of its frame
/// (``labelsAtBottom``): the tree's edges come into a scope from above, so a title at the
/// top would be crossed by them.
struct ScopeClusters {
    let trace: Trace
    let nodesByScope: [ScopeID?: [Node]]
    let colours: Palette.Assignment
    /// Puts each scope's title at the bottom of its frame, where a top-to-bottom drawing's
    /// edges do not cross it.
    var labelsAtBottom = false

    /// The top-level clusters.
    func clusters() -> [Subgraph] {
        var needed: Set<ScopeID> = []
        for case let scope? in nodesByScope.keys {
            var current: ScopeID? = scope
            while let next = current, needed.insert(next).inserted {
                current = trace.scope(next)?.parent
            }
        }
        let ordered = trace.scopes.map(\.id).filter(needed.contains)
        let undeclared = needed.subtracting(ordered).sorted()
        var children: [ScopeID: [ScopeID]] = [:]
        var tops: [ScopeID] = []
        for scope in ordered + undeclared {
            if let parent = trace.scope(scope)?.parent, needed.contains(parent), parent != scope {
                children[parent, default: []].append(scope)
            } else {
                tops.append(scope)
            }
        }
        var visited: Set<ScopeID> = []
        return tops.compactMap { cluster(for: $0, children: children, visited: &visited) }
    }

    private func cluster(for scope: ScopeID, children: [ScopeID: [ScopeID]], visited: inout Set<ScopeID>) -> Subgraph? {
        guard visited.insert(scope).inserted else { return nil }
        let descriptor = trace.scope(scope)
        let name = descriptor?.name ?? scope.description
        var label = "<b>\(htmlEscaped(name)) scope</b><br align=\"left\"/>"
        if let shared = descriptor?.sharedObjects, !shared.isEmpty {
            label += "<font point-size=\"10\">shares: \(shared.map(htmlEscaped).joined(separator: ", "))</font><br align=\"left\"/>"
        }
        return Subgraph(
            "cluster_scope\(scope.rawValue)",
            attributes: VisualVocabulary.scopeFrame(named: name, colours: colours).merging([
                "label": .html(label), "fontname": "Helvetica", "fontsize": "11", "labeljust": "l", "margin": "12",
                "labelloc": labelsAtBottom ? "b" : "t",
            ]) { $1 },
            nodes: nodesByScope[scope] ?? [],
            subgraphs: (children[scope] ?? []).compactMap { cluster(for: $0, children: children, visited: &visited) }
        )
    }
}
