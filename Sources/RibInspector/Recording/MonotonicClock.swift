#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Nanoseconds from a clock that never goes backwards and keeps counting while the
/// process sleeps on Linux (`CLOCK_MONOTONIC`) and stops with the machine on Apple
/// platforms (`CLOCK_UPTIME_RAW`, as `mach_absolute_time`).
enum MonotonicClock {
    /// The current reading in nanoseconds.
    @inline(__always)
    static func now() -> UInt64 {
        #if canImport(Darwin)
            return clock_gettime_nsec_np(CLOCK_UPTIME_RAW)
        #else
            var spec = timespec()
            clock_gettime(CLOCK_MONOTONIC, &spec)
            return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
        #endif
    }
}
