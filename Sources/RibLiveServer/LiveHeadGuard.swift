import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's listening socket, in front of FlyingFox: it holds each request's head (its
/// request line and headers) back until the head is whole, refuses one over
/// ``Limits/maximumHeadBytes`` (431) or not whole after ``Limits/headNanoseconds`` (408),
/// and passes whole heads, bodies and answers through to and from FlyingFox, which listens
/// on a Unix socket only this guard connects to.
///
/// FlyingFox reads a head byte by byte, with no bound on its size or time, before anything
/// of ribviz sees the request: one client sending an endless header kept a core busy, and
/// two made the server answer no one. Its configuration has no such bound, and its
/// connections are out of reach, so the bound stands in front of it. The guard runs one
/// thread that polls every connection; it reads from a side only while the other side's
/// buffer has room, so a client that does not read its answers is no longer read either.
final class LiveHeadGuard: @unchecked Sendable {
    // @unchecked: the listening socket and the thread are set once under `lock`; the
    // connections are touched by the guard's thread only.

    /// The bounds on a request's head.
    struct Limits: Sendable {
        /// The most bytes of a request's line and headers.
        var maximumHeadBytes = 16 * 1024
        /// The most bytes of its request line.
        var maximumLineBytes = 8 * 1024
        /// How long a head may take to arrive, from its first byte, in nanoseconds.
        var headNanoseconds: UInt64 = 10_000_000_000
    }

    private let limits: Limits
    private let backend: sockaddr_un
    private let lock = NSLock()
    private var listener: Int32 = -1
    /// The pipe that wakes the thread to stop: the thread polls its read end.
    private var wake: (read: Int32, write: Int32) = (-1, -1)
    private var stopped: DispatchSemaphore?

    /// A guard for the FlyingFox server on the Unix socket `backend`.
    init(backend: sockaddr_un, limits: Limits) {
        self.backend = backend
        self.limits = limits
    }

    /// Listens on `host:port` (an IPv4 address; port 0 picks one) and starts passing
    /// connections through.
    ///
    /// - Returns: The port it listens on.
    /// - Throws: A message saying why it cannot listen.
    func start(host: String, port: UInt16) throws(LiveServerError) -> UInt16 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port.bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw LiveServerError("\(host) is not an IPv4 address") }
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw LiveServerError("cannot make a socket: \(Self.lastError())") }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, SOMAXCONN) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard listening, pipe(&pipeEnds) == 0 else {
            let reason = Self.lastError()
            close(descriptor)
            throw LiveServerError(reason)
        }
        for end in [descriptor, pipeEnds[0], pipeEnds[1]] { Self.makeNonBlocking(end) }
        let done = DispatchSemaphore(value: 0)
        lock.withLock {
            listener = descriptor
            wake = (pipeEnds[0], pipeEnds[1])
            stopped = done
        }
        let loop = Loop(listener: descriptor, wake: pipeEnds[0], backend: backend, limits: limits)
        let thread = Thread {
            loop.run()
            done.signal()
        }
        thread.name = "ribviz live guard"
        thread.start()
        return UInt16(bigEndian: address.sin_port)
    }

    /// Stops listening and closes every connection; returns once the guard's thread ended.
    func stop() {
        let (write, done) = lock.withLock { () -> (Int32, DispatchSemaphore?) in
            defer { stopped = nil }
            return (wake.write, stopped)
        }
        guard let done else { return }
        var byte: UInt8 = 0
        _ = writeDescriptor(write, &byte, 1)
        done.wait()
        lock.withLock {
            for descriptor in [listener, wake.read, wake.write] { close(descriptor) }
            listener = -1
            wake = (-1, -1)
        }
    }

    fileprivate static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    fileprivate static func lastError() -> String { String(cString: strerror(errno)) }
}

/// The guard's thread: its connections and its poll loop.
private final class Loop: @unchecked Sendable {
    // @unchecked: used by the guard's thread only.
    private let listener: Int32
    private let wake: Int32
    private let backend: sockaddr_un
    private let limits: LiveHeadGuard.Limits
    private var connections: [LiveGuardedConnection] = []
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(listener: Int32, wake: Int32, backend: sockaddr_un, limits: LiveHeadGuard.Limits) {
        self.listener = listener
        self.wake = wake
        self.backend = backend
        self.limits = limits
    }

    func run() {
        while true {
            var polled = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0), pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            for connection in connections {
                // A socket with nothing to wait for is left out (a negative descriptor), or
                // the end of its stream would wake the loop again and again.
                let client = connection.clientEvents, backend = connection.backendEvents
                polled.append(pollfd(fd: client == 0 ? -1 : connection.client, events: client, revents: 0))
                polled.append(pollfd(fd: backend == 0 ? -1 : connection.backend, events: backend, revents: 0))
            }
            let now = DispatchTime.now().uptimeNanoseconds
            let deadline = connections.compactMap(\.deadline).min()
            let timeout = deadline.map { Int32(clamping: ($0 > now ? $0 - now : 0) / 1_000_000 + 1) } ?? -1
            let ready = poll(&polled, nfds_t(polled.count), timeout)
            if ready < 0, errno != EINTR { break }
            if polled[0].revents != 0 { break }
            if polled[1].revents & Int16(POLLIN) != 0 { acceptAll() }
            let after = DispatchTime.now().uptimeNanoseconds
            for (index, connection) in zip(connections.indices, connections) where index * 2 + 3 < polled.count {
                connection.serve(client: polled[index * 2 + 2].revents, backend: polled[index * 2 + 3].revents, buffer: &buffer, now: after)
            }
            connections.removeAll { connection in
                guard connection.isFinished else { return false }
                connection.close()
                return true
            }
        }
        for connection in connections { connection.close() }
        connections.removeAll()
    }

    private func acceptAll() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            guard let backend = connectBackend() else {
                close(client)
                continue
            }
            var on: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), Int32(TCP_NODELAY), &on, socklen_t(MemoryLayout<Int32>.size))
            for descriptor in [client, backend] {
                LiveHeadGuard.makeNonBlocking(descriptor)
                #if canImport(Darwin)
                    setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
                #endif
            }
            connections.append(LiveGuardedConnection(client: client, backend: backend, limits: limits))
        }
    }

    private func connectBackend() -> Int32? {
        let descriptor = socket(AF_UNIX, streamSocket, 0)
        guard descriptor >= 0 else { return nil }
        // FlyingFox's own form of the address, whose length its bind used.
        guard backend.withSockAddr({ connect(descriptor, $0, $1) }) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
