import Foundation
import RibvizLocking

/// Tells a person at a terminal what ribviz is doing when a step takes longer than a
/// second: `ribviz: reading trace.json (211 MB)… 4 s` on standard error, updated every
/// second and erased when the step ends. Nothing is shown when standard error is not a
/// terminal, with --quiet, or for a step that ends within the second.
struct SlowWorkNotice {
    /// How long a step runs before it is shown: a second, or the seconds in the
    /// environment variable `RIBVIZ_NOTICE_DELAY` (the tests set 0, so that they do not
    /// depend on how fast this machine lays a tree out).
    static let delay: TimeInterval = ProcessInfo.processInfo.environment["RIBVIZ_NOTICE_DELAY"].flatMap(TimeInterval.init) ?? 1

    /// Runs `body`, showing `what` while it takes longer than ``delay``.
    static func run<Result, Failure: Error>(_ what: String, quiet: Bool, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard !quiet, Terminal.standardError.isInteractive else { return try body() }
        let state = Locked((isDone: false, isShown: false))
        let finished = DispatchSemaphore(value: 0)
        let started = Date()
        let ticker = Thread {
            while finished.wait(timeout: .now() + (state.withLock { $0.isShown } ? 1 : delay)) == .timedOut {
                let seconds = Int(Date().timeIntervalSince(started))
                state.withLock { current in
                    guard !current.isDone else { return }
                    current.isShown = true
                    Terminal.standardError.write("\r\u{1B}[2Kribviz: \(what)… \(seconds) s")
                }
            }
        }
        ticker.start()
        defer {
            state.withLock { current in
                current.isDone = true
                if current.isShown { Terminal.standardError.write("\r\u{1B}[2K") }
            }
            finished.signal()
        }
        return try body()
    }
}
