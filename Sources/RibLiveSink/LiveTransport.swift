import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibInspector

/// Posts batches of JSON Lines records to a session's `records` endpoint of `ribviz live`,
/// one request at a time, from the sink's sending thread.
///
/// Each request says where its lines start in the session (`Ribviz-First-Record`); the
/// server answers how many records it holds, `{"records":N}`, whether it took the batch,
/// already had part of it (200), or misses records before it (409). A server that takes
/// requests of its pages for the app says so in the header `Ribviz-Hands-Requests` and adds
/// them, `"requests":[{"id":1,"kind":"capture","rib":3}]`, also to the answer to an empty
/// batch (the sink's idle poll); the app's answers go back in the `Ribviz-Answers` header.
struct LiveTransport: Sendable {
    /// What became of a batch.
    enum Outcome {
        /// The server holds this many records of the session; `requests` are those its
        /// pages make of the app, `nil` when the server hands none (an older one).
        case held(UInt64, requests: [LiveRequest]?)
        /// The batch did not arrive or was refused; `isPermanent` when sending it again
        /// cannot help (a wrong token, a refused record).
        case failed(String, isPermanent: Bool)
    }

    /// The header that says the index of a batch's first record.
    static let firstRecordHeader = "Ribviz-First-Record"
    /// The header that carries the token.
    static let tokenHeader = "Authorization"
    /// The header that carries the app's answers to requests.
    static let answersHeader = "Ribviz-Answers"
    /// The header of an answer that says the server hands the app its pages' requests.
    static let handsRequestsHeader = "Ribviz-Hands-Requests"

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

    /// Posts `lines` (none for an idle poll) with `answers` (a `Ribviz-Answers` value) and
    /// waits for the answer; call it only from the sending thread.
    func send(_ lines: [UInt8], firstRecord: UInt64, answers: String? = nil) -> Outcome {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.httpBody = Data(lines)
        request.setValue("application/x-ndjson", forHTTPHeaderField: "Content-Type")
        request.setValue(String(firstRecord), forHTTPHeaderField: Self.firstRecordHeader)
        if let answers { request.setValue(answers, forHTTPHeaderField: Self.answersHeader) }
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
        if http.statusCode == 200 || http.statusCode == 409, let data, let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let held = object["records"] as? NSNumber
        {
            let handsRequests = http.allHeaderFields.keys.contains { ($0 as? String)?.lowercased() == handsRequestsHeader.lowercased() }
            return .held(held.uint64Value, requests: handsRequests ? requests(in: object["requests"] as? [Any] ?? []) : nil)
        }
        let isPermanent = http.statusCode == 401 || http.statusCode == 400 || http.statusCode == 413
        return .failed("HTTP \(http.statusCode): \(text.prefix(300))", isPermanent: isPermanent)
    }

    /// The requests of an answer's `requests` list; one it cannot read is skipped (the
    /// page's request expires).
    private static func requests(in list: [Any]) -> [LiveRequest] {
        list.compactMap { item in
            guard let object = item as? [String: Any], let id = (object["id"] as? NSNumber)?.uint64Value,
                let kind = (object["kind"] as? String).flatMap(LiveRequest.Kind.init(rawValue:)),
                let rib = (object["rib"] as? NSNumber).flatMap({ UInt32(exactly: $0.uint64Value) })
            else { return nil }
            return LiveRequest(id: id, kind: kind, rib: RibID(rawValue: rib))
        }
    }
}

/// The outcome a URLSession callback hands to the waiting sending thread.
private final class LiveAnswer: @unchecked Sendable {
    // @unchecked: written once before the semaphore is signalled, read after it.
    var outcome: LiveTransport.Outcome?
    func set(_ outcome: LiveTransport.Outcome) { self.outcome = outcome }
}
