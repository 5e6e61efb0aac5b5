/// Follows each tracked interactor from its router's deallocation to its own, as RIBs'
/// `LeakDetector` does when a router goes, and judges which interactors leaked: the
/// interactor half of ``Trace/leaks()``, ``Trace/leaks(after:)`` and ``TraceAnalysis``.
///
/// Only RIBs declared with ``RibDescriptor/tracksInteractorDeallocation`` are followed: for
/// the others the trace cannot tell a leaked interactor from one nobody watched.
struct InteractorLedger {
    let criterion: DepartureLedger.Criterion
    private var waiting: [RibID: TraceEventPosition] = [:]
    private var late: [(rib: RibID, routerGone: TraceEventPosition, interactorGone: TraceEventPosition)] = []

    init(criterion: DepartureLedger.Criterion) {
        self.criterion = criterion
    }

    /// Notes an event: a tracked RIB's router deallocation starts the wait, its
    /// interactor's deallocation ends it.
    mutating func note(_ event: RibEvent, at index: Int, in trace: Trace) {
        switch event.kind {
        case .deallocated(let rib) where trace.rib(rib)?.tracksInteractorDeallocation == true:
            waiting[rib] = TraceEventPosition(index: index, of: event)
        case .interactorDeallocated(let rib):
            guard let routerGone = waiting.removeValue(forKey: rib) else { return }
            guard case .aliveAfter(let grace) = criterion, event.time > routerGone.time &+ grace else { return }
            late.append((rib, routerGone, TraceEventPosition(index: index, of: event)))
        default:
            break
        }
    }

    /// The leaks, in the order the routers went, for a trace that ends at `endTime`.
    func leaks(in trace: Trace, endTime: UInt64) -> [RibLeak] {
        let stillAlive = waiting.filter { _, routerGone in
            switch criterion {
            case .aliveAtEnd: true
            case .aliveAfter(let grace): endTime >= routerGone.time && endTime - routerGone.time >= grace
            }
        }
        let found =
            late.map { ($0.rib, $0.routerGone, Optional($0.interactorGone)) }
            + stillAlive.map { ($0.key, $0.value, TraceEventPosition?.none) }
        return
            found
            .sorted { $0.1.index < $1.1.index }
            .map { rib, routerGone, interactorGone in
                let until = interactorGone?.time ?? endTime
                return RibLeak(
                    rib: rib,
                    object: .interactor,
                    name: trace.displayName(of: rib),
                    detachEvent: routerGone,
                    detachLine: trace.logLine(for: trace.events[routerGone.index].kind),
                    deallocationEvent: interactorGone,
                    aliveNanoseconds: until >= routerGone.time ? until - routerGone.time : 0
                )
            }
    }
}
