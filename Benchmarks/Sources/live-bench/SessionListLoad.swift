import BenchmarkSupport
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The list of sessions (`GET /`) under load: a server holding `sessions` sessions answers
/// `concurrent` loads of the list sent at once, `rounds` times; each load is timed from its
/// request to its whole answer (target: p99 ≤ 50 ms for 1,000 sessions and 100 loads).
struct SessionListLoad {
    var sessions: Int
    var concurrent: Int
    var rounds: Int

    func run(server: ServerProcess) throws {
        let header = Data(
            (#"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Bench"},"session":{}}"# + "\n").utf8)
        let client = Self.client(connections: concurrent)
        for index in 0..<sessions {
            var request = URLRequest(url: server.url.appendingPathComponent("sessions/list-\(index)/records"))
            request.httpMethod = "POST"
            request.setValue("0", forHTTPHeaderField: "Ribviz-First-Record")
            request.httpBody = header
            let status = Self.answers(to: [request], with: client)[0].status
            guard status == 200 else { throw BenchmarkError("the server refused session \(index): status \(status.map(String.init) ?? "none")") }
        }
        var milliseconds: [Double] = []
        var failures = 0
        for _ in 0..<rounds {
            let loads = Array(repeating: URLRequest(url: server.url), count: concurrent)
            for answer in Self.answers(to: loads, with: client) {
                if answer.status == 200 { milliseconds.append(answer.milliseconds) } else { failures += 1 }
            }
        }
        milliseconds.sort()
        let p99 = milliseconds.isEmpty ? .nan : milliseconds[min(milliseconds.count - 1, Int((Double(milliseconds.count) * 0.99).rounded(.up)) - 1)]
        print(
            String(
                format: "   %d loads answered 200, %d not; p50 %.1f ms, p99 %.1f ms (target ≤ 50 ms), slowest %.1f ms; server's resident memory %@",
                milliseconds.count, failures, median(milliseconds), p99, milliseconds.last ?? .nan, describeKilobytes(server.residentKilobytes)))
    }

    /// A client that opens as many connections to the server at once as it is asked for.
    private static func client(connections: Int) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = connections
        configuration.timeoutIntervalForRequest = 60
        return URLSession(configuration: configuration)
    }

    /// Sends `requests` at once and waits for every answer: each one's status (`nil`
    /// without an answer) and its time from the request to the whole answer.
    private static func answers(to requests: [URLRequest], with client: URLSession) -> [(status: Int?, milliseconds: Double)] {
        let answers = Answers(count: requests.count)
        let group = DispatchGroup()
        for (index, request) in requests.enumerated() {
            group.enter()
            let start = monotonicNanoseconds()
            client.dataTask(with: request) { _, response, _ in
                answers.set(index, status: (response as? HTTPURLResponse)?.statusCode, milliseconds: Double(monotonicNanoseconds() - start) / 1e6)
                group.leave()
            }.resume()
        }
        group.wait()
        return answers.values
    }
}

/// The answers of requests sent at once, set by URLSession's threads.
private final class Answers: @unchecked Sendable {
    // @unchecked: `values` is only touched while `lock` is held.
    private let lock = NSLock()
    private var stored: [(status: Int?, milliseconds: Double)]

    init(count: Int) {
        stored = Array(repeating: (nil, .nan), count: count)
    }

    func set(_ index: Int, status: Int?, milliseconds: Double) {
        lock.withLock { stored[index] = (status, milliseconds) }
    }

    var values: [(status: Int?, milliseconds: Double)] { lock.withLock { stored } }
}
