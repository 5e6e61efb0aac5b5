/// Follows each tracked interactor from its router's deallocation to its own, as RIBs'
/// `LeakDetector` does when a router goes, and judges which interactors leaked: the
/// interactor half of ``Trace/leaks()``, ``Trace/leaks(after:)`` and ``TraceAnalysis``.
///
/// Only RIBs declared with ``RibDescriptor/tracksInteractorDeallocation`` are followed: for
/// the others the trace cannot tell a leaked interactor from one nobody watched.
struct InteractorLedger {
    let criterion: DepartureLedger.Criterion
    /// A router's deallocation: where, and the event's kind, for the leak's wording once
    /// the events are gone.
    private typealias RouterGone = (position: TraceEventPosition, kind: RibEvent.Kind)
    private var waiting: [RibID: RouterGone] = [:]
    private var late: [(rib: RibID, routerGone: RouterGone, interactorGone: TraceEventPosition)] = []
    /// The RIBs of ``late``, a bit each.
    private var lateRibs = IdentifierSet()

    init(criterion: DepartureLedger.Criterion) {
        self.criterion = criterion
    }

    /// Notes an event: a tracked RIB's router deallocation starts the wait, its
    /// interactor's deallocation ends it.
    mutating func note(_ event: RibEvent, at index: Int, in trace: Trace) {
        switch event.kind {
        case .deallocated(let rib) where trace.rib(rib)?.tracksInteractorDeallocation == true:
            waiting[rib] = (TraceEventPosition(index: index, of: event), event.kind)
        case .interactorDeallocated(let rib):
            guard let routerGone = waiting.removeValue(forKey: rib) else { return }
            guard case .aliveAfter(let grace) = criterion, event.time > routerGone.position.time &+ grace else { return }
            late.append((rib, routerGone, TraceEventPosition(index: index, of: event)))
            lateRibs.insert(rib.rawValue)
        default:
            break
        }
    }

    /// Whether ``leaks(in:endTime:)`` may name `rib`: its interactor is awaited, or it was
    /// deallocated too late.
    func involves(_ rib: RibID) -> Bool {
        waiting[rib] != nil || lateRibs.contains(rib.rawValue)
    }

    /// The leaks, in the order the routers went, for a trace that ends at `endTime`;
    /// `trace` names the RIBs (its declarations are enough).
    func leaks(in trace: Trace, endTime: UInt64) -> [RibLeak] {
        let stillAlive = waiting.filter { _, routerGone in
            switch criterion {
            case .aliveAtEnd: true
            case .aliveAfter(let grace): endTime >= routerGone.position.time && endTime - routerGone.position.time >= grace
            }
        }
        let found =
            late.map { ($0.rib, $0.routerGone, Optional($0.interactorGone)) }
            + stillAlive.map { ($0.key, $0.value, TraceEventPosition?.none) }
        return
            found
            .sorted { $0.1.position.index < $1.1.position.index }
            .map { rib, routerGone, interactorGone in
                let until = interactorGone?.time ?? endTime
                return RibLeak(
                    rib: rib,
                    object: .interactor,
                    name: trace.displayName(of: rib),
                    detachEvent: routerGone.position,
                    detachLine: trace.logLine(for: routerGone.kind),
                    deallocationEvent: interactorGone,
                    aliveNanoseconds: until >= routerGone.position.time ? until - routerGone.position.time : 0
                )
            }
    }
}
