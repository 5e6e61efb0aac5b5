import BenchmarkSupport
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The list of sessions (`GET /`) under load: a server holding `sessions` sessions answers
/// `concurrent` loads of the list sent at once, `rounds` times; each load is timed from its
/// connection to its whole answer (target: p99 ≤ 50 ms for 1,000 sessions and 100 loads).
struct SessionListLoad {
    var sessions: Int
    var concurrent: Int
    var rounds: Int

    func run(server: ServerProcess) throws {
        let header = Data(
            (#"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Bench"},"session":{}}"# + "\n").utf8)
        for index in 0..<sessions {
            var request = URLRequest(url: server.url.appendingPathComponent("sessions/list-\(index)/records"))
            request.httpMethod = "POST"
            request.setValue("0", forHTTPHeaderField: "Ribviz-First-Record")
            request.httpBody = header
            let status = Self.status(answering: request)
            guard status == 200 else { throw BenchmarkError("the server refused session \(index): status \(status.map(String.init) ?? "none")") }
        }
        guard let port = server.url.port else { throw BenchmarkError("the server's address \(server.url) has no port") }
        var milliseconds: [Double] = []
        var failures = 0
        for _ in 0..<rounds {
            for answer in Self.loads(count: concurrent, port: port) {
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

    /// Loads the list `count` times at once, each on a thread and a connection of its own
    /// (plain sockets: URLSession's one thread for every transfer timed itself, not the
    /// server), released together once every thread is ready.
    private static func loads(count: Int, port: Int) -> [(status: Int?, milliseconds: Double)] {
        let answers = Answers(count: count)
        let ready = DispatchGroup()
        let done = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for index in 0..<count {
            ready.enter()
            done.enter()
            Thread {
                ready.leave()
                start.wait()
                let began = monotonicNanoseconds()
                let status = loadList(port: port)
                answers.set(index, status: status, milliseconds: Double(monotonicNanoseconds() - began) / 1e6)
                done.leave()
            }.start()
        }
        ready.wait()
        for _ in 0..<count { start.signal() }
        done.wait()
        return answers.values
    }

    /// A new connection to the server on loopback, or `nil`.
    static func connect(port: Int) -> Int32? {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        return socket
    }

    /// One `GET /` on a new connection, read to its end: the answer's status, or `nil`.
    static func loadList(port: Int) -> Int? {
        guard let socket = connect(port: port) else { return nil }
        defer { close(socket) }
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        guard send(socket, request, request.count, 0) == request.count else { return nil }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        // "HTTP/1.1 200 OK": the status is the second word of the first line.
        let line = String(decoding: answer.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// Sends a request and waits for the answer's status (`nil` without an answer).
    private static func status(answering request: URLRequest) -> Int? {
        let answers = Answers(count: 1)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { _, response, _ in
            answers.set(0, status: (response as? HTTPURLResponse)?.statusCode, milliseconds: 0)
            done.signal()
        }.resume()
        done.wait()
        return answers.values[0].status
    }
}

/// The answers of requests sent at once, set by the threads that sent them.
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
