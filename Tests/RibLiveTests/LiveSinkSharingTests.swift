import FlyingFox
import Foundation
import Testing
import RibInspector
import RibLiveSink

@Suite("ribviz live: one sink shared by recorders on several threads")
struct LiveSinkSharingTests {
    @Test("two recorders on two threads share one live sink: the server receives whole records only, and every one of them")
    func sharedSink() async throws {
        let collector = RecordCollector()
        let server = HTTPServer(config: HTTPServer.Configuration(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled))
        await server.appendRoute("POST /sessions/:name/records") { request in
            let first = request.headers[HTTPHeader("Ribviz-First-Record")].flatMap(UInt64.init) ?? 0
            let held = await collector.receive(try await request.bodyData, firstRecord: first)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: Data(#"{"records":\#(held)}"#.utf8))
        }
        let running = Task { try await server.run() }
        defer { running.cancel() }
        try await server.waitUntilListening(timeout: 30)
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            Issue.record("the collecting server listens on an address it cannot tell")
            return
        }

        let sink = LiveTraceSink(url: URL(string: "http://127.0.0.1:\(port)")!, session: "shared", batchSize: 100)
        let recorders = ["First", "Second"].map { RibRecorder(app: AppInfo(name: $0), retention: .nothing, sinks: [sink]) }
        let ribs = recorders.map { $0.declareRib(named: "Root") }
        let perRecorder = 2_000
        await withTaskGroup(of: Void.self) { group in
            for (recorder, rib) in zip(recorders, ribs) {
                group.addTask { for _ in 0..<perRecorder { recorder.record(.activated(rib)) } }
            }
        }
        for recorder in recorders { try recorder.finish() }
        let sent = await sink.sent(within: .seconds(30))
        #expect(sent)

        let lines = await collector.lines
        #expect(lines.count == 2 * (perRecorder + 3))  // a header, a RIB, the events and an end each
        let records = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
        #expect(records.count == lines.count)
        #expect(records.filter { $0["kind"] as? String == "activate" }.count == 2 * perRecorder)
        #expect(records.filter { $0["record"] as? String == "header" }.count == 2)
        #expect(records.filter { $0["record"] as? String == "end" }.count == 2)
    }
}

/// Keeps the records a sink posts, as `ribviz live` numbers them: a batch continues the
/// records held, repeats some of them, or (after a gap) is not taken.
private actor RecordCollector {
    private(set) var lines: [[UInt8]] = []

    /// Takes the batch's lines past those already held; returns how many records it holds.
    func receive(_ batch: Data, firstRecord: UInt64) -> UInt64 {
        guard firstRecord <= UInt64(lines.count) else { return UInt64(lines.count) }
        let received = batch.split(separator: UInt8(ascii: "\n")).map(Array.init)
        lines.append(contentsOf: received.dropFirst(lines.count - Int(firstRecord)))
        return UInt64(lines.count)
    }
}
