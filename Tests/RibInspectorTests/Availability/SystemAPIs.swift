/// A system API newer than the package's floor (iOS 13, macOS 10.15.4, tvOS 13, watchOS 6):
/// code that apps compile may use it only under `@available` or `if #available`.
struct NewerSystemAPI: Sendable {
    /// The API as people name it.
    var name: String
    /// The first systems that have it.
    var introduced: OSVersions
    /// A regular expression that matches a line of code using it.
    var pattern: String

    init(_ name: String, _ introduced: String, pattern: String) {
        self.name = name
        self.introduced = OSVersions(parsing: introduced)
        self.pattern = pattern
    }

    /// Whether `line` (code, without comments or strings) uses the API.
    ///
    /// `\b` is a simple word boundary, between a word character and another: Unicode's
    /// default would see none in `Task.sleep`.
    func isUsed(in line: String) throws -> Bool {
        try line.contains(Regex(pattern).wordBoundaryKind(.simple))
    }
}

/// A system API that the recording path uses, and the first systems that have it: the
/// list of what recording needs from each system, kept beside the check that reads the
/// sources.
struct UsedSystemAPI: Sendable {
    /// The API, with the module or framework it comes from.
    var name: String
    /// The first systems that have it.
    var introduced: OSVersions
    /// Why it is fine at the floor, when that is not plain from the versions.
    var note: String

    init(_ name: String, _ introduced: String, note: String = "") {
        self.name = name
        self.introduced = OSVersions(parsing: introduced)
        self.note = note
    }
}

