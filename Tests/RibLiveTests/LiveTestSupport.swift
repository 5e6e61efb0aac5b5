import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibInspector
import RibInspectorTools
import RibvizTestSupport
@testable import RibLiveSink
@testable import RibLiveServer

/// A server on a free loopback port that saves into a new temporary folder.
struct LiveTestServer {
    let server: LiveServer
    let url: URL
    let folder: URL

    static func start(
        folder: URL = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID())"),
        port: UInt16 = 0,
        token: String? = nil,
        maximumBatchBytes: Int = LiveServerOptions.defaultMaximumBatchBytes,
        updatesWaitNanoseconds: UInt64 = 20_000_000_000,
        requestHeadNanoseconds: UInt64 = 10_000_000_000,
        maximumSessions: Int = LiveServerOptions.defaultMaximumSessions,
        sessionEnded: (@Sendable (URL) -> Void)? = nil,
        appRequestWaitNanoseconds: UInt64 = 60_000_000_000
    ) async throws -> LiveTestServer {
        var options = LiveServerOptions(
            port: port, token: token, saveFolder: folder, maximumBatchBytes: maximumBatchBytes,
            updatesWaitNanoseconds: updatesWaitNanoseconds)
        options.requestHeadNanoseconds = requestHeadNanoseconds
        options.sessionEnded = sessionEnded
        options.maximumSessions = maximumSessions
        // Long, as a guard: the tests wait for the app's answers, which may be slow to come
        // when every suite runs at once.
        options.appRequestWaitNanoseconds = appRequestWaitNanoseconds
        let server = try LiveServer(options: options)
        let url = try await server.start()
        return LiveTestServer(server: server, url: url, folder: folder)
    }

    /// Records a small session (``recordSession(_:children:rootName:)``) through a live sink
    /// to `session` and waits until the server holds it.
    ///
    /// - Returns: The address a page asks the session's updates from, or `nil` when the
    ///   sink did not send everything in time.
    func sendSession(_ session: String, children: Int) async -> URL? {
        let sink = LiveTraceSink(url: url, session: session)
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: children)
        guard await sink.sent() else { return nil }
        return url.appendingPathComponent("sessions/\(session)/updates")
    }

    /// Removes the folder the server saved into and stops the server. A `defer` cannot
    /// wait for the server to stop, so the folder goes at once, which also covers a test
    /// process that exits first, and again once the server has stopped, in case a last
    /// batch made it anew.
    func stopAndRemoveFolder() {
        try? FileManager.default.removeItem(at: folder)
        Task {
            await server.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// The trace the server saved for `session`.
    func savedTrace(_ session: String) throws -> Trace {
        try TraceReader().read(contentsOf: folder.appendingPathComponent("\(session).jsonl"))
    }
}

/// An HTTP answer: its status and its body as text.
struct LiveAnswer {
    var status: Int
    var text: String
    var headers: [AnyHashable: Any]

    /// The value of the header `name`, whatever the case of its name.
    func header(_ name: String) -> String? {
        headers.first { ($0.key as? String)?.lowercased() == name.lowercased() }?.value as? String
    }
}

/// Sends one request with `client` and waits for its answer.
func request(
    _ url: URL, method: String = "GET", body: Data? = nil, headers: [String: String] = [:], client: URLSession = .shared
) async throws -> LiveAnswer {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await client.data(for: request)
    let http = response as! HTTPURLResponse
    return LiveAnswer(status: http.statusCode, text: String(decoding: data, as: UTF8.self), headers: http.allHeaderFields)
}

/// Records a small RIB session: a root with `children` children attached, activated and
/// detached again, one after another.
func recordSession(_ recorder: RibRecorder, children: Int, rootName: String = "Root") {
    let root = recorder.declareRib(named: rootName)
    recorder.record(.launched(root))
    recorder.record(.activated(root))
    for index in 0..<children {
        let child = recorder.declareRib(named: "Child\(index)")
        recorder.record(.built(child))
        recorder.record(.attached(child, parent: root))
        recorder.record(.activated(child))
        recorder.record(.deactivated(child))
        recorder.record(.detached(child, parent: root))
    }
}

extension LiveTraceSink {
    /// Waits until the server holds every record (see ``onOwnThread(_:)``). The timeout is
    /// a guard: when every suite runs at once on two cores, the in-process server may wait
    /// long for a thread of Swift concurrency's.
    func sent(within timeout: Duration = .seconds(60)) async -> Bool {
        await onOwnThread { self.waitUntilSent(timeout: timeout) }
    }

    /// Waits until the sink reports a problem sending that `matches` (any, by default), up
    /// to `timeout` as a guard, on a thread of its own (see ``onOwnThread(_:)``).
    ///
    /// - Returns: The problem, or `nil` when none that matches came in time.
    func problem(within timeout: Duration = .seconds(30), where matches: @escaping @Sendable (String) -> Bool = { _ in true }) async -> String? {
        await onOwnThread { self.waitForProblem(timeoutNanoseconds: timeout.clampedNanoseconds, where: matches) }
    }
}
