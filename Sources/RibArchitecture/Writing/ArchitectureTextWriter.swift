import RibvizEscaping

/// Writes a ``DeclaredArchitecture`` as plain text for a terminal or a review: a summary
/// line, the declared tree, then each RIB, attachment, scope and adapter with the file and
/// line it comes from, then the warnings.
///
/// ```text
/// 7 RIBs, 6 attachments, 2 adapters in 30 Swift files
///
/// Root (viewful, launch root)
/// ├─ LoggedIn (viewless)
/// │  ├─ OffGame (viewful)
/// │  ├─ RandomWin (viewful) via RandomWinAdapter
/// …
/// ```
///
/// A RIB that several parents can attach appears under each, its children listed only the
/// first time; a RIB that can attach one of its ancestors is marked `(cycle)` and not
/// expanded again; a RIB whose routing code the scan could not all resolve is marked
/// `may attach more`.
public struct ArchitectureTextWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The whole report.
    public func write(_ architecture: DeclaredArchitecture) -> String {
        var sections = [summary(of: architecture)]
        if !architecture.ribs.isEmpty { sections.append(tree(of: architecture)) }
        if !architecture.ribs.isEmpty { sections.append(ribsSection(architecture)) }
        if !architecture.attachments.isEmpty { sections.append(attachmentsSection(architecture)) }
        if !architecture.scopes.isEmpty { sections.append(scopesSection(architecture)) }
        if !architecture.adapters.isEmpty { sections.append(adaptersSection(architecture)) }
        if !architecture.warnings.isEmpty { sections.append(warningsSection(architecture)) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// One line: how many RIBs, attachments, adapters and warnings in how many files.
    public func summary(of architecture: DeclaredArchitecture) -> String {
        var parts = [
            counted(architecture.ribs.count, "RIB"),
            counted(architecture.attachments.count, "attachment"),
            counted(architecture.adapters.count, "adapter"),
        ]
        if !architecture.warnings.isEmpty { parts.append(counted(architecture.warnings.count, "warning")) }
        return parts.joined(separator: ", ") + " in " + counted(architecture.scannedFileCount, "Swift file")
    }

    /// The declared tree, from the roots down, one RIB a line.
    ///
    /// A RIB that several parents can attach appears under each, but its children are
    /// listed only the first time; later it reads `(children shown above)`. A RIB that can
    /// attach one of its ancestors is marked `(cycle)` and not expanded again.
    public func tree(of architecture: DeclaredArchitecture) -> String {
        struct Entry {
            var name: String
            var adapters: [String]
            var prefix: String
            var childPrefix: String
            var depth: Int
        }
        var lines: [String] = []
        var expanded: Set<String> = []
        for root in architecture.roots {
            var pending = [Entry(name: root.name, adapters: [], prefix: "", childPrefix: "", depth: 0)]
            var ancestors: [String] = []
            while let entry = pending.popLast() {
                ancestors.removeSubrange(entry.depth...)
                var line = entry.prefix + escaped(entry.name)
                if let rib = architecture.rib(named: entry.name) { line += " (\(Self.notes(on: rib)))" }
                if !entry.adapters.isEmpty { line += " via " + entry.adapters.map(escaped).joined(separator: ", ") }
                let children = architecture.children(of: entry.name)
                if ancestors.contains(entry.name) {
                    lines.append(line + " (cycle)")
                    continue
                }
                if !children.isEmpty, expanded.contains(entry.name) {
                    lines.append(line + " (children shown above)")
                    continue
                }
                lines.append(line)
                expanded.insert(entry.name)
                ancestors.append(entry.name)
                for (index, child) in children.enumerated().reversed() {
                    let isLast = index == children.count - 1
                    pending.append(
                        Entry(
                            name: child.child,
                            adapters: child.adapters,
                            prefix: entry.childPrefix + (isLast ? "└─ " : "├─ "),
                            childPrefix: entry.childPrefix + (isLast ? "   " : "│  "),
                            depth: entry.depth + 1
                        )
                    )
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `viewful, launch root`; `router unknown: view and launch unknown` when the scan
    /// could not find the router, which alone tells both.
    static func notes(on rib: DeclaredRib) -> String {
        let unresolved = rib.unresolvedRoutes.isEmpty ? "" : ", may attach more: \(rib.unresolvedRoutes.count) unresolved route\(rib.unresolvedRoutes.count == 1 ? "" : "s")"
        guard let isViewful = rib.isViewful, let isLaunchRoot = rib.isLaunchRoot else {
            return "router unknown: view and launch unknown" + unresolved
        }
        return (isViewful ? "viewful" : "viewless") + (isLaunchRoot ? ", launch root" : "") + unresolved
    }

    private func ribsSection(_ architecture: DeclaredArchitecture) -> String {
        var lines = ["RIBs"]
        for rib in architecture.ribs {
            lines.append("  \(escaped(rib.name)): builder \(escaped(rib.builderType)) (\(escaped(rib.location.description)))")
            var parts: [String] = []
            if let router = rib.routerType { parts.append("router \(escaped(router))") }
            if let interactor = rib.interactorType { parts.append("interactor \(escaped(interactor))") }
            if let component = rib.componentType { parts.append("component \(escaped(component))") }
            if rib.routerType == nil { parts.insert("router unknown", at: 0) }
            if rib.interactorType == nil { parts.insert("interactor unknown", at: parts.count) }
            if !parts.isEmpty { lines.append("    " + parts.joined(separator: ", ")) }
            if let listener = rib.listenerProtocol { lines.append("    listener \(escaped(listener))") }
            if !rib.buildableProtocols.isEmpty {
                lines.append("    buildable as " + rib.buildableProtocols.map(escaped).joined(separator: ", "))
            }
            if let dependency = rib.dependencyProtocol {
                let asks = architecture.dependency(named: dependency)?.requirements.map { escaped($0.description) } ?? []
                lines.append("    static dependency \(escaped(dependency)): " + (asks.isEmpty ? "nothing" : asks.joined(separator: ", ")))
                let providers = architecture.scopes(satisfying: dependency).map { escaped($0.componentType) }
                if !providers.isEmpty { lines.append("    built in the scope of " + providers.joined(separator: ", ")) }
            }
            lines.append(
                "    dynamic dependencies: "
                    + (rib.dynamicDependencies.isEmpty ? "none" : rib.dynamicDependencies.map { escaped($0.description) }.joined(separator: ", "))
            )
        }
        return lines.joined(separator: "\n")
    }

    private func attachmentsSection(_ architecture: DeclaredArchitecture) -> String {
        var lines = ["Attachments"]
        for attachment in architecture.attachments {
            lines.append("  \(escaped(attachment.parent)) → \(escaped(attachment.child))")
            for evidence in attachment.evidence {
                lines.append("    " + escaped(evidence.description))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func scopesSection(_ architecture: DeclaredArchitecture) -> String {
        var lines = ["Scopes"]
        for scope in architecture.scopes {
            var owner: [String] = []
            if let rib = scope.rib { owner.append("of \(escaped(rib))") }
            if let adapter = scope.adapter { owner.append("in adapter \(escaped(adapter))") }
            if let dependency = scope.ownDependency { owner.append("built from \(escaped(dependency))") }
            let heading = "  \(escaped(scope.componentType))" + (owner.isEmpty ? "" : " (\(owner.joined(separator: ", ")))")
            lines.append(heading + " (\(escaped(scope.location.description)))")
            for satisfaction in scope.satisfies {
                lines.append("    satisfies \(escaped(satisfaction.dependency)) (\(escaped(satisfaction.location.description)))")
            }
            for object in scope.sharedObjects {
                lines.append("    shares \(escaped(object.description)) (\(escaped(object.location.description)))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func adaptersSection(_ architecture: DeclaredArchitecture) -> String {
        var lines = ["Adapters"]
        for adapter in architecture.adapters {
            var line = "  \(escaped(adapter.type)) builds " + adapter.children.map(escaped).joined(separator: ", ")
            if !adapter.listenerProtocols.isEmpty {
                line += "; listens as " + adapter.listenerProtocols.map(escaped).joined(separator: ", ")
            }
            if !adapter.buildableProtocols.isEmpty {
                line += "; held as " + adapter.buildableProtocols.map(escaped).joined(separator: ", ")
            }
            lines.append(line + " (\(escaped(adapter.location.description)))")
        }
        return lines.joined(separator: "\n")
    }

    private func warningsSection(_ architecture: DeclaredArchitecture) -> String {
        (["Warnings"] + architecture.warnings.map { "  " + escaped($0.description) }).joined(separator: "\n")
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func escaped(_ text: String) -> String {
        TextEscaping.singleLine(text)
    }
}
