import Foundation
import RibExamples
import RibInspector
import Testing

/// The traces in Docs/Examples are what `ribviz demo` writes; they must not drift from
/// the example apps. Their screens are pictures graphviz drew, which another graphviz or
/// other fonts draw differently: this suite compares everything else, and the ribviz
/// tests (DemoScreenTests) compare which RIBs were pictured when.
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
        let committed = try Self.withoutScreens(Data(contentsOf: Self.examplesFolder.appendingPathComponent(file)))
        let current = try Self.withoutScreens(Data(TraceEncoder().encode(session.record())))
        #expect(committed == current, "Docs/Examples/\(file) is out of date: regenerate it with `make examples`.")
    }

    /// A trace document as JSON values, without its screens.
    private static func withoutScreens(_ document: Data) throws -> NSDictionary {
        let object = try #require(try JSONSerialization.jsonObject(with: document) as? [String: Any])
        return object.filter { $0.key != "screens" } as NSDictionary
    }
}
