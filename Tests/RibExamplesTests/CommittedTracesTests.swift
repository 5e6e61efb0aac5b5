import Foundation
import RibExamples
import RibInspector
import Testing

/// The traces in Docs/Examples are what `ribviz demo` writes; they must not drift from
/// the example apps.
@Suite("Committed example traces")
struct CommittedTracesTests {
    private static let examplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Examples")

    @Test(
        "Docs/Examples holds each session's current trace",
        arguments: [
            (ExampleSession.ticTacToe, "tictactoe.trace.json"),
            (ExampleSession.tabbedApp, "tabbed-app.trace.json"),
        ])
    func upToDate(session: ExampleSession, file: String) throws {
        let committed = try Data(contentsOf: Self.examplesFolder.appendingPathComponent(file))
        let current = Data(TraceEncoder().encode(session.record()))
        #expect(committed == current, "Docs/Examples/\(file) is out of date: regenerate it with `swift run ribviz demo -o Docs/Examples`.")
    }
}
