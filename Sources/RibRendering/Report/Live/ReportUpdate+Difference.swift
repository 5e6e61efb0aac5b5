extension ReportUpdate {
    /// The update that takes a page showing `shown`, the report of a session's first
    /// records, to `current`, the report of all its records now: the simplest correct way
    /// to compute one, and the oracle an incremental producer is held against.
    ///
    /// ``SessionPlaces`` numbers places and changes in event order, so the events, changes
    /// and places of a session's first records are a prefix of the whole session's: the
    /// update carries what `current` has beyond them, the RIBs whose details differ, and
    /// the findings, lifetimes and summary as `current` has them.
    ///
    /// - Returns: `nil` when `current` does not continue `shown` (fewer events or places, or
    ///   different ones before them): the page must load the session again.
    init?(from shown: ReportContent, to current: ReportContent, records: UInt64, ended: Bool) {
        let before = shown.script, now = current.script
        let firstEvent = before.events.sequence.count
        let firstPlace = before.places.count
        guard firstEvent <= now.events.sequence.count, firstPlace <= now.places.count,
            now.changes.start[firstEvent] == before.changes.place.count,
            now.events.sequence.starts(with: before.events.sequence),
            zip(before.places, now.places).allSatisfy({ $0.label == $1.label && $0.parent == $1.parent })
        else { return nil }
        let shownRibs = Dictionary(before.ribs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(
            records: records,
            ended: ended,
            firstEvent: firstEvent,
            events: now.events.suffix(from: firstEvent),
            changes: now.changes.suffix(fromEvent: firstEvent),
            firstPlace: firstPlace,
            places: Array(now.places[firstPlace...]),
            searchWords: zip(before.places, now.places).enumerated().compactMap { place, pair in
                pair.0.search == pair.1.search ? nil : SearchWords(place: place, search: pair.1.search)
            },
            ribs: now.ribs.filter { shownRibs[$0.id] != $0 },
            lifetimes: now.lifetimes,
            findings: current.findings.map { Finding(kind: $0.kind, message: $0.message, event: $0.event, rib: $0.rib.map(Int64.init) ?? -1) },
            summary: current.summary,
            end: now.end
        )
    }
}

extension ReportScriptData.Events {
    /// The events from index `first` on.
    fileprivate func suffix(from first: Int) -> Self {
        Self(
            sequence: Array(sequence[first...]), time: Array(time[first...]), line: Array(line[first...]),
            rib: Array(rib[first...]), place: Array(place[first...]), change: Array(change[first...])
        )
    }
}

extension ReportScriptData.Changes {
    /// The changes of the events from index `first` on; `start` holds where each of those
    /// events' changes end in the whole list.
    fileprivate func suffix(fromEvent first: Int) -> Self {
        let firstChange = start[first]
        return Self(
            start: Array(start[(first + 1)...]), place: Array(place[firstChange...]),
            state: Array(state[firstChange...]), rib: Array(rib[firstChange...])
        )
    }
}
