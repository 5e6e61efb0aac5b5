import BenchmarkSupport

/// How long something took by the wall clock and in processor time, which a busy machine
/// changes much less.
struct Times {
    var wallClock: Duration
    var processor: Duration

    static func / (times: Times, divisor: Int) -> Times {
        Times(wallClock: times.wallClock / divisor, processor: times.processor / divisor)
    }

    static func * (times: Times, factor: Int) -> Times {
        Times(wallClock: times.wallClock * factor, processor: times.processor * factor)
    }

    static let zero = Times(wallClock: .zero, processor: .zero)

    static func + (left: Times, right: Times) -> Times {
        Times(wallClock: left.wallClock + right.wallClock, processor: left.processor + right.processor)
    }

    /// `61.8 s | 12.1 s`.
    var text: String { "\(readable(wallClock)) | \(readable(processor))" }

    /// `7.5× | 20.3×`.
    func ratio(to other: Times) -> String {
        String(format: "%.1f× | %.1f×", wallClock / other.wallClock, processor / other.processor)
    }

    /// Runs `body` in this thread and returns its wall clock and processor time.
    static func inProcess(_ body: () throws -> Void) rethrows -> Times {
        var processor = Duration.zero
        let wallClock = try measure { processor = try measureProcessorTime(body) }
        return Times(wallClock: wallClock, processor: processor)
    }

    /// Runs `body`, which runs child processes, and returns its wall clock and their processor time.
    static func ofChildren(_ body: () throws -> Void) rethrows -> Times {
        let before = finishedChildrenProcessorTime()
        let wallClock = try measure(body)
        return Times(wallClock: wallClock, processor: finishedChildrenProcessorTime() - before)
    }
}
