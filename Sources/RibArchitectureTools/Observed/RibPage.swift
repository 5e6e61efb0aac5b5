import RibArchitecture
import RibInspectorTools

/// One RIB's page of trace documentation: what it is, its neighbourhood diagram, who
/// attaches it and what it attaches, its scope and what that shares, its lifetime in each
/// session and the anomalies found about it.
struct RibPage {
    let rib: ObservedArchitecture.Rib
    let architecture: ObservedArchitecture
    let names: DocumentationFileNames
    let showsSnapshot: Bool
    /// The latest picture of the RIB's screen, if the sessions hold one and the page shows it.
    let screen: LatestScreen?

    func write() -> String {
        let e = MarkdownEscaping.text
        var lines = ["# \(e(rib.name))", ""]
        var kind: String
        switch rib.isViewful {
        case true?: kind = "A viewful RIB"
        case false?: kind = "A viewless RIB (it borrows an ancestor's view)"
        case nil: kind = "A RIB"
        }
        if rib.isLaunchRoot { kind += ", launched as the app's root" }
        if !rib.routerTypes.isEmpty { kind += ", routed by " + rib.routerTypes.map(e).joined(separator: ", ") }
        lines += [kind + ".", "", "[All RIBs](../\(DocumentationFileNames.indexPage))", ""]

        let parents = architecture.parents(of: rib.name)
        let children = architecture.children(of: rib.name)
        let neighbours = parents.map(\.item.parent) + [rib.name] + children.map(\.item.child)
        lines += DocumentationWording.mermaid(ObservedMermaidWriter().graph(ribs: neighbours, relations: parents + children, in: architecture, highlighting: rib.name))

        let link = { (name: String) in DocumentationWording.link(to: name, names: names, from: "") }
        lines.append("**Attached by:** " + DocumentationWording.list(parents.map { "\(link($0.item.parent)) (\($0.count)×)" }) + ".")
        lines.append("")
        lines.append("**Attaches:** " + DocumentationWording.list(children.map { "\(link($0.item.child)) (\($0.count)×)" }) + ".")
        lines.append("")
        for scopeName in rib.scopes {
            let shared = architecture.scope(named: scopeName)?.sharedObjects ?? []
            lines.append("**Scope:** \(e(scopeName)), which shares " + DocumentationWording.list(shared.map(e)) + ".")
            lines.append("")
        }

        if let screen {
            lines += screenSection(screen)
        }
        if showsSnapshot {
            lines += snapshotSection()
        }

        lines += ["## Lifetime", ""]
        if rib.lifetimes.isEmpty {
            lines += ["No session recorded its lifetime.", ""]
        } else {
            lines += ["| Session | Instances | Times attached | Total attached | Median stay | Attached at end |", "| --- | --- | --- | --- | --- | --- |"]
            for entry in rib.lifetimes {
                let lifetime = entry.lifetime
                let median = lifetime.medianAttachedNanoseconds.map(DocumentationWording.seconds) ?? "never attached"
                lines.append(
                    "| \(e(entry.traceLabel)) | \(lifetime.instances.count) | \(lifetime.timesAttached) | \(DocumentationWording.seconds(lifetime.totalAttachedNanoseconds)) | \(median) | \(lifetime.attachedAtEnd) |"
                )
            }
            lines.append("")
        }

        lines += ["## Anomalies", ""]
        if rib.findings.isEmpty {
            lines.append("None found.")
        } else {
            for entry in rib.findings {
                lines.append("- \(e(entry.traceLabel)): \(e(entry.finding.description))")
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// The latest picture of the RIB's screen, and where it comes from.
    private func screenSection(_ screen: LatestScreen) -> [String] {
        let name = MarkdownEscaping.text(rib.name)
        let file = names.screenImage(of: rib.name, fileExtension: screen.fileExtension)
        return [
            "## Screen", "",
            "What \(name) showed when it was last pictured, in \(MarkdownEscaping.text(screen.traceLabel)), "
                + "\(DocumentationWording.seconds(screen.time)) into the session "
                + "(\(screen.image.pixelWidth)×\(screen.image.pixelHeight) pixels).",
            "", "![What \(name) showed](\(file))", "",
        ]
    }

    /// The picture of the RIB's branch of the tree once it first joined it (and what
    /// followed at that instant: its activation, its `didLoad`), and the sentence that says
    /// which moment that is.
    private func snapshotSection() -> [String] {
        let name = MarkdownEscaping.text(rib.name)
        var lines = ["## Snapshot", ""]
        guard let moment = rib.firstAttachment else {
            return lines + ["No session attached \(name), so there is no snapshot of it.", ""]
        }
        let how = moment.isLaunch ? "launched" : "first attached"
        let around = moment.isLaunch ? "the RIBs below it" : "the RIBs above it (up to two levels), beside it and below it"
        let seconds = DocumentationWording.seconds(moment.time)
        lines.append(
            "\(name)'s branch of the tree once \(name) was \(how) in event \(moment.sequence) of \(MarkdownEscaping.text(moment.traceLabel)), "
                + "\(seconds) into the session, and what followed at that instant (its activation, its `didLoad`), "
                + "outlined in green, with \(around), in their scopes; "
                + "`ribviz render` with `--at \(moment.sequence)` draws the whole tree right after that event."
        )
        lines += ["", "![\(name) once it was \(how)](\(names.image(of: rib.name)))", ""]
        return lines
    }
}
