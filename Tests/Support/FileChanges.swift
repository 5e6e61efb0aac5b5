import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The changes the system reports to a file, or to a folder's entries, so that a test looks
/// again as soon as something changed instead of every so often.
///
/// On Linux, through inotify: a folder also reports writes to the files in it. On Apple
/// systems, through Dispatch's file system source: a folder reports only its entries
/// coming and going, so watch a file itself for what is written to it.
public final class FileChanges: @unchecked Sendable {
    // @unchecked: a test waits on it from one thread at a time; the system's descriptor
    // and source are safe to use from any thread.
    #if os(Linux)
        private let descriptor: Int32
    #else
        private let source: DispatchSourceFileSystemObject
        private let changed = DispatchSemaphore(value: 0)
    #endif

    /// Starts watching the file or folder at `url`, which must exist.
    public init(watching url: URL) throws {
        #if os(Linux)
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { throw Self.failure("inotify_init1", url) }
            let events = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_CLOSE_WRITE)
            guard inotify_add_watch(descriptor, url.path, events) >= 0 else {
                let failure = Self.failure("inotify_add_watch", url)
                close(descriptor)
                throw failure
            }
        #else
            let file = open(url.path, O_EVTONLY)
            guard file >= 0 else { throw Self.failure("open", url) }
            source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: file, eventMask: .all, queue: .global())
            source.setEventHandler { [changed] in changed.signal() }
            source.setCancelHandler { close(file) }
            source.resume()
        #endif
    }

    deinit {
        #if os(Linux)
            close(descriptor)
        #else
            source.cancel()
        #endif
    }

    /// Waits until `condition` holds: it is checked at once and again after each change,
    /// up to `timeout` as a guard. Blocks the calling thread.
    ///
    /// - Returns: Whether `condition` held in time.
    public func wait(within timeout: Duration, until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            let left = deadline - ContinuousClock.now
            guard left > .zero, waitForChange(within: left) else { return condition() }
        }
        return true
    }

    /// Waits for the next change, up to `timeout`; whether one came.
    private func waitForChange(within timeout: Duration) -> Bool {
        let milliseconds = Int(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000 + 1)
        #if os(Linux)
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let count = poll(&ready, 1, Int32(clamping: milliseconds))
            guard count > 0 else { return count < 0 && errno == EINTR }
            // The events themselves do not matter: the condition is checked again.
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = read(descriptor, &buffer, buffer.count)
            return true
        #else
            return changed.wait(timeout: .now() + .milliseconds(milliseconds)) == .success
        #endif
    }

    private static func failure(_ call: String, _ url: URL) -> Unobservable {
        Unobservable(description: "\(call) for \(url.path): \(String(cString: strerror(errno)))")
    }
}
