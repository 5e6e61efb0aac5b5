import Foundation
import RibInspector
import RibInspectorTools
import Testing

#if OTLPExport
    /// `ribviz live --otlp` forwarding the sessions it receives to a receiver that decodes
    /// OTLP/HTTP with OpenTelemetry's own definitions (scripts/otlp-test-receiver.py).
    @Suite(
        "ribviz live --otlp", .serialized,
        .enabled(if: OTLPTestReceiver.isAvailable || OTLPTestReceiver.isRequired, "needs python3 with opentelemetry-proto (pip install opentelemetry-proto)"))
    struct LiveOTLPCommandTests {
        @Test("a session that ends reaches the receiver as one trace, with a span for each attachment")
        func endedSessionIsForwarded() async throws {
            try #require(OTLPTestReceiver.isAvailable, "python3 with opentelemetry-proto is not installed")
            let receiver = try await OTLPTestReceiver()
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let live = try await LiveCommandTests.LiveProcess.start(arguments: ["--save-dir", "saved", "--otlp", receiver.endpoint], in: folder)

            let demo = try await RibvizRunner.run(["demo", "--live", live.address, "--speed-up", "2000", "-q"], in: folder)
            #expect(demo.exitCode == 0, "\(demo.standardError)")
            #expect(await live.waitForOutput(containing: "ribviz live: sent session"), "ribviz live did not say it sent the session")
            let requests = try await receiver.stop()

            let saved = folder.appendingPathComponent("saved")
            let files = try FileManager.default.contentsOfDirectory(atPath: saved.path)
            try #require(files.count == 1)
            let trace = try TraceReader().read(contentsOf: saved.appendingPathComponent(files[0]))
            let spans = requests.flatMap { request in
                ((request["request"] as? [String: Any])?["resourceSpans"] as? [[String: Any]] ?? []).flatMap { resource in
                    (resource["scopeSpans"] as? [[String: Any]] ?? []).flatMap { $0["spans"] as? [[String: Any]] ?? [] }
                }
            }
            #expect(Set(spans.compactMap { $0["traceId"] as? String }).count == 1)
            let openings = trace.events.filter { event in
                switch event.kind {
                case .launched, .attached: true
                default: false
                }
            }
            // The session's span, and one for each launch or attachment.
            #expect(spans.count == openings.count + 1)
            #expect(spans.filter { $0["parentSpanId"] == nil }.count == 1)
        }
    }
#endif

/// `--otlp` and `--otlp-header` of `ribviz live` are checked before the server starts.
@Suite("ribviz live's OTLP options")
struct LiveOTLPOptionTests {
    @Test(arguments: [["--otlp", "localhost:4318"], ["--otlp", "http://h/v1/traces", "--otlp-header", "novalue"], ["--otlp-header", "a=b"]])
    func badOptions(arguments: [String]) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await RibvizRunner.run(["live", "--port", "0"] + arguments, in: folder)
        #expect(result.exitCode == 64, "\(result.standardError)")
        #expect(result.standardError.contains("--otlp"))
    }

    #if !OTLPExport
        @Test("without the OTLPExport trait, --otlp says how to get it and the server does not start")
        func withoutTheTrait() async throws {
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try await RibvizRunner.run(["live", "--port", "0", "--otlp", "http://127.0.0.1:4318/v1/traces"], in: folder)
            #expect(result.exitCode == 69)
            #expect(result.standardError.contains("--traits default,OTLPExport"))
        }
    #endif
}
