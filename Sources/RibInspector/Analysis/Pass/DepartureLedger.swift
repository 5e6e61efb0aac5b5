/// Keeps track of the RIBs that left the live tree and have not come back, and judges
/// which of them leaked: the leak logic shared by ``Trace/leaks()``,
/// ``Trace/leaks(after:)`` and ``TraceAnalysis``.
///
/// Feed it each event's moves from a ``LiveTreeReplay`` and each deallocation, in trace
/// order; ask for the leaks at the end. It forgets RIBs deallocated in time as they go, so
/// its memory stays proportional to the RIBs still out of the tree, not to the trace.
struct DepartureLedger {
    /// What counts as a leak.
    enum Criterion {
        /// Still alive at the end of the trace, however recently it left.
        case aliveAtEnd
        /// Alive longer than a grace period (in nanoseconds) after it left: deallocated
        /// later than that, or still alive at the end of a trace that lasts long enough to
        /// tell.
        case aliveAfter(grace: UInt64)
    }

    let criterion: Criterion
    /// The RIBs out of the live tree, not deallocated yet: a few at a time, however many
    /// the trace has, so a dictionary, which ``leaks(in:endTime:)`` walks without walking
    /// every RIB ever seen.
    private var pending: [RibID: RibDeparture] = [:]
    private var lateDeallocations: [RibDeparture] = []
    /// The RIBs of ``lateDeallocations``, a bit each.
    private var lateRibs = IdentifierSet()
    private var ordinal = 0

    /// Starts an empty ledger.
    init(criterion: Criterion) {
        self.criterion = criterion
    }

    /// Notes that RIBs left the live tree at the event at `index`; a RIB the event
    /// deallocated is gone, not departed.
    mutating func ribsDeparted(_ moves: [LiveTreeReplay.Move], at index: Int, of event: RibEvent) {
        let gone = event.kind.deallocatedRib
        for (rib, _, _) in moves where rib != gone {
            pending[rib] = RibDeparture(rib: rib, ordinal: ordinal, detach: TraceEventPosition(index: index, of: event), detachKind: event.kind)
            ordinal += 1
        }
    }

    /// Notes that RIBs came back into the live tree: they are no longer out.
    mutating func ribsArrived(_ moves: [LiveTreeReplay.Move]) {
        guard !pending.isEmpty else { return }
        for (rib, _, _) in moves { pending[rib] = nil }
    }

    /// Notes a deallocation, keeping the departure only if it came too late.
    mutating func ribDeallocated(_ rib: RibID, at index: Int, of event: RibEvent) {
        guard var departure = pending.removeValue(forKey: rib) else { return }
        guard case .aliveAfter(let grace) = criterion, event.time > departure.detach.time &+ grace else { return }
        departure.deallocation = TraceEventPosition(index: index, of: event)
        lateDeallocations.append(departure)
        lateRibs.insert(rib.rawValue)
    }

    /// Whether ``leaks(in:endTime:)`` may name `rib`: it is out of the tree, or it was
    /// deallocated too late.
    func involves(_ rib: RibID) -> Bool {
        pending[rib] != nil || lateRibs.contains(rib.rawValue)
    }

    /// The leaks, in the order the RIBs left the tree, for a trace that ends at `endTime`
    /// (``Trace/endTime``); `trace` names the RIBs (its declarations are enough).
    func leaks(in trace: Trace, endTime: UInt64) -> [RibLeak] {
        let stillAlive = pending.values.filter { departure in
            switch criterion {
            case .aliveAtEnd:
                true
            case .aliveAfter(let grace):
                endTime >= departure.detach.time && endTime - departure.detach.time >= grace
            }
        }
        return (lateDeallocations + stillAlive)
            .sorted { $0.ordinal < $1.ordinal }
            .map { $0.leak(in: trace, endTime: endTime) }
    }
}

/// One RIB's departure from the live tree, and its deallocation if it came.
private struct RibDeparture {
    let rib: RibID
    /// The order departures happened in, for a stable report.
    let ordinal: Int
    let detach: TraceEventPosition
    /// The event that took it out, for the leak's wording once the events are gone.
    let detachKind: RibEvent.Kind
    var deallocation: TraceEventPosition?

    func leak(in trace: Trace, endTime: UInt64) -> RibLeak {
        let until = deallocation?.time ?? endTime
        let alive = until >= detach.time ? until - detach.time : 0
        return RibLeak(
            rib: rib,
            name: trace.displayName(of: rib),
            detachEvent: detach,
            detachLine: trace.logLine(for: detachKind),
            deallocationEvent: deallocation,
            aliveNanoseconds: alive
        )
    }
}

extension RibEvent.Kind {
    /// The RIB a deallocation event is about; `nil` for other events.
    var deallocatedRib: RibID? {
        if case .deallocated(let rib) = self { rib } else { nil }
    }
}
