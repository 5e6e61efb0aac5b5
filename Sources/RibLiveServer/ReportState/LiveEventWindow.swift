import RibInspector
import RibRendering

/// The page data of a live session's most recent events, at most a fixed number of them,
/// with what each changed: what ``LiveReportState`` answers a page's request for updates
/// from.
///
/// It keeps them in flat arrays, one per field, with the events' changes, touched RIBs and
/// grown places each in one array for the whole window: an event costs its own fields, not
/// three small arrays of its own.
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
        var changes: ArraySlice<PlaceChange>
        /// Where its changes end in the session's change list.
        var changeEnd: Int
        /// How many places exist after it.
        var placeCount: Int
        /// RIBs whose details it changed: its story, or the shares of its scope.
        var touchedRibs: ArraySlice<RibID>
        /// Places that existed before it whose search words it grew.
        var grownPlaces: ArraySlice<Int>
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

    /// The window's events' fields, by the event's index in the window.
    private var lines: [Int] = []
    private var events: [RibEvent] = []
    private var eventPlaces: [Int?] = []
    private var changeEnds: [Int] = []
    private var placeCounts: [Int] = []
    /// The session's change list from ``firstChange`` on: the window's events' changes.
    private var changes: [PlaceChange] = []
    /// The window's events' touched RIBs in a row, and where each event's end, counted
    /// from the session's first event (``touchedBefore`` were dropped before the window).
    private var touchedRibs: [RibID] = []
    private var touchedEnds: [Int] = []
    private var touchedBefore = 0
    /// The same for the places whose search words each event grew.
    private var grownPlaces: [Int] = []
    private var grownEnds: [Int] = []
    private var grownBefore = 0
    /// The index in the session of the window's first event.
    private(set) var firstEvent = 0
    /// Where the changes of the window's first event start in the session's change list.
    private(set) var firstChange = 0
    /// How many places existed before the window's first event.
    private(set) var placesBefore = 0
    /// The line of the last event dropped from the window, or later: a page showing fewer
    /// records lacks events the window no longer has, or page data it can no longer tell.
    private(set) var lastDroppedLine = 0
    private(set) var batches: [Batch] = []

    /// How many events the window holds.
    var count: Int { events.count }

    /// Adds the next event, dropping the oldest ones beyond `limit`; returns the RIBs that
    /// the dropped events touched.
    mutating func append(_ entry: Entry, keeping limit: Int) -> [RibID] {
        lines.append(entry.line)
        events.append(entry.event)
        eventPlaces.append(entry.place)
        changes += entry.changes
        changeEnds.append(entry.changeEnd)
        placeCounts.append(entry.placeCount)
        touchedRibs += entry.touchedRibs
        touchedEnds.append(touchedBefore + touchedRibs.count)
        grownPlaces += entry.grownPlaces
        grownEnds.append(grownBefore + grownPlaces.count)
        guard events.count > limit + limit / 4 else { return [] }
        // Dropped in runs, so each event is moved a bounded number of times.
        let dropped = events.count - limit
        let last = dropped - 1
        changes.removeFirst(changeEnds[last] - firstChange)
        firstChange = changeEnds[last]
        placesBefore = placeCounts[last]
        lastDroppedLine = lines[last]
        firstEvent += dropped
        let gone = Array(touchedRibs[..<(touchedEnds[last] - touchedBefore)])
        touchedRibs.removeFirst(gone.count)
        touchedBefore = touchedEnds[last]
        grownPlaces.removeFirst(grownEnds[last] - grownBefore)
        grownBefore = grownEnds[last]
        lines.removeFirst(dropped)
        events.removeFirst(dropped)
        eventPlaces.removeFirst(dropped)
        changeEnds.removeFirst(dropped)
        placeCounts.removeFirst(dropped)
        touchedEnds.removeFirst(dropped)
        grownEnds.removeFirst(dropped)
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
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] <= records { low = middle + 1 } else { high = middle }
        }
        return firstEvent + low
    }

    /// The window's entries from the session's event `index` on.
    func entries(from index: Int) -> LazyMapSequence<Range<Int>, Entry> {
        ((index - firstEvent)..<events.count).lazy.map { entry(at: $0) }
    }

    /// The window's event at `position` (from 0, the window's first) and what it changed.
    private func entry(at position: Int) -> Entry {
        let changeStart = position == 0 ? firstChange : changeEnds[position - 1]
        let touchedStart = position == 0 ? touchedBefore : touchedEnds[position - 1]
        let grownStart = position == 0 ? grownBefore : grownEnds[position - 1]
        return Entry(
            line: lines[position], event: events[position], place: eventPlaces[position],
            changes: changes[(changeStart - firstChange)..<(changeEnds[position] - firstChange)],
            changeEnd: changeEnds[position], placeCount: placeCounts[position],
            touchedRibs: touchedRibs[(touchedStart - touchedBefore)..<(touchedEnds[position] - touchedBefore)],
            grownPlaces: grownPlaces[(grownStart - grownBefore)..<(grownEnds[position] - grownBefore)])
    }

    /// How many places existed after the session's first `count` events.
    func placeCount(afterEvents count: Int) -> Int {
        count == firstEvent ? placesBefore : placeCounts[count - 1 - firstEvent]
    }
}
