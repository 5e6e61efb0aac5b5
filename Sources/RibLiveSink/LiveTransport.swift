import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posts batches of JSON Lines records to a session's `records` endpoint of `ribviz live`,
/// one request at a time, from the sink's sending thread.
///
/// Each request says where its lines start in the session (`Ribviz-First-Record`); the
/// server answers how many records it holds, `{"records":N}`, whether it took the batch,
/// already had part of it (200), or misses records before it (409).
struct LiveTransport: Sendable {
    /// What became of a batch.
    enum Outcome {
        /// The server holds this many records of the session.
        case held(UInt64)
        /// The batch did not arrive or was refused; `isPermanent` when sending it again
        /// cannot help (a wrong token, a refused record).
        case failed(String, isPermanent: Bool)
    }

    /// The header that says the index of a batch's first record.
    static let firstRecordHeader = "Ribviz-First-Record"
    /// The header that carries the token.
    static let tokenHeader = "Authorization"

    let endpoint: URL
    let token: String?
    private let session: URLSession

    init(endpoint: URL, token: String?) {
        self.endpoint = endpoint
        self.token = token
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        configuration.httpMaximumConnectionsPerHost = 1
        session = URLSession(configuration: configuration)
    }

    /// Posts `lines` and waits for the answer; call it only from the sending thread.
    func send(_ lines: [UInt8], firstRecord: UInt64) -> Outcome {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.httpBody = Data(lines)
        request.setValue("application/x-ndjson", forHTTPHeaderField: "Content-Type")
        request.setValue(String(firstRecord), forHTTPHeaderField: Self.firstRecordHeader)
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: Self.tokenHeader) }
        let answer = LiveAnswer()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            answer.set(Self.outcome(data: data, response: response, error: error))
            done.signal()
        }
        task.resume()
        done.wait()
        return answer.outcome ?? .failed("no answer", isPermanent: false)
    }

    private static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> Outcome {
        if let error { return .failed(error.localizedDescription, isPermanent: false) }
        guard let http = response as? HTTPURLResponse else { return .failed("not an HTTP answer", isPermanent: false) }
        let text = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
        if http.statusCode == 200 || http.statusCode == 409, let held = heldCount(in: text) {
            return .held(held)
        }
        let isPermanent = http.statusCode == 401 || http.statusCode == 400 || http.statusCode == 413
        return .failed("HTTP \(http.statusCode): \(text.prefix(300))", isPermanent: isPermanent)
    }

    /// The `N` of `{"records":N}`.
    private static func heldCount(in text: String) -> UInt64? {
        guard let data = text.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let number = object["records"] as? NSNumber
        else { return nil }
        return number.uint64Value
    }
}

/// The outcome a URLSession callback hands to the waiting sending thread.
private final class LiveAnswer: @unchecked Sendable {
    // @unchecked: written once before the semaphore is signalled, read after it.
    var outcome: LiveTransport.Outcome?
    func set(_ outcome: LiveTransport.Outcome) { self.outcome = outcome }
}
