import Foundation
import Testing

/// Docs/Examples/FromSource holds what `ribviz scan` writes for the example apps; the
/// suite fails when the apps change and the docs were not regenerated.
@Suite("Example docs from source")
struct ExampleDocsFromSourceTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the committed Markdown is what ribviz scan writes now", arguments: [
        ("TicTacToe", "tictactoe.md"),
        ("TabbedApp", "tabbed-app.md"),
    ])
    func upToDate(app: String, file: String) throws {
        let result = try RibvizRunner.run(
            ["scan", "Sources/RibExamples/\(app)", "-f", "markdown"],
            in: Self.repository
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        let committed = try String(
            contentsOf: Self.repository.appendingPathComponent("Docs/Examples/FromSource/\(file)"),
            encoding: .utf8
        )
        #expect(
            result.standardOutput == committed,
            "Docs/Examples/FromSource/\(file) is out of date: run `swift run ribviz scan Sources/RibExamples/\(app) -f markdown -o Docs/Examples/FromSource/\(file)` from the repository's root."
        )
    }
}
