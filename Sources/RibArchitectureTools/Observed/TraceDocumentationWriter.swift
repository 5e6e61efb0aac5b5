import RibArchitecture
import RibInspector
import RibInspectorTools

/// Writes architecture documentation from what recorded sessions show: an index page with
/// the RIB graph and the scope map, and one page per RIB, in Markdown with Mermaid
/// diagrams that GitHub and GitLab render.
///
/// The pages depend only on the architecture: no dates, stable order, so regenerating from
/// the same traces gives the same bytes and the docs can be checked in CI.
///
/// ```swift
/// for page in TraceDocumentationWriter().pages(for: architecture) {
///     try page.contents.write(toFile: folder + "/" + page.path, atomically: true, encoding: .utf8)
/// }
/// ```
public struct TraceDocumentationWriter: Sendable {
    /// The path, relative to the index page, of a picture of the RIB graph that the index
    /// shows under its Mermaid diagram (`ribviz docs` draws `rib-graph.svg` with graphviz);
    /// `nil` for none.
    public var graphImage: String?

    /// Whether each RIB's page shows a picture of its branch of the tree once it was first
    /// attached (and active): ``DocumentationFileNames/image(of:)`` in the page's folder, which
    /// `RibRendering`'s `FirstAttachmentRenderer` draws.
    public var snapshotImages: Bool

    /// Whether each RIB's page shows the latest picture of its screen the sessions hold
    /// (``LatestScreen``), as ``screenFiles(for:)`` names it in the page's folder.
    public var screenImages: Bool

    /// The most RIB pages (distinct RIB names) the docs are made for: each is a file, and
    /// more than a reader browses; ``checkSize(of:)`` refuses traces with more.
    public var maximumRibPages: Int

    /// The default ``maximumRibPages``.
    public static let defaultMaximumRibPages = 5_000

    /// Creates a writer; give `graphImage` when a picture of the RIB graph goes next to the
    /// index page, `snapshotImages` when each RIB's snapshot goes next to its page, and
    /// `screenImages` when the pictures of ``screenFiles(for:)`` do.
    public init(
        graphImage: String? = nil, snapshotImages: Bool = false, screenImages: Bool = false, maximumRibPages: Int = Self.defaultMaximumRibPages
    ) {
        self.graphImage = graphImage
        self.snapshotImages = snapshotImages
        self.screenImages = screenImages
        self.maximumRibPages = maximumRibPages
    }

    /// Refuses traces whose RIBs would need more than ``maximumRibPages`` pages, from their
    /// declarations alone: call it before making their ``ObservedArchitecture``.
    ///
    /// - Throws: ``DocumentationSizeError`` with the count of distinct RIB names.
    public func checkSize(of traces: [Trace]) throws(DocumentationSizeError) {
        var names: Set<String> = []
        for trace in traces {
            names.formUnion(trace.ribNames)
            guard names.count <= maximumRibPages else {
                for later in traces { names.formUnion(later.ribNames) }
                throw DocumentationSizeError(ribNameCount: names.count, limit: maximumRibPages)
            }
        }
    }

    /// Every page: the index first, then one page per RIB in the architecture's order.
    public func pages(for architecture: ObservedArchitecture) -> [DocumentationPage] {
        let names = DocumentationFileNames(ribs: architecture.ribs.map(\.name))
        var pages = [DocumentationPage(path: DocumentationFileNames.indexPage, contents: TraceIndexPage(architecture: architecture, names: names, graphImage: graphImage).write())]
        let screens = screenImages ? LatestScreen.byRibName(in: architecture) : [:]
        for rib in architecture.ribs {
            let page = RibPage(rib: rib, architecture: architecture, names: names, showsSnapshot: snapshotImages, screen: screens[rib.name])
            pages.append(DocumentationPage(path: names.pagePath(of: rib.name), contents: page.write()))
        }
        return pages
    }

    /// The pictures of the RIBs' screens the pages show, each with its path relative to the
    /// documentation folder and its bytes, in the architecture's order of RIBs.
    public func screenFiles(for architecture: ObservedArchitecture) -> [(path: String, bytes: [UInt8])] {
        let names = DocumentationFileNames(ribs: architecture.ribs.map(\.name))
        let screens = LatestScreen.byRibName(in: architecture)
        return architecture.ribs.compactMap { rib in
            screens[rib.name].map { (names.screenImagePath(of: rib.name, fileExtension: $0.fileExtension), $0.image.bytes) }
        }
    }
}
