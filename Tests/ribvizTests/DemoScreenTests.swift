import Foundation
import RibInspector
import RibInspectorTools
import Testing

/// `ribviz demo` pictures the examples' viewful RIBs with mock screens it draws itself.
@Suite("ribviz demo screens")
struct DemoScreenTests {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Examples")

    /// The demo's traces, read back.
    private static func demoTraces() async throws -> [String: Trace] {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await RibvizRunner.run(["demo", "-q", "-o", "traces"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        var traces: [String: Trace] = [:]
        for name in ["tictactoe", "tabbed-app"] {
            traces[name] = try TraceReader().read(contentsOf: folder.appendingPathComponent("traces/\(name).trace.json"))
        }
        return traces
    }

    @Test("every viewful RIB of the examples has a PNG screen, no viewless one has any")
    func viewfulRibsArePictured() async throws {
        for (name, trace) in try await Self.demoTraces() {
            let pictured = Set(trace.screens.map(\.rib))
            let loaded = Set(
                trace.events.compactMap { event -> RibID? in
                    if case .loaded(let rib) = event.kind { return rib }
                    return nil
                })
            for rib in trace.ribs where loaded.contains(rib.id) {
                let isViewful = rib.isViewful == true
                #expect(pictured.contains(rib.id) == isViewful, "\(name): \(rib.name) (\(isViewful ? "viewful" : "viewless"))")
            }
            for screen in trace.screens {
                let image = try #require(trace.screenImages[screen.image])
                #expect(image.mediaType == .png && image.problem == nil)
                #expect(image.pixelWidth <= 320 && image.bytes.count < 16_384, "\(name): a picture of \(image.pixelWidth) px, \(image.bytes.count) bytes")
            }
            #expect(trace.droppedScreens.total == 0)
        }
    }

    @Test("the committed example traces picture the same RIBs at the same moments as the demo")
    func committedScreensAreUpToDate() async throws {
        for (name, trace) in try await Self.demoTraces() {
            let committed = try TraceReader().read(contentsOf: Self.examples.appendingPathComponent("\(name).trace.json"))
            let moments = { (trace: Trace) in trace.screens.map { "\($0.rib.rawValue)@\($0.sequence)" } }
            #expect(moments(committed) == moments(trace), "Docs/Examples/\(name).trace.json is out of date: regenerate it with `make examples`.")
        }
    }
}
