import Foundation

/// A page's update as the server answers it, with the number of records it brings and how long the request waited for new
/// records and how long computing the update took, which the answer's `Server-Timing`
/// header reports (a browser's developer tools show it; `live-bench` reads it).
struct LiveUpdateAnswer: Sendable {
    /// The `ReportUpdate` JSON, or `{"records":N}`.
    var body: Data
    /// How many records the page shows once it applies the update, which the answer's
    /// `Ribviz-Update-Records` header says ahead of the body, so the page can ask for the
    /// next update before it reads and parses this one; `nil` when the body is no update.
    var records: UInt64? = nil
    /// From the request's arrival at the session store until records woke it (or its wait ended).
    var waitedNanoseconds: UInt64
    /// Computing the update from the session's state.
    var computedNanoseconds: UInt64

    /// The `Server-Timing` header's value: `wait;dur=…, update;dur=…` in milliseconds.
    var serverTiming: String {
        "wait;dur=\(Self.milliseconds(waitedNanoseconds)), update;dur=\(Self.milliseconds(computedNanoseconds))"
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        String(format: "%.2f", Double(nanoseconds) / 1e6)
    }
}
