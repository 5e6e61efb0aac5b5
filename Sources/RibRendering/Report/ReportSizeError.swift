/// A session too big for a report page, found from the trace's counts before any work.
public struct ReportSizeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is too big.
    public enum Measure: Sendable, Equatable {
        /// The events: the page's data would be longer than a browser reads
        /// (``HTMLReport/maximumEvents``).
        case events
        /// The RIB declarations, one per RIB instance: laying them out and analysing them
        /// would take minutes (``HTMLReport/maximumRibs``).
        case ribs
        /// The distinct RIB names: the page would show more kinds of RIB than anyone reads
        /// (``HTMLReport/maximumRibNames``).
        case ribNames
    }

    /// What is too big.
    public var measure: Measure
    /// How many the session holds.
    public var count: Int
    /// How many a report page holds.
    public var limit: Int

    /// An error for a session with `count` of `measure`, more than `limit`.
    package init(_ measure: Measure, count: Int, limit: Int) {
        self.measure = measure
        self.count = count
        self.limit = limit
    }

    public var description: String {
        switch measure {
        case .events:
            "the session has \(count) events, more than the \(limit) a report page holds: its data would be longer "
                + "than a browser reads. `ribviz inspect` (its findings) and `ribviz render` (its pictures) read a trace of any length."
        case .ribs:
            "the session declares \(count) RIBs, more than the \(limit) a report page holds: its layout and analysis "
                + "would grow with them. `ribviz inspect` (its findings) reads a trace of any size, and `ribviz render --subtree NAME` draws part of it; "
                + "to report on it, record a shorter session or keep a window of it (`RibRecorder(retention: .mostRecent(n))`)."
        case .ribNames:
            "the session has \(count) distinct RIB names, more than the \(limit) a report page holds. A RIB's name names its "
                + "type (LoggedIn), not an instance: give instances of one RIB the same name. `ribviz inspect` (its findings) "
                + "reads a trace of any size, and `ribviz render --subtree NAME` draws part of it."
        }
    }
}
