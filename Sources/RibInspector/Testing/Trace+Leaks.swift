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
        try leaks(judgedBy: .aliveAtEnd)
    }

    /// The RIBs that were still alive `graceNanoseconds` after they left the live tree,
    /// the check RIBs' `LeakDetector` makes one second (`1_000_000_000`) after a router
    /// goes. On iOS 16, macOS 13 and later, ``leaks(after:)`` takes a `Duration`.
    ///
    /// It reports RIBs deallocated later than that, and RIBs still alive at the end of the
    /// trace (``endTime``) when the trace lasts at least the grace past their departure; a
    /// RIB that left the tree less than the grace before the end is not judged yet. A
    /// recorder's trace ends when it is taken, so a test that detaches a RIB, advances its
    /// ``ManualClock`` by two seconds and then calls ``RibRecorder/trace()`` gets the RIB
    /// judged.
    ///
    /// - Throws: ``TraceReplayError`` when the trace contradicts itself.
    public func leaks(afterNanoseconds graceNanoseconds: UInt64) throws(TraceReplayError) -> [RibLeak] {
        try leaks(judgedBy: .aliveAfter(grace: graceNanoseconds))
    }

    /// Replays the whole trace once, noting every departure from the live tree and every
    /// deallocation.
    private func leaks(judgedBy criterion: DepartureLedger.Criterion) throws(TraceReplayError) -> [RibLeak] {
        var replay = LiveTreeReplay(expectedRibCount: ribs.count)
        var ledger = DepartureLedger(criterion: criterion)
        var interactors = InteractorLedger(criterion: criterion)
        for (index, event) in events.enumerated() {
            do {
                try replay.apply(event)
            } catch {
                throw TraceReplayError(eventIndex: index, event: event, reason: error)
            }
            ledger.ribsDeparted(replay.departed, at: index, of: event)
            ledger.ribsArrived(replay.arrived)
            if case .deallocated(let rib) = event.kind {
                ledger.ribDeallocated(rib, at: index, of: event)
            }
            interactors.note(event, at: index, in: self)
        }
        return (ledger.leaks(in: self, endTime: endTime) + interactors.leaks(in: self, endTime: endTime))
            .enumerated()
            .sorted { ($0.element.detachEvent.index, $0.offset) < ($1.element.detachEvent.index, $1.offset) }
            .map(\.element)
    }
}
