import Graphviz
import RibArchitecture
import RibRendering
import Testing

/// The declared tree drawn in the look of the runtime snapshots.
@Suite struct DeclaredGraphTests {
    private let location = SourceLocation(file: "A.swift", line: 1)

    private func architecture() -> DeclaredArchitecture {
        DeclaredArchitecture(
            ribs: [
                DeclaredRib(name: "Root", builderType: "RootBuilder", isViewful: true, isLaunchRoot: true, location: location),
                DeclaredRib(name: "Logged<In>", builderType: "LoggedInBuilder", isViewful: false, location: location),
                DeclaredRib(name: "Game", builderType: "GameBuilder", isViewful: true, location: location),
                DeclaredRib(
                    name: "Topup", builderType: "TopupBuilder", isViewful: true, location: location,
                    unresolvedRoutes: [SourceLocation(file: "Topup/TopupRouter.swift", line: 9)]),
            ],
            attachments: [
                DeclaredAttachment(parent: "Root", child: "Logged<In>", evidence: [AttachmentEvidence(kind: .storedBuilder, detail: "b: B", location: location)]),
                DeclaredAttachment(
                    parent: "Logged<In>", child: "Game", evidence: [AttachmentEvidence(kind: .routingParameter, detail: "g", adapter: "GameAdapter", location: location)]),
                DeclaredAttachment(parent: "Root", child: "Topup", evidence: [AttachmentEvidence(kind: .builtByRouter, detail: "t", location: location)]),
            ],
            scannedFileCount: 3
        )
    }

    @Test func aRibWhoseRouterIsUnknownSaysSoAndTheLegendExplainsIt() throws {
        var unknown = architecture()
        #expect(!DeclaredGraphBuilder().graph(for: unknown).nodes.contains { $0.name == "legend_unknown_view" })
        unknown.ribs.append(DeclaredRib(name: "Settings", builderType: "SettingsBuilder", isViewful: nil, isLaunchRoot: nil, location: location))
        let graph = DeclaredGraphBuilder().graph(for: unknown)
        let settings = try #require(graph.nodes.first { $0.attributes["tooltip"].map { "\($0)".contains("SettingsBuilder") } == true })
        #expect(settings.attributes["label"] == .html("<b>Settings</b><br/><font point-size=\"9\" color=\"#757575\">router unknown</font>"))
        let legend = try #require(graph.nodes.first { $0.name == "legend_unknown_view" })
        #expect("\(legend.attributes["label"].map { "\($0)" } ?? "")".contains("whether it has a view is unknown"))
    }

    @Test func viewlessRibsAreDashedOvalsAndAdaptersAreSolidTagsOnTheirEdges() throws {
        let graph = DeclaredGraphBuilder().graph(for: architecture())
        let logged = try #require(graph.nodes.first { $0.attributes["label"] == .html("<b>Logged&lt;In&gt;</b>") })
        #expect(logged.attributes["shape"] == "oval")
        #expect(logged.attributes["style"] == "dashed,filled")
        let root = try #require(graph.nodes.first { $0.attributes["label"] == .html("<b>Root</b>") })
        #expect(root.attributes["shape"] == "box")
        let adapter = try #require(graph.nodes.first { $0.name.hasPrefix("adapter_") })
        #expect(adapter.attributes["label"] == .html("<font point-size=\"9\">adapter<br/>GameAdapter</font>"))
        #expect(adapter.attributes["style"] == "filled")
        #expect(graph.edges.filter { $0.tail == adapter.name || $0.head == adapter.name }.count == 2)
        let topup = try #require(graph.nodes.first { $0.name == "rib3" })
        #expect("\(topup.attributes["label"].map { "\($0)" } ?? "")".contains("may attach more"))
        #expect("\(topup.attributes["tooltip"].map { "\($0)" } ?? "")".contains("Topup/TopupRouter.swift:9"))
        #expect(!graph.edges.contains { $0.attributes["style"] != nil }, "dashes belong to viewless RIBs only")
    }

    @Test func theTitleCountsTheScannedFiles() {
        var one = architecture()
        one.scannedFileCount = 1
        for (architecture, files) in [(architecture(), "3 Swift files"), (one, "1 Swift file")] {
            #expect(DeclaredGraphBuilder().graph(for: architecture).attributes["label"] == .html("<b>Declared RIB tree</b> · from \(files)"))
        }
    }

    @Test func rendersToSVG() throws {
        let svg = String(decoding: try DeclaredArchitectureRenderer().render(architecture()), as: UTF8.self)
        #expect(svg.contains(">Logged&lt;In&gt;</text>"))
        #expect(svg.contains(">GameAdapter</text>"))
    }
}
