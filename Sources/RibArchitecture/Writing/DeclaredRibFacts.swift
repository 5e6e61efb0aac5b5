/// The Markdown lines that describe one declared RIB, shared by the one-page
/// ``ArchitectureMarkdownWriter`` and the RIB pages of ``DeclaredDocumentationWriter``: what
/// kind of RIB it is, its parts, what it needs from its parent's scope, what it is built
/// with, what its scope shares, and what it can attach and how.
///
/// Names of other RIBs and source locations are written by ``references``: plain text on
/// one page, links between pages and to the sources in a documentation folder.
struct DeclaredRibFacts {
    /// How a page names another RIB and a place in the sources.
    struct References: Sendable {
        /// Another RIB's name, escaped, or a link to its page.
        var rib: @Sendable (String) -> String
        /// A place in the sources, as text or as a link.
        var location: @Sendable (SourceLocation) -> String

        /// Plain escaped names and `path:line` locations.
        static let plain = References(rib: MarkdownEscaping.text, location: { MarkdownEscaping.text($0.description) })
    }

    let rib: DeclaredRib
    let architecture: DeclaredArchitecture
    let references: References

    /// `A viewful RIB, launched as the app's root, built by `RootBuilder` (Root/RootBuilder.swift:12).`
    var summary: String {
        var kind =
            rib.isViewful.map { $0 ? "A viewful RIB" : "A viewless RIB (it borrows an ancestor's view)" }
            ?? "A RIB whose router the scan could not find (whether it has a view and whether the app launches it are unknown)"
        if rib.isLaunchRoot == true { kind += ", launched as the app's root" }
        return "\(kind), built by `\(Self.code(rib.builderType))` (\(references.location(rib.location)))."
    }

    /// The table of its router, interactor, component and listener types.
    var partsTable: [String] {
        var lines = ["| Part | Type |", "| --- | --- |"]
        for (part, type) in [("Router", rib.routerType), ("Interactor", rib.interactorType), ("Component", rib.componentType), ("Listener", rib.listenerProtocol)] {
            lines.append("| \(part) | \(type.map { "`\(Self.code($0, inTable: true))`" } ?? "unknown") |")
        }
        return lines + [""]
    }

    /// What it needs from its parent's scope (its static dependency) and which components
    /// satisfy it; nothing when it has no dependency protocol.
    var dependency: [String] {
        guard let name = rib.dependencyProtocol else { return [] }
        let dependency = architecture.dependency(named: name)
        let asks = dependency?.requirements ?? []
        let place = dependency.map { ", " + references.location($0.location) } ?? ""
        var lines = [
            "**Needs from its parent's scope** (`\(Self.code(name))`\(place)): "
                + (asks.isEmpty ? "nothing." : asks.map { "`\(Self.code($0.description))`" }.joined(separator: ", ") + ".")
        ]
        let providers = architecture.scopes(satisfying: name).map { "`\(Self.code($0.componentType))`" }
        if !providers.isEmpty { lines.append("Satisfied by " + providers.joined(separator: ", ") + ".") }
        return lines + [""]
    }

    /// Its dynamic dependencies, the parameters of `build`; nothing when it has none.
    var dynamicDependencies: [String] {
        guard !rib.dynamicDependencies.isEmpty else { return [] }
        return ["**Built with** " + rib.dynamicDependencies.map { "`\(Self.code($0.description))`" }.joined(separator: ", ") + ".", ""]
    }

    /// What its scope shares, in one line; nothing when it shares nothing.
    var sharedObjects: [String] {
        guard let shared = architecture.scope(of: rib.name)?.sharedObjects, !shared.isEmpty else { return [] }
        return ["**Shares in its scope:** " + shared.map { "`\(Self.code($0.description))`" }.joined(separator: ", ") + ".", ""]
    }

    /// The RIBs it can attach, one a line, each with every way the sources declare it;
    /// when its router is unknown, what it can attach is unknown, or may be incomplete.
    var children: [String] {
        let attachments = architecture.children(of: rib.name)
        let list = attachmentList(attachments, title: "**Can attach:**", naming: \.child)
        let unresolved = rib.unresolvedRoutes.map { references.location($0) }.joined(separator: ", ")
        if rib.routerType != nil, !rib.unresolvedRoutes.isEmpty {
            return (list.isEmpty ? ["**Can attach:** unknown."] : list) + ["It may attach more: the scan could not resolve what its routing code builds at \(unresolved).", ""]
        }
        guard rib.routerType == nil else { return list }
        guard !attachments.isEmpty else { return ["**Can attach:** unknown: the scan could not find its router.", ""] }
        return list + ["Its router may attach more: the scan could not find it.", ""]
    }

    /// The RIBs that can attach it, one a line, each with every way the sources declare it.
    var parents: [String] {
        attachmentList(architecture.parents(of: rib.name), title: "**Attached by:**", naming: \.parent)
    }

    private func attachmentList(_ attachments: [DeclaredAttachment], title: String, naming other: KeyPath<DeclaredAttachment, String>) -> [String] {
        guard !attachments.isEmpty else { return [] }
        var lines = [title]
        for attachment in attachments {
            let how = attachment.evidence.map { "\($0.kind.phrase) (\(references.location($0.location)))" }.joined(separator: "; ")
            let via = attachment.adapters.isEmpty ? "" : " through " + attachment.adapters.map { "`\(Self.code($0))`" }.joined(separator: ", ")
            lines.append("- \(references.rib(attachment[keyPath: other]))\(via): \(how)")
        }
        return lines + [""]
    }

    /// Text for inside a code span: backticks cannot close it early, line breaks become
    /// spaces, and in a table cell a `|` is escaped so that it cannot end the cell (GitHub
    /// and GitLab split cells before they read code spans).
    static func code(_ text: String, inTable: Bool = false) -> String {
        var result = ""
        for character in text {
            switch character {
            case "`": result.append("'")
            case "|" where inTable: result += "\\|"
            case _ where character.isNewline: result.append(" ")
            default: result.append(character)
            }
        }
        return result
    }
}