/// The system APIs of RibInspector, RibvizLocking and RibLiveSink, the code apps compile.
///
/// The Swift standard library's and concurrency's versions come from the toolchain's own
/// interfaces (`usr/lib/swift/linux/*.swiftmodule/*.swiftinterface` carry Apple's
/// `@available` and `@backDeployed` attributes); Foundation's, Dispatch's and Darwin's
/// from Apple's documentation.
enum SystemAPIs {
    /// Newer than the floor: allowed only where a declaration or a check asks for them.
    static let newer: [NewerSystemAPI] = [
        NewerSystemAPI("Duration", "iOS 16, macOS 13, tvOS 16, watchOS 9", pattern: #"\bDuration\b"#),
        NewerSystemAPI("Clock, ContinuousClock, SuspendingClock", "iOS 16, macOS 13, tvOS 16, watchOS 9", pattern: #"\b(Continuous|Suspending)?Clock\b(?!\w)"#),
        NewerSystemAPI("Task.sleep(for:) and sleep(until:)", "iOS 16, macOS 13, tvOS 16, watchOS 9", pattern: #"\bsleep\((for|until):"#),
        NewerSystemAPI("Regex and regex literals", "iOS 16, macOS 13, tvOS 16, watchOS 9", pattern: #"\bRegex\b|(^|[\s(=,])#?/[^/\s*][^/]*/"#),
        NewerSystemAPI(
            "string processing: firstRange(of:), ranges(of:), replacing(_:with:), trimmingPrefix(_:), firstMatch(of:), wholeMatch(of:), matches(of:)",
            "iOS 16, macOS 13, tvOS 16, watchOS 9", pattern: #"\.(firstRange|ranges|firstMatch|wholeMatch|prefixMatch|matches)\(of:|\.replacing\(|\.trimmingPrefix\("#),
        NewerSystemAPI("constrained existentials (any P<T>)", "iOS 16, macOS 13, tvOS 16, watchOS 9", pattern: #"\bany\s+[A-Z]\w*<"#),
        NewerSystemAPI("String(unsafeUninitializedCapacity:initializingUTF8With:)", "iOS 14, macOS 11, tvOS 14, watchOS 7", pattern: #"String\(unsafeUninitializedCapacity:"#),
        NewerSystemAPI("Mutex (Synchronization)", "iOS 18, macOS 15, tvOS 18, watchOS 11", pattern: #"\bMutex\b"#),
        NewerSystemAPI("Atomic (Synchronization)", "iOS 18, macOS 15, tvOS 18, watchOS 11", pattern: #"\bAtomic\b|import Synchronization"#),
        NewerSystemAPI("withDiscardingTaskGroup", "iOS 17, macOS 14, tvOS 17, watchOS 10", pattern: #"\bwith(Throwing)?DiscardingTaskGroup\b"#),
        NewerSystemAPI("InlineArray", "iOS 26, macOS 26, tvOS 26, watchOS 26", pattern: #"\bInlineArray\b"#),
        NewerSystemAPI("Observation (@Observable)", "iOS 17, macOS 14, tvOS 17, watchOS 10", pattern: #"@Observable\b|import Observation"#),
        NewerSystemAPI(
            "URL(filePath:), appending(path:), path(percentEncoded:)", "iOS 16, macOS 13, tvOS 16, watchOS 9",
            pattern: #"\bURL\(filePath:|\.appending\((path|component|components):|\.path\(percentEncoded:"#),
        NewerSystemAPI(
            "URL.temporaryDirectory, homeDirectory, documentsDirectory", "iOS 16, macOS 13, tvOS 16, watchOS 9",
            pattern: #"\bURL\.(temporaryDirectory|homeDirectory|documentsDirectory|cachesDirectory)\b"#),
        NewerSystemAPI("Date.now", "iOS 15, macOS 12, tvOS 15, watchOS 8", pattern: #"\bDate\.now\b"#),
        NewerSystemAPI("formatted() and FormatStyle", "iOS 15, macOS 12, tvOS 15, watchOS 8", pattern: #"\.formatted\(|\bFormatStyle\b"#),
        NewerSystemAPI(
            "URLSession's async data(for:) and upload(for:)", "iOS 15, macOS 12, tvOS 15, watchOS 8", pattern: #"await\s+[\w.]*\.(data|upload|download|bytes)\((for|from):"#),
        NewerSystemAPI(
            "FileHandle's throwing read and write (write(contentsOf:), readToEnd(), seekToEnd())", "iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2",
            pattern: #"\.(write\(contentsOf:|readToEnd\(\)|read\(upToCount:|seekToEnd\(\)|offset\(\))"#),
    ]

    /// What the recording path uses today, all of it at or below the floor.
    static let used: [UsedSystemAPI] = [
        UsedSystemAPI("os_unfair_lock (Darwin; RibvizLocking's Lock)", "iOS 10, macOS 10.12, tvOS 10, watchOS 3"),
        UsedSystemAPI("clock_gettime_nsec_np(CLOCK_UPTIME_RAW) (Darwin; MonotonicClock)", "iOS 10, macOS 10.12, tvOS 10, watchOS 3"),
        UsedSystemAPI("open, write, close, strerror (POSIX; TraceFileSink)", "iOS 2, macOS 10.0, tvOS 9, watchOS 2"),
        UsedSystemAPI("DispatchSource.makeTimerSource, DispatchQueue.main (Dispatch; RibTreeObserver's timer)", "iOS 8, macOS 10.10, tvOS 9, watchOS 2"),
        UsedSystemAPI("ISO8601DateFormatter (Foundation; RibRecorder's start time)", "iOS 10, macOS 10.12, tvOS 10, watchOS 3"),
        UsedSystemAPI("Thread(block:) (Foundation; LiveTraceSink's sending thread)", "iOS 10, macOS 10.12, tvOS 10, watchOS 3"),
        UsedSystemAPI("NSCondition, wait(until:) (Foundation; LiveTraceSink)", "iOS 2, macOS 10.5, tvOS 9, watchOS 2"),
        UsedSystemAPI(
            "NSLocking.withLock (Foundation; LiveTraceSink)", "iOS 8, macOS 10.10, tvOS 9, watchOS 2",
            note: "inlined into the app (@_alwaysEmitIntoClient): needs the iOS 17 SDK (Xcode 15) to compile, runs everywhere"),
        UsedSystemAPI("URLSession.dataTask(with:completionHandler:), URLSessionConfiguration.ephemeral (Foundation; LiveTransport)", "iOS 7, macOS 10.9, tvOS 9, watchOS 2"),
        UsedSystemAPI("JSONSerialization, UUID, Date, URL (Foundation)", "iOS 6, macOS 10.8, tvOS 9, watchOS 2"),
        UsedSystemAPI("@TaskLocal and its withValue(_:operation:) (Swift concurrency)", "iOS 13, macOS 10.15, tvOS 13, watchOS 6"),
        UsedSystemAPI(
            "TaskLocal.withValue(_:operation:isolation:) (Swift concurrency; RibRecorder.recording)", "iOS 13, macOS 10.15, tvOS 13, watchOS 6",
            note: "@backDeployed(before: iOS 18, macOS 15, …)"),
        UsedSystemAPI("MainActor.assumeIsolated (Swift concurrency; RibTreeObserver's timer)", "iOS 13, macOS 10.15, tvOS 13, watchOS 6", note: "@_alwaysEmitIntoClient"),
        UsedSystemAPI(
            "@MainActor, actors, async/await, #isolation (Swift concurrency)", "iOS 13, macOS 10.15, tvOS 13, watchOS 6", note: "back-deployed with Xcode 13.2 and later"),
        UsedSystemAPI(
            "typed throws with a concrete error type", "iOS 13, macOS 10.15, tvOS 13, watchOS 6",
            note: "needs no runtime support; only function types with typed throws used as metadata need iOS 18"),
    ]
}
