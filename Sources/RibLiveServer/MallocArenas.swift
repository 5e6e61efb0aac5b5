#if canImport(Glibc)
    import Glibc
#endif

/// How many heaps glibc's `malloc` keeps for a long-running process.
///
/// glibc gives a thread that meets another in `malloc` an arena of its own, up to eight
/// per core, and each arena keeps the blocks freed in it for its own threads. A server
/// whose requests run on whichever thread is free grows by what all its arenas hold free:
/// `ribviz live` grew 11% over a 300,000-event session with 6 to 9 arenas, and 3% with 2
/// (measured with `live-bench --only batch`).
enum MallocArenas {
    /// Lets `malloc` use at most `count` arenas from now on. Does nothing where the C
    /// library is not glibc (macOS's allocator has no such arenas).
    static func limit(to count: Int) {
        #if canImport(Glibc)
            // `mallopt` and `M_ARENA_MAX` are in <malloc.h>, which Swift's Glibc module
            // leaves out; glibc's ABI fixes both.
            typealias Mallopt = @convention(c) (_ parameter: Int32, _ value: Int32) -> Int32
            let arenaMaximum: Int32 = -8
            guard let mallopt = dlsym(nil, "mallopt") else { return }
            _ = unsafeBitCast(mallopt, to: Mallopt.self)(arenaMaximum, Int32(clamping: count))
        #endif
    }
}
