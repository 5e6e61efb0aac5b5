/// Writes architecture documentation from a declared architecture, in the layout
/// ``TraceDocumentationWriter`` uses for recorded sessions: an index page with the declared
/// RIB graph, a table of RIBs, the scope map, the adapters and the scan's warnings, and one
/// page per RIB (what can attach it and what it can attach, and how; its scope and what
/// that shares; what it needs from its parent; viewful or not; its adapters), every fact
/// linked to the line of source it comes from.
///
/// `ribviz scan --format docs -o DIR` writes these pages, with the graph drawn by graphviz:
///
/// ```swift
/// let writer = DeclaredDocumentationWriter(
///     title: "RIB architecture of TicTacToe",
///     sourceLinks: SourceLinks(documentationFolder: "Docs/Architecture", currentFolder: "/work/app")
/// )
/// for page in writer.pages(for: RibScanner().scan(["App"])) { … }
/// ```
///
/// The pages depend only on the architecture and the links: no dates, stable order, so the
/// same sources always give the same bytes.
public struct DeclaredDocumentationWriter: Sendable {
    /// The index page's title.
    public var title: String
    /// The path, relative to the index page, of a picture of the RIB graph shown under its
    /// Mermaid diagram (``DocumentationFileNames/graphImage``, drawn by `RibRendering`'s
    /// `DeclaredArchitectureRenderer`); `nil` for none.
    public var graphImage: String?
    /// How pages link to the sources; `nil` writes locations as plain `path:line` text.
    public var sourceLinks: SourceLinks?

    /// Creates a writer.
    public init(title: String = "RIB architecture", graphImage: String? = nil, sourceLinks: SourceLinks? = nil) {
        self.title = title
        self.graphImage = graphImage
        self.sourceLinks = sourceLinks
    }

    /// Every page: the index first, then one page per RIB, by name.
    public func pages(for architecture: DeclaredArchitecture) -> [DocumentationPage] {
        let names = DocumentationFileNames(ribs: architecture.ribs.map(\.name))
        let index = DeclaredIndexPage(architecture: architecture, title: title, graphImage: graphImage, names: names, references: references(names: names, depth: 0))
        var pages = [DocumentationPage(path: DocumentationFileNames.indexPage, contents: index.write())]
        let ribReferences = references(names: names, depth: 1)
        for rib in architecture.ribs {
            let page = DeclaredRibPage(facts: DeclaredRibFacts(rib: rib, architecture: architecture, references: ribReferences))
            pages.append(DocumentationPage(path: names.pagePath(of: rib.name), contents: page.write()))
        }
        return pages
    }

    /// Links to RIB pages and to the sources from a page `depth` folders below the index.
    private func references(names: DocumentationFileNames, depth: Int) -> DeclaredRibFacts.References {
        let folder = depth == 0 ? DocumentationFileNames.ribFolder + "/" : ""
        let sourceLinks = sourceLinks
        return DeclaredRibFacts.References(
            rib: { DocumentationWording.link(to: $0, names: names, from: folder) },
            location: { location in
                let text = MarkdownEscaping.text(location.description)
                guard let sourceLinks else { return text }
                let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
                return "[\(MarkdownEscaping.text("\(file):\(location.line)"))](\(sourceLinks.target(for: location, fromDepth: depth)))"
            }
        )
    }
}
