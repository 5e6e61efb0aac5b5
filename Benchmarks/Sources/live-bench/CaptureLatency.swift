import BenchmarkSupport
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibInspector
import RibLiveSink

/// How long *Capture now* takes on the page with an idle app: from the page's request to
/// the answer that the picture was taken, and to the page's update that brings the picture.
///
/// The app (this process) records a viewful root, sends it, and from then on records
/// nothing but the pictures it is asked for: its sink polls the server for requests while
/// idle. Each round asks as the page does, over HTTP: the page's request for updates waits
/// on the server, then `POST …/requests?kind=capture` goes; the round ends when both have
/// answered. Rounds start 0.3 to 0.8 s apart (a seeded random pause), so the requests land
/// at every point of the sink's poll interval.
struct CaptureLatency {
    var rounds: Int

    func run(server: ServerProcess) async throws {
        let sink = LiveTraceSink(url: server.url, session: "capture")
        let recorder = RibRecorder(app: AppInfo(name: "Bench"), retention: .nothing, sinks: [sink])
        let root = recorder.declareRib(named: "Root", isViewful: true)
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        sink.answerRequests { request in
            guard request.kind == .capture else { return .failed("the benchmark only captures") }
            recorder.recordScreen(of: request.rib, image: Self.picture)
            return .done
        }
        guard await Self.sent(sink) else { throw BenchmarkError("the server did not take the session: \(sink.lastProblem ?? "no answer")") }
        let session = server.url.appendingPathComponent("sessions/capture")
        let client = URLSession(configuration: .ephemeral)
        var answered = Latencies()
        var shown = Latencies()
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<rounds {
            try await Task.sleep(nanoseconds: UInt64.random(in: 300_000_000...800_000_000, using: &generator))
            let records = sink.sentRecordCount
            let start = monotonicNanoseconds()
            async let update = Self.milliseconds(since: start) {
                try await Self.updateWithScreen(session.appendingPathComponent("updates"), after: records, client: client)
            }
            async let answer = Self.milliseconds(since: start) {
                try await Self.capture(session.appendingPathComponent("requests"), rib: root, client: client)
            }
            answered.milliseconds.append(try await answer)
            shown.milliseconds.append(try await update)
        }
        let slowest = zip(answered.milliseconds, shown.milliseconds).map { max($0, $1) }
        let both = Latencies(milliseconds: slowest)
        print(
            String(
                format: "%d captures of an idle app (its sink polls every %.0f ms): answered p50 %.0f ms, p99 %.0f ms; picture in the page's update p50 %.0f ms, p99 %.0f ms",
                rounds, Double(LiveTraceSink.defaultRequestPollNanoseconds) / 1e6, answered.percentile(0.5), answered.percentile(0.99),
                shown.percentile(0.5), shown.percentile(0.99)))
        print(
            String(
                format: "on the page (both): p50 %.0f ms, p99 %.0f ms (target ≤ 1,500 ms: %@), max %.0f ms", both.percentile(0.5), both.percentile(0.99),
                both.percentile(0.99) <= 1_500 ? "met" : "NOT met", both.percentile(1)))
    }

    /// A 2×2 PNG: the picture the app takes.
    private static let picture = ScreenImage(
        bytes: [UInt8](
            Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mMwTpsJRAwQCgAf7gTJFqfs3QAAAABJRU5ErkJggg==") ?? Data()),
        mediaType: .png, pixelWidth: 2, pixelHeight: 2)

    /// Asks the app for a picture of `rib`, as the page's *Capture now* does.
    private static func capture(_ address: URL, rib: RibID, client: URLSession) async throws {
        var request = URLRequest(url: URL(string: address.absoluteString + "?kind=capture&rib=\(rib.rawValue)")!)
        request.httpMethod = "POST"
        let (data, _) = try await client.data(for: request)
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains(#""state":"done""#) else { throw BenchmarkError("the capture was answered \(text)") }
    }

    /// Asks for updates after `records` records, as the page does, until one brings a screen.
    private static func updateWithScreen(_ address: URL, after records: UInt64, client: URLSession) async throws {
        var after = records
        while true {
            let (data, _) = try await client.data(from: URL(string: address.absoluteString + "?after=\(after)")!)
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw BenchmarkError("an update that is not JSON") }
            if object["screens"] != nil { return }
            after = (object["records"] as? NSNumber)?.uint64Value ?? after
        }
    }

    private static func milliseconds(since start: UInt64, _ work: () async throws -> Void) async throws -> Double {
        try await work()
        return Double(monotonicNanoseconds() - start) / 1e6
    }

    /// Waits, on a thread of its own, until the server holds every record of `sink`.
    private static func sent(_ sink: LiveTraceSink) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: sink.waitUntilSent(timeout: .seconds(60))) }.start()
        }
    }
}
