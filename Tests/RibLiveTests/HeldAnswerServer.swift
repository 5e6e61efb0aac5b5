import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A stand-in for `ribviz live` on a loopback port that takes a sink's batches and answers
/// them as the server does (`{"records":N}`), but holds its answer to the first batch until
/// ``releaseFirstAnswer()``: what a slow server looks like to the sink. It notes each
/// batch's first record and its number of lines.
final class HeldAnswerServer: @unchecked Sendable {
    // @unchecked: `batches` is only touched while `arrivals` is locked; the listening socket
    // only by the serving thread after `init`.

    /// A batch as it arrived: the index of its first record and how many lines it carried.
    struct Batch: Equatable {
        var firstRecord: Int
        var lines: Int
    }

    let port: Int
    private let listener: Int32
    private let arrivals = NSCondition()
    private var received: [Batch] = []
    private let release = DispatchSemaphore(value: 0)

    init() throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard descriptor >= 0, bound, listen(descriptor, 4) == 0 else {
            throw RawConnectionError("cannot listen on loopback: \(String(cString: strerror(errno)))")
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The batches so far, in order.
    var batches: [Batch] { arrivals.withLock { received } }

    /// Waits until `count` batches arrived, blocking the calling thread (call it from a
    /// synchronous test, not on Swift concurrency's few threads), up to `timeout` as a guard.
    ///
    /// - Returns: The batches so far.
    /// - Throws: When fewer than `count` arrived within `timeout`.
    @discardableResult
    func waitForBatches(_ count: Int, timeout: TimeInterval = 30) throws -> [Batch] {
        let deadline = Date().addingTimeInterval(timeout)
        arrivals.lock()
        defer { arrivals.unlock() }
        while received.count < count {
            guard arrivals.wait(until: deadline) else {
                throw RawConnectionError("\(received.count) of \(count) batches arrived within \(Int(timeout)) s")
            }
        }
        return received
    }

    /// Lets the server answer its first batch (and every one after it at once).
    func releaseFirstAnswer() { release.signal() }

    /// Stops taking connections.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        var held = 0
        var isFirst = true
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            while let (head, body) = Self.readRequest(connection) {
                let first =
                    head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("ribviz-first-record:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? -1
                let lines = body.filter { $0 == UInt8(ascii: "\n") }.count
                arrivals.withLock {
                    received.append(Batch(firstRecord: first, lines: lines))
                    arrivals.broadcast()
                }
                if isFirst {
                    isFirst = false
                    release.wait()
                }
                if first <= held { held = max(held, first + lines) }
                let answer = #"{"records":\#(held)}"#
                Self.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(answer.utf8.count)\r\n\r\n\(answer)", to: connection)
            }
            close(connection)
        }
    }

    /// One request's head and body, or `nil` when the client closed the connection.
    private static func readRequest(_ connection: Int32) -> (String, [UInt8])? {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            guard recv(connection, &byte, 1, 0) == 1 else { return nil }
            head.append(byte)
        }
        let text = String(decoding: head, as: UTF8.self)
        let fields = text.lowercased().components(separatedBy: "\r\n")
        if fields.contains("expect: 100-continue") { write("HTTP/1.1 100 Continue\r\n\r\n", to: connection) }
        let length = fields.first { $0.hasPrefix("content-length:") }.flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
        var body = [UInt8](repeating: 0, count: length)
        var count = 0
        while count < length {
            let read = body[count...].withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard read > 0 else { return nil }
            count += read
        }
        return (text, body)
    }

    private static func write(_ text: String, to connection: Int32) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { systemWrite(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            sent += count
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#else
    private let systemWrite = Darwin.write
#endif
