import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One client's connection and its connection to FlyingFox, served by the thread of a
/// ``LiveHeadGuard`` only.
final class LiveGuardedConnection {
    /// How many bytes wait at most in each direction before the guard stops reading that side.
    private static let bufferLimit = 64 * 1024
    /// How many bytes of a refused client are read and dropped at most, so that it can read
    /// its refusal before the connection closes.
    private static let drainLimit = 256 * 1024
    /// How long a refused client is read and dropped at most.
    private static let drainNanoseconds: UInt64 = 500_000_000

    let client: Int32
    private(set) var backend: Int32
    private let limits: LiveHeadGuard.Limits
    private var framing: LiveRequestFraming
    private var toBackend: [UInt8] = []
    private var toClient: [UInt8] = []
    private var clientEnded = false
    private var backendEnded = false
    /// When the head under way must be whole.
    private var headDeadline: UInt64?
    /// Set once the connection is refused: the refusal is sent, what the client sends is
    /// dropped until `deadline` or `budget` bytes, and then the connection ends.
    private var refusedDrain: (deadline: UInt64, budget: Int, isShutDown: Bool)?
    private(set) var isFinished = false

    init(client: Int32, backend: Int32, limits: LiveHeadGuard.Limits) {
        self.client = client
        self.backend = backend
        self.limits = limits
        framing = LiveRequestFraming(maximumHeadBytes: limits.maximumHeadBytes, maximumLineBytes: limits.maximumLineBytes)
    }

    /// When the connection must next be looked at, whatever happens on its sockets.
    var deadline: UInt64? { refusedDrain?.deadline ?? headDeadline }

    var clientEvents: Int16 {
        var events: Int16 = 0
        if !clientEnded, refusedDrain != nil || toBackend.count < Self.bufferLimit { events |= Int16(POLLIN) }
        if !toClient.isEmpty { events |= Int16(POLLOUT) }
        return events
    }

    var backendEvents: Int16 {
        guard backend >= 0 else { return 0 }
        var events: Int16 = 0
        if !backendEnded, toClient.count < Self.bufferLimit { events |= Int16(POLLIN) }
        if !toBackend.isEmpty { events |= Int16(POLLOUT) }
        return events
    }

    /// Moves what it can after `poll` said `client` and `backend` of the two sockets.
    func serve(client clientReady: Int16, backend backendReady: Int16, buffer: inout [UInt8], now: UInt64) {
        let readable = Int16(POLLIN | POLLHUP | POLLERR)
        if clientReady & readable != 0 { readClient(&buffer, now: now) }
        if !isFinished, backend >= 0, backendReady & Int16(POLLOUT | POLLERR) != 0 { flushToBackend() }
        if !isFinished, backend >= 0, backendReady & readable != 0 { readBackend(&buffer) }
        if !isFinished, clientReady & Int16(POLLOUT | POLLERR) != 0 || !toClient.isEmpty { flushToClient() }
        guard !isFinished else { return }
        if let headDeadline, now >= headDeadline, refusedDrain == nil {
            refuse(LiveRefusal(status: 408, message: "the request's line and headers did not arrive within \(limits.headNanoseconds / 1_000_000) ms"), now: now)
            flushToClient()
        }
        if let drain = refusedDrain {
            if now >= drain.deadline || drain.budget <= 0 || (clientEnded && toClient.isEmpty) {
                isFinished = true
            } else if toClient.isEmpty, !drain.isShutDown {
                shutdown(client, Int32(SHUT_WR))
                refusedDrain?.isShutDown = true
            }
        } else if backendEnded, toClient.isEmpty {
            isFinished = true
        }
    }

    func close() {
        closeDescriptor(client)
        if backend >= 0 { closeDescriptor(backend) }
        backend = -1
    }

    private func readClient(_ buffer: inout [UInt8], now: UInt64) {
        let count = recv(client, &buffer, buffer.count, 0)
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            isFinished = true
            return
        }
        if count == 0 {
            clientEnded = true
            if refusedDrain == nil, toBackend.isEmpty, backend >= 0 { shutdown(backend, Int32(SHUT_WR)) }
            return
        }
        if refusedDrain != nil {
            refusedDrain?.budget -= count
            return
        }
        do throws(LiveRefusal) {
            try framing.take(buffer[..<count], into: &toBackend)
            headDeadline = framing.isInsideHead ? (headDeadline ?? now + limits.headNanoseconds) : nil
        } catch {
            refuse(error, now: now)
        }
    }

    private func flushToBackend() {
        let sent = toBackend.withUnsafeBytes { systemSend(backend, $0.baseAddress, $0.count, noSignal) }
        if sent < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            isFinished = true
            return
        }
        toBackend.removeFirst(sent)
        if toBackend.isEmpty, clientEnded { shutdown(backend, Int32(SHUT_WR)) }
    }

    private func readBackend(_ buffer: inout [UInt8]) {
        let count = recv(backend, &buffer, buffer.count, 0)
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            backendEnded = true
            return
        }
        if count == 0 {
            backendEnded = true
            return
        }
        toClient.append(contentsOf: buffer[..<count])
    }

    private func flushToClient() {
        guard !toClient.isEmpty else { return }
        let sent = toClient.withUnsafeBytes { systemSend(client, $0.baseAddress, $0.count, noSignal) }
        if sent < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            isFinished = true
            return
        }
        toClient.removeFirst(sent)
    }

    /// Answers `refusal` after what FlyingFox already answered, ends the connection to
    /// FlyingFox, and drops what the client sends from now on.
    private func refuse(_ refusal: LiveRefusal, now: UInt64) {
        let body = Array("\(refusal.message)\n".utf8)
        let phrase = refusal.status == 408 ? "Request Timeout" : refusal.status == 431 ? "Request Header Fields Too Large" : "Bad Request"
        toClient +=
            Array("HTTP/1.1 \(refusal.status) \(phrase)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body
        toBackend.removeAll()
        if backend >= 0 { closeDescriptor(backend) }
        backend = -1
        headDeadline = nil
        refusedDrain = (now + Self.drainNanoseconds, Self.drainLimit, false)
    }
}
