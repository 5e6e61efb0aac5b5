#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutual-exclusion lock over the platform's cheapest primitive: `os_unfair_lock` on
/// Apple platforms and `pthread_mutex_t` elsewhere. The package's one lock: the recorder
/// takes it on its hot path, graphviz calls run under one, and the scanner's threads
/// hand their results over through one.
///
/// The class is `public` (in a target that is no product) while its members are `package`:
/// Swift 6.3 does not inline an `@inlinable` member of a `package` class into another
/// module, so ``withLock(_:)`` would be a call to its unspecialised generic body, with a
/// closure context, on every event the recorder records.
public final class Lock: @unchecked Sendable {
    // @unchecked: the primitive lives at a stable heap address and is only touched
    // through the lock/unlock calls below, which is what makes it safe to share.
    #if canImport(Darwin)
        @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
        @usableFromInline let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    package init() {
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
    ///
    /// Inlinable, so that the recorder's callers in other modules pay for the lock and
    /// nothing else, as they did when it lived beside them.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
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
