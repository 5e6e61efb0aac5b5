import RibInspector

/// The page data of a live session's most recent events, at most a fixed number of them,
/// with what each changed: what ``LiveReportState`` answers a page's request for updates
/// from.
struct LiveEventWindow: Sendable {
    /// One event and what it changed.
    struct Entry: Sendable {
        /// The event's line in the session (the header is line 1): the page shows it once it
        /// shows that many records.
        var line: Int
        var event: RibEvent
        /// The place of the event's RIB, if it has one.
        var place: Int?
        /// Its changes of places, in order.
        var changes: [PlaceChange]
        /// Where its changes end in the session's change list.
        var changeEnd: Int
        /// How many places exist after it.
        var placeCount: Int
        /// RIBs whose details it changed: its story, or the shares of its scope.
        var touchedRibs: [RibID]
        /// Places that existed before it whose search words it grew.
        var grownPlaces: [Int]
    }

    /// A batch of records: where it ends, and the RIBs its declarations added or renamed.
    struct Batch: Sendable {
        /// The records the session holds after it.
        var records: Int
        /// How many RIBs were declared before it.
        var ribsBefore: Int
        /// RIBs declared before it whose display name it changed (a second instance of the
        /// name gives the first its `#1`).
        var renamed: [RibID]
    }

    private(set) var entries: [Entry] = []
    /// The index in the session of ``entries``' first event.
    private(set) var firstEvent = 0
    /// Where the changes of ``entries``' first event start in the session's change list.
    private(set) var firstChange = 0
    /// How many places existed before ``entries``' first event.
    private(set) var placesBefore = 0
    /// The line of the last event dropped from the window, or later: a page showing fewer
    /// records lacks events the window no longer has, or page data it can no longer tell.
    private(set) var lastDroppedLine = 0
    private(set) var batches: [Batch] = []

    /// Adds the next event, dropping the oldest ones beyond `limit`; returns those dropped.
    mutating func append(_ entry: Entry, keeping limit: Int) -> [Entry] {
        entries.append(entry)
        guard entries.count > limit + limit / 4 else { return [] }
        // Dropped in runs, so each event is moved a bounded number of times.
        let dropped = entries.count - limit
        firstChange = entries[dropped - 1].changeEnd
        placesBefore = entries[dropped - 1].placeCount
        lastDroppedLine = entries[dropped - 1].line
        firstEvent += dropped
        let gone = Array(entries[..<dropped])
        entries.removeFirst(dropped)
        batches.removeAll { $0.records <= lastDroppedLine }
        return gone
    }

    /// Sends every page that shows fewer than `records` records to load the session again,
    /// as if the window had dropped the events before: what it holds cannot bring them up
    /// to date.
    mutating func requireReload(below records: Int) {
        lastDroppedLine = max(lastDroppedLine, records)
    }

    /// Notes the end of a batch of records.
    mutating func endBatch(_ batch: Batch) {
        batches.append(batch)
    }

    /// How many events a page that shows `records` records holds, or `nil` when the window
    /// no longer has the events after them.
    func eventsShown(atRecords records: Int) -> Int? {
        guard records >= lastDroppedLine else { return nil }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].line <= records { low = middle + 1 } else { high = middle }
        }
        return firstEvent + low
    }

    /// The window's entries from the session's event `index` on.
    func entries(from index: Int) -> ArraySlice<Entry> {
        entries[(index - firstEvent)...]
    }

    /// How many places existed after the session's first `count` events.
    func placeCount(afterEvents count: Int) -> Int {
        count == firstEvent ? placesBefore : entries[count - 1 - firstEvent].placeCount
    }

    /// Where the changes of the session's event `index` start in its change list.
    func changeStart(ofEvent index: Int) -> Int {
        index == firstEvent ? firstChange : entries[index - 1 - firstEvent].changeEnd
    }
}
