import Foundation
import Testing

/// Docs/Examples/FromSource holds the documentation folders `ribviz scan --format docs`
/// writes for the example apps; the suite fails when the apps change and the docs were not
/// regenerated.
@Suite("Example docs from source")
struct ExampleDocsFromSourceTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The pages link to the sources by paths relative to the docs folder, so the scan runs
    /// in a folder laid out like the repository: the app's sources linked in at the same
    /// place, the docs written at the same place.
    @Test(
        "the committed docs folders are what ribviz scan --format docs writes now",
        arguments: [
            ("TicTacToe", "tictactoe"),
            ("TabbedApp", "tabbed-app"),
        ])
    func upToDate(app: String, folder: String) async throws {
        let root = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let examples = root.appendingPathComponent("Sources/RibExamples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: examples.appendingPathComponent(app),
            withDestinationURL: Self.repository.appendingPathComponent("Sources/RibExamples/\(app)")
        )
        let docs = "Docs/Examples/FromSource/\(folder)"
        let result = try await RibvizRunner.run(["scan", "Sources/RibExamples/\(app)", "--format", "docs", "-o", docs], in: root)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let fresh = try GeneratedFolders.files(in: root.appendingPathComponent(docs))
        let committed = try GeneratedFolders.files(in: Self.repository.appendingPathComponent(docs))
        #expect(fresh.keys.contains("ribs/Root.md") || fresh.keys.contains("ribs/AppRoot.md"))
        let stale = GeneratedFolders.differences(fresh: fresh, committed: committed)
        #expect(
            stale.isEmpty,
            """
            \(docs) is out of date (\(stale.joined(separator: ", "))). Regenerate it from the repository's root:
              swift run ribviz scan Sources/RibExamples/\(app) --format docs -o \(docs)
            """)
    }
}
