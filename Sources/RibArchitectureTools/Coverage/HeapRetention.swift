#if canImport(Glibc)
    import Glibc
#endif

/// Lets glibc's allocator keep the memory threads free for their next allocations, for
/// ``CoverageCollector``'s workers, which each load and let go of one trace after another.
///
/// By default glibc gives the free memory at the top of a heap back to the system as soon
/// as it passes 128 KiB, and takes it back (page by page, each page faulted in and zeroed)
/// for the next trace. Giving memory back interrupts every other core that runs one of
/// the process's threads to flush its TLB, so workers that load traces side by side would
/// stop each other once or more per trace. Kept, the memory is reused: a process's heaps
/// stay at what its workers use at once.
enum HeapRetention {
    /// Keeps freed heap memory up to 64 MiB per heap and serves allocations up to 32 MiB
    /// from the heaps, for the rest of the process; once, on the first call.
    ///
    /// - Returns: Whether the allocator keeps the memory: `false` where it is not glibc's,
    ///   which is left as it is.
    @discardableResult
    static func keepFreedMemory() -> Bool {
        isKept
    }

    private static let isKept: Bool = {
        #if canImport(Glibc)
            // `mallopt` and its `M_` constants are in <malloc.h>, which the Glibc module
            // does not import: the values are glibc's.
            typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return false }
            let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
            let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
            return mallopt(mmapThreshold, 32 << 20) == 1 && mallopt(trimThreshold, 64 << 20) == 1
        #else
            return false
        #endif
    }()
}
