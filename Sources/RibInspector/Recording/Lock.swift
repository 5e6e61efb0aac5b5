#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock over the platform's cheapest primitive: `os_unfair_lock` on
/// Apple platforms and `pthread_mutex_t` elsewhere. Used on the recording hot path.
final class Lock: @unchecked Sendable {
    // @unchecked: the primitive lives at a stable heap address and is only touched
    // through the lock/unlock calls below, which is what makes it safe to share.
    #if canImport(Darwin)
    private let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
    private let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Runs `body` while holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        defer { os_unfair_lock_unlock(primitive) }
        #else
        pthread_mutex_lock(primitive)
        defer { pthread_mutex_unlock(primitive) }
        #endif
        return try body()
    }
}

/// A value whose every access goes through a ``Lock``.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written inside `lock.withLock`.
    private let lock = Lock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
