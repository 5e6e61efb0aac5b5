extension Trace {
    /// The RIBs that left the live tree and were never deallocated by the end of the
    /// trace, in the order they left it.
    ///
    /// A RIB leaves the live tree when it is detached, when a RIB above it is detached (the
    /// detached subtree stays intact in RIBs), or when the root it hangs under is
    /// deallocated. A RIB attached again is back and no longer counts. In a unit test:
    ///
    /// ```swift
    /// router.routeToLoggedIn()
    /// observer.sync()
    /// #expect(try recorder.trace().leaks().isEmpty)
    /// ```
    ///
    /// - Throws: ``TraceReplayError`` when the trace contradicts itself.
    public func leaks() throws(TraceReplayError) -> [RibLeak] {
        let end = events.last?.time ?? 0
        return try departures().compactMap { departure in
            departure.deallocation == nil ? departure.leak(in: self, endTime: end) : nil
        }
    }

    /// The RIBs that were still alive `grace` after they left the live tree, the check
    /// RIBs' `LeakDetector` makes one second after a router goes (`.seconds(1)`).
    ///
    /// It reports RIBs deallocated later than that, and RIBs still alive at the end of the
    /// trace when the trace lasts at least `grace` past their departure; a RIB that left
    /// the tree less than `grace` before the trace's last event is not judged yet.
    ///
    /// - Throws: ``TraceReplayError`` when the trace contradicts itself.
    public func leaks(after grace: Duration) throws(TraceReplayError) -> [RibLeak] {
        let graceNanoseconds = RibLeak.nanoseconds(of: grace)
        let end = events.last?.time ?? 0
        return try departures().compactMap { departure in
            let departed = departure.detach.time
            let stillAliveAfterGrace = if let deallocation = departure.deallocation {
                deallocation.time > departed &+ graceNanoseconds
            } else {
                end >= departed && end - departed >= graceNanoseconds
            }
            return stillAliveAfterGrace ? departure.leak(in: self, endTime: end) : nil
        }
    }

    /// Every time a RIB left the live tree and did not come back before it was
    /// deallocated or the trace ended, in the order they left.
    private func departures() throws(TraceReplayError) -> [RibDeparture] {
        var replay = TraceReplay(self)
        var pending: [RibID: RibDeparture] = [:]
        var settled: [RibDeparture] = []
        var ordinal = 0
        func leave(_ ribs: some Sequence<RibID>, at index: Int) {
            let position = TraceEventPosition(index: index, of: events[index])
            let line = logLine(for: events[index].kind)
            for rib in ribs {
                pending[rib] = RibDeparture(rib: rib, ordinal: ordinal, detach: position, detachLine: line)
                ordinal += 1
            }
        }
        while replay.position < events.count {
            let index = replay.position
            let event = events[index]
            switch event.kind {
            case .detached(let rib, _) where replay.tree.status(of: rib) == .attached:
                leave(replay.snapshot.subtree(of: rib), at: index)
            case .deallocated(let rib) where replay.tree.status(of: rib) == .attached:
                leave(replay.snapshot.subtree(of: rib).dropFirst(), at: index)
            default:
                break
            }
            try replay.step()
            switch event.kind {
            case .attached(let rib, _) where replay.tree.status(of: rib) == .attached,
                 .launched(let rib) where replay.tree.status(of: rib) == .attached:
                for returning in replay.snapshot.subtree(of: rib) { pending[returning] = nil }
            case .deallocated(let rib):
                if var departure = pending.removeValue(forKey: rib) {
                    departure.deallocation = TraceEventPosition(index: index, of: event)
                    settled.append(departure)
                }
            default:
                break
            }
        }
        return (settled + pending.values).sorted { $0.ordinal < $1.ordinal }
    }
}

/// One RIB's departure from the live tree, and its deallocation if it came.
private struct RibDeparture {
    let rib: RibID
    /// The order departures happened in, for a stable report.
    let ordinal: Int
    let detach: TraceEventPosition
    let detachLine: String
    var deallocation: TraceEventPosition?

    func leak(in trace: Trace, endTime: UInt64) -> RibLeak {
        let until = deallocation?.time ?? endTime
        let alive = until >= detach.time ? until - detach.time : 0
        return RibLeak(
            rib: rib,
            name: trace.displayName(of: rib),
            detachEvent: detach,
            detachLine: detachLine,
            deallocationEvent: deallocation,
            aliveDuration: .nanoseconds(Int64(clamping: alive))
        )
    }
}
