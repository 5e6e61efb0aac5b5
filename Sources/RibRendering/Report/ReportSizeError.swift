/// A session too long for a report page: its data would be longer than a browser reads.
public struct ReportSizeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// How many events the session holds.
    public var eventCount: Int
    /// How many a report page holds (``HTMLReport/maximumEvents``).
    public var limit: Int

    public var description: String {
        "the session has \(eventCount) events, more than the \(limit) a report page holds: its data would be longer "
            + "than a browser reads. `ribviz inspect` (its findings) and `ribviz render` (its pictures) read a trace of any length."
    }
}
