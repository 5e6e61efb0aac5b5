/// A Mermaid flowchart of scopes, each under the scopes it is created from: the scope map
/// of both documentation folders.
package struct ScopeFlowchart {
    /// The flowchart, without a Markdown fence or a final line break.
    package let text: String

    /// A chart of `scopes`, each a name and the names of the scopes it is created from;
    /// parents that are not in the list are left out.
    package init(scopes: [(name: String, parents: [String])]) {
        var lines = ["flowchart TD"]
        var identifiers: [String: String] = [:]
        for scope in scopes where identifiers[scope.name] == nil {
            let identifier = "scope\(identifiers.count)"
            identifiers[scope.name] = identifier
            lines.append("    \(identifier)[\"\(MermaidEscaping.label(scope.name))\"]")
        }
        for scope in scopes {
            guard let child = identifiers[scope.name] else { continue }
            for parent in scope.parents {
                guard let parent = identifiers[parent] else { continue }
                lines.append("    \(parent) --> \(child)")
            }
        }
        text = lines.joined(separator: "\n")
    }
}
