import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibInspector
import RibInspectorTools
import RibLiveSink
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
        updatesWaitNanoseconds: UInt64 = 20_000_000_000
    ) async throws -> LiveTestServer {
        let server = try LiveServer(
            options: LiveServerOptions(
                port: port, token: token, saveFolder: folder, maximumBatchBytes: maximumBatchBytes,
                updatesWaitNanoseconds: updatesWaitNanoseconds))
        let url = try await server.start()
        return LiveTestServer(server: server, url: url, folder: folder)
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
}

/// Sends one request and waits for its answer.
func request(_ url: URL, method: String = "GET", body: Data? = nil, headers: [String: String] = [:]) async throws -> LiveAnswer {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await URLSession.shared.data(for: request)
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
    /// Waits until the server holds every record (see ``onOwnThread(_:)``).
    func sent(within timeout: Duration = .seconds(10)) async -> Bool {
        await onOwnThread { self.waitUntilSent(timeout: timeout) }
    }
}

/// Runs blocking work on a thread of its own: blocking one of the few threads that Swift
/// concurrency runs the in-process server on could starve it.
func onOwnThread<Value: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> Value) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: Result { () throws(Failure) in try work() }) }.start()
    }
    return try result.get()
}
