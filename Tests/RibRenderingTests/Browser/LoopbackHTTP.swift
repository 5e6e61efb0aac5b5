import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP/1.1 exchange with a server on 127.0.0.1, over a plain socket.
///
/// Not `URLSession`: FoundationNetworking in Swift 6.3 rejects header lines without a space
/// after the colon (`Content-Length:250`), which is how ChromeDriver writes all of them
/// (fixed by swift-corelibs-foundation pull request 5527, not yet released).
struct LoopbackHTTP: Sendable {
    /// The answer to a request.
    struct Response: Sendable {
        var status: Int
        var body: Data
    }

    enum Failure: Error {
        /// Connecting, sending or receiving failed: what and `errno`'s text.
        case socket(String)
        /// Nothing arrived for the whole timeout.
        case timedOut
        /// The answer is not HTTP.
        case malformed(String)
    }

    let port: Int
    /// The longest wait for the server, for sending and for each piece of the answer.
    let timeout: TimeInterval

    /// Sends `method` `path` with `body` (as JSON when given) and waits for the whole answer,
    /// on a thread of its own so that no task's thread blocks meanwhile.
    func exchange(_ method: String, _ path: String, body: Data?) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try blockingExchange(method, path, body: body) })
            }
        }
    }

    /// Sends `method` `path` with `body` and waits for the whole answer, blocking this thread.
    func blockingExchange(_ method: String, _ path: String, body: Data?) throws -> Response {
        let socket = try connected()
        defer { close(socket) }
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body {
            request += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        }
        try send(Data((request + "\r\n").utf8) + (body ?? Data()), on: socket)
        return try Self.parse(try receiveAll(from: socket))
    }

    private func connected() throws -> Int32 {
        #if canImport(Glibc)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure.socket("socket: \(Self.lastError)") }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            let error = Self.lastError
            close(socket)
            throw Failure.socket("connect to 127.0.0.1:\(port): \(error)")
        }
        return socket
    }

    private func send(_ data: Data, on socket: Int32) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var sent = 0
            while sent < bytes.count {
                let count = write(socket, bytes.baseAddress! + sent, bytes.count - sent)
                if count < 0 { throw errno == EAGAIN ? Failure.timedOut : Failure.socket("send: \(Self.lastError)") }
                sent += count
            }
        }
    }

    /// Reads the answer: up to its `Content-Length`, or until the server closes the
    /// connection when it gives none (ChromeDriver may keep it open despite being asked
    /// to close it).
    private func receiveAll(from socket: Int32) throws -> Data {
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while try Self.expectedLength(of: answer).map({ answer.count < $0 }) ?? true {
            let count = read(socket, &buffer, buffer.count)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw errno == EAGAIN || errno == EWOULDBLOCK ? Failure.timedOut : Failure.socket("receive: \(Self.lastError)")
            }
            answer.append(contentsOf: buffer[0..<count])
        }
        return answer
    }

    /// The head of `answer` and where its body starts, once the whole head has arrived.
    private static func head(of answer: Data) throws -> (lines: [String], bodyStart: Int)? {
        guard let end = answer.firstRange(of: Data("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: answer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        if lines.contains(where: { $0.lowercased().hasPrefix("transfer-encoding:") }) {
            throw Failure.malformed("a transfer encoding, which this client does not read")
        }
        return (lines, end.upperBound)
    }

    /// The length of the whole answer (head and body), once its head has arrived and if it
    /// gives a `Content-Length` (with or without a space after the colon).
    private static func expectedLength(of answer: Data) throws -> Int? {
        guard let (lines, bodyStart) = try head(of: answer) else { return nil }
        let header = lines.dropFirst().first { $0.lowercased().hasPrefix("content-length:") }
        return header.flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
            .map { bodyStart + $0 }
    }

    /// The status and body of a whole answer.
    static func parse(_ answer: Data) throws -> Response {
        guard let (lines, bodyStart) = try head(of: answer) else {
            throw Failure.malformed(String(decoding: answer.prefix(200), as: UTF8.self))
        }
        let statusLine = lines.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/"), let status = Int(statusLine[1]) else {
            throw Failure.malformed(lines.first ?? "")
        }
        if let length = try expectedLength(of: answer), answer.count < length {
            throw Failure.malformed("the answer ended after \(answer.count - bodyStart) of \(length - bodyStart) bytes")
        }
        let end = try expectedLength(of: answer) ?? answer.count
        return Response(status: status, body: Data(answer[bodyStart..<end]))
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}
