/// One RIB's page of documentation from source: what it is, its neighbourhood diagram, what
/// can attach it and what it can attach and how, its adapters, its scope and what that
/// shares, what it needs from its parent and is built with, and its parts.
struct DeclaredRibPage {
    let facts: DeclaredRibFacts

    func write() -> String {
        let rib = facts.rib
        let architecture = facts.architecture
        let references = facts.references
        var lines = ["# \(MarkdownEscaping.text(rib.name))", "", facts.summary, "", "[All RIBs](../\(DocumentationFileNames.indexPage))", ""]

        let parents = architecture.parents(of: rib.name)
        let children = architecture.children(of: rib.name)
        let neighbours = parents.map(\.parent) + [rib.name] + children.map(\.child)
        lines += DocumentationWording.mermaid(ArchitectureMermaidWriter().graph(ribs: neighbours, attachments: parents + children, in: architecture, highlighting: rib.name))

        let launch =
            switch rib.isLaunchRoot {
            case true?: "**Attached by:** none; the app launches it."
            case false?: "**Attached by:** nothing the scan found."
            case nil: "**Attached by:** nothing the scan found; whether the app launches it is unknown."
            }
        lines += facts.parents.isEmpty ? [launch, ""] : facts.parents
        lines += facts.children.isEmpty ? ["**Can attach:** nothing.", ""] : facts.children
        for adapter in architecture.adapters where adapter.children.contains(rib.name) {
            var line = "**Built through the adapter** `\(DeclaredRibFacts.code(adapter.type))` (\(references.location(adapter.location)))"
            if !adapter.listenerProtocols.isEmpty { line += ", which listens as " + adapter.listenerProtocols.map { "`\(DeclaredRibFacts.code($0))`" }.joined(separator: ", ") }
            if !adapter.buildableProtocols.isEmpty { line += " and is held as " + adapter.buildableProtocols.map { "`\(DeclaredRibFacts.code($0))`" }.joined(separator: ", ") }
            lines += [line + ".", ""]
        }

        lines += ["## Scope", ""]
        if let scope = architecture.scope(of: rib.name) {
            lines += ["`\(DeclaredRibFacts.code(scope.componentType))` (\(references.location(scope.location))).", ""]
            lines.append("- Shares: " + DocumentationWording.list(scope.sharedObjects.map { "`\(DeclaredRibFacts.code($0.description))` (\(references.location($0.location)))" }))
            let satisfied = scope.satisfies.map { satisfaction in
                let users = architecture.ribs(needing: satisfaction.dependency).map { references.rib($0.name) }
                return "`\(DeclaredRibFacts.code(satisfaction.dependency))`" + (users.isEmpty ? "" : " for " + users.joined(separator: ", "))
                    + " (\(references.location(satisfaction.location)))"
            }
            lines += ["- Satisfies: " + DocumentationWording.list(satisfied), ""]
        } else {
            lines += ["The scan found no component that its builder creates.", ""]
        }
        lines += facts.dependency + facts.dynamicDependencies

        lines += ["## Parts", ""] + facts.partsTable
        if !rib.buildableProtocols.isEmpty {
            lines += ["Buildable as " + rib.buildableProtocols.map { "`\(DeclaredRibFacts.code($0))`" }.joined(separator: ", ") + ".", ""]
        }
        return lines.joined(separator: "\n")
    }
}
