import Graphviz
import RibArchitecture
import RibArchitectureTools
import RibRendering
import Testing

/// The declared tree marked with what sessions exercised.
@Suite struct CoverageGraphTests {
    private let location = SourceLocation(file: "A.swift", line: 1)

    @Test func exercisedRelationsAreSolidWithTheirCountAndTheOthersDashedAndGrey() throws {
        let architecture = DeclaredArchitecture(
            ribs: [
                DeclaredRib(name: "Root", builderType: "RootBuilder", isViewful: true, isLaunchRoot: true, location: location),
                DeclaredRib(name: "Home", builderType: "HomeBuilder", isViewful: true, location: location),
                DeclaredRib(name: "Game", builderType: "GameBuilder", isViewful: true, location: location),
            ],
            attachments: [
                DeclaredAttachment(parent: "Root", child: "Home", evidence: [AttachmentEvidence(kind: .builtByRouter, detail: "h", location: location)]),
                DeclaredAttachment(
                    parent: "Home", child: "Game", evidence: [AttachmentEvidence(kind: .builtByRouter, detail: "g", adapter: "GameAdapter", location: location)]),
            ],
            scannedFileCount: 1
        )
        let coverage = ArchitectureCoverage(
            ribs: [
                .init(name: "Root", module: nil, uses: 1, traces: 1), .init(name: "Home", module: nil, uses: 3, traces: 1), .init(name: "Game", module: nil, uses: 0, traces: 0),
            ],
            relations: [
                .init(parent: "Root", child: "Home", attachments: 3, traces: 1, exampleTraces: ["t"], declaredAt: location, module: nil),
                .init(parent: "Home", child: "Game", attachments: 0, traces: 0, exampleTraces: [], declaredAt: location, module: nil),
            ],
            undeclared: [], unknownRibs: [], tracesRead: 1, skipped: [], unresolvedRoutes: 0
        )
        let graph = CoverageGraphBuilder().graph(for: architecture, coverage: coverage)
        func node(_ name: String) throws -> Node {
            try #require(graph.nodes.first { "\($0.attributes["label"].map { "\($0)" } ?? "")".contains("<b>\(name)</b>") })
        }
        let used = try #require(graph.edges.first { $0.tail == (try? node("Root"))?.name && $0.head == (try? node("Home"))?.name })
        #expect(used.attributes["label"] == .text("3×"))
        #expect(used.attributes["style"] == nil)
        let unused = graph.edges.filter { $0.tail.hasPrefix("adapter_") || $0.head.hasPrefix("adapter_") }
        #expect(unused.count == 2)
        #expect(unused.allSatisfy { $0.attributes["style"] == "dashed" && $0.attributes["label"] == nil })
        let game = try node("Game")
        #expect("\(game.attributes["label"].map { "\($0)" } ?? "")".contains(">never</font>"))
        let home = try node("Home")
        #expect("\(home.attributes["label"].map { "\($0)" } ?? "")".contains(">3×</font>"))
        #expect("\(graph.attributes["label"].map { "\($0)" } ?? "")".contains("RIB coverage: 1 of 2 relations by 1 session"))
    }
}
