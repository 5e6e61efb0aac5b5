import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to a loopback port driven byte by byte, for clients that misbehave in
/// ways URLSession never does: sending half a request and vanishing, or never reading.
final class RawConnection: @unchecked Sendable {
    // @unchecked: a test uses a connection from one thread at a time.
    private var descriptor: Int32

    /// Connects to `127.0.0.1:port`; `receiveBuffer` shrinks the socket's receive buffer
    /// (before connecting, so the window the server sees is small too).
    init(port: Int, receiveBuffer: Int32? = nil) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RawConnectionError("socket: \(String(cString: strerror(errno)))") }
        #if canImport(Darwin)
            var noSigpipe: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSigpipe, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw RawConnectionError("connect to port \(port): \(reason)")
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Sends all of `bytes`, waiting while the server does not take them.
    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count, noSignal) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw RawConnectionError("send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Sends `bytes` over and over without waiting, until the server stops taking them for
    /// `patience` or `limit` bytes went out. While the buffers are full, it waits in `poll`
    /// for room, and sends again as soon as there is some.
    ///
    /// - Returns: How many bytes the server (and the buffers between) took.
    func sendUntilRefused(_ bytes: [UInt8], limit: Int, patience: Duration = .milliseconds(500)) throws -> Int {
        let patienceMilliseconds = Int32(clamping: patience.components.seconds * 1000 + patience.components.attoseconds / 1_000_000_000_000_000)
        var sent = 0
        var offset = 0
        while sent < limit {
            let count = bytes[offset...].withUnsafeBytes {
                systemSend(descriptor, $0.baseAddress, $0.count, noSignal | Int32(MSG_DONTWAIT))
            }
            if count > 0 {
                sent += count
                offset = (offset + count) % bytes.count
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&room, 1, patienceMilliseconds)
                if ready == 0 { return sent }
                if ready < 0, errno != EINTR { throw RawConnectionError("poll: \(String(cString: strerror(errno)))") }
            } else {
                throw RawConnectionError("send: \(String(cString: strerror(errno)))")
            }
        }
        return sent
    }

    /// Sends `bytes` over and over until the server closes the connection (a send fails),
    /// `limit` bytes went out, or a send waited `stall` for the server to take anything.
    ///
    /// - Returns: How many bytes went out, and whether the server closed the connection.
    func sendUntilClosed(_ bytes: [UInt8], limit: Int, stall: Duration = .seconds(10)) -> (sent: Int, closed: Bool) {
        var wait = timeval(tv_sec: Int(stall.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        var offset = 0
        while sent < limit {
            let count = bytes[offset...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count, noSignal) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return (sent, errno == EPIPE || errno == ECONNRESET) }
            sent += count
            offset = (offset + count) % bytes.count
        }
        return (sent, false)
    }

    /// Reads until the server closes the connection, or `timeout` passes.
    func readToEnd(timeout: Duration = .seconds(10)) -> [UInt8] {
        var seconds = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return answer }
            answer.append(contentsOf: buffer[0..<count])
        }
    }

    /// Reads one answer: its head, and as many bytes of body as its `Content-Length` says.
    func readResponse(timeout: Duration = .seconds(10)) -> [UInt8] {
        var seconds = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        var answer: [UInt8] = []
        var byte: UInt8 = 0
        let headEnd = Array("\r\n\r\n".utf8)
        while !answer.suffix(4).elementsEqual(headEnd) {
            let count = recv(descriptor, &byte, 1, 0)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return answer }
            answer.append(byte)
        }
        let head = String(decoding: answer, as: UTF8.self).lowercased()
        let length =
            head.components(separatedBy: "\r\n")
            .first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        var body = [UInt8](repeating: 0, count: length)
        var received = 0
        while received < length {
            let count = body[received...].withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            received += count
        }
        return answer + body[..<received]
    }

    /// Closes the connection abruptly, as the kernel does for a process that was killed
    /// with data unread: a reset instead of an orderly end.
    func reset() {
        var abort = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
        close(descriptor)
        descriptor = -1
    }

    /// Ends the connection in order: the server reads the end of the stream.
    func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }
}

#if canImport(Glibc)
    private let systemSend = Glibc.send
    /// Writing to a connection the server closed fails with EPIPE instead of killing the tests.
    private let noSignal = Int32(MSG_NOSIGNAL)
#else
    private let systemSend = Darwin.send
    private let noSignal: Int32 = 0
#endif

struct RawConnectionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The head of a `POST` of `bodyLength` bytes of records to `session`, starting at record
/// `firstRecord`.
func recordsRequestHead(session: String, firstRecord: Int, bodyLength: Int) -> [UInt8] {
    Array(
        """
        POST /sessions/\(session)/records HTTP/1.1\r
        Host: 127.0.0.1\r
        Content-Type: application/x-ndjson\r
        Ribviz-First-Record: \(firstRecord)\r
        Content-Length: \(bodyLength)\r
        \r

        """.utf8)
}
