import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits until the process `pid` has ended (a zombie counts as ended), as the kernel reports
/// it: the test goes on at once, and `timeout` only guards against a process that never
/// ends. Any process, not only a child: a worker or a browser that outlives its parent.
/// Blocks the calling thread; see ``processEnds(_:within:)`` for async tests.
///
/// On Linux it polls a pidfd (`pidfd_open`: Linux 5.3 and glibc 2.36), on Apple systems it
/// takes Dispatch's process source.
///
/// - Returns: Whether the process ended within `timeout`.
/// - Throws: ``Unobservable`` when the system cannot report it.
public func waitUntilProcessEnds(_ pid: Int32, within timeout: Duration) throws -> Bool {
    let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    #if os(Linux)
        guard let pidfdOpen = linuxPidfdOpen else {
            throw Unobservable(description: "this system's C library has no pidfd_open (glibc 2.36 or later)")
        }
        let descriptor = pidfdOpen(pid, 0)
        if descriptor < 0 {
            if errno == ESRCH { return true }
            throw Unobservable(description: "pidfd_open(\(pid)): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var ended = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&ended, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    #else
        let ended = DispatchSemaphore(value: 0)
        let source = DispatchSource.makeProcessSource(identifier: pid, eventMask: .exit, queue: .global())
        source.setEventHandler { ended.signal() }
        source.resume()
        defer { source.cancel() }
        if kill(pid, 0) != 0, errno == ESRCH { return true }
        return ended.wait(timeout: .now() + .milliseconds(Int(milliseconds))) == .success
    #endif
}

/// ``waitUntilProcessEnds(_:within:)`` on a thread of its own, so that an async test does
/// not hold one of Swift concurrency's few threads while it waits.
public func processEnds(_ pid: Int32, within timeout: Duration) async throws -> Bool {
    let result: Result<Bool, any Error> = await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: Result { try waitUntilProcessEnds(pid, within: timeout) }) }.start()
    }
    return try result.get()
}

#if os(Linux)
    /// glibc's `pidfd_open`, looked up at run time: Swift's Glibc module does not declare it.
    private let linuxPidfdOpen: (@convention(c) (pid_t, UInt32) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_open").map {
        unsafeBitCast($0, to: (@convention(c) (pid_t, UInt32) -> Int32).self)
    }
#endif
