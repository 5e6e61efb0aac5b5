/// Follows each tracked interactor from its router's deallocation to its own, as RIBs'
/// `LeakDetector` does when a router goes, and keeps those that outlived their router by
/// more than the grace period.
///
/// Only RIBs declared with ``RibDescriptor/tracksInteractorDeallocation`` are followed: for
/// the others the trace cannot tell a leaked interactor from one nobody watched.
struct InteractorLedger {
    /// An interactor that outlived its router longer than allowed.
    struct Leak {
        var rib: RibID
        /// The router's deallocation.
        var routerGone: TraceEventPosition
        /// The interactor's own deallocation, when the trace has it.
        var interactorGone: TraceEventPosition?
    }

    private let grace: UInt64
    private var waiting: [RibID: TraceEventPosition] = [:]
    private var late: [Leak] = []

    init(grace: Duration) {
        self.grace = RibLeak.nanoseconds(of: grace)
    }

    /// The router of `rib` was deallocated: its interactor is expected to follow.
    mutating func routerDeallocated(_ rib: RibID, at position: TraceEventPosition, isTracked: Bool) {
        if isTracked { waiting[rib] = position }
    }

    /// The interactor of `rib` was deallocated.
    mutating func interactorDeallocated(_ rib: RibID, at position: TraceEventPosition) {
        guard let routerGone = waiting.removeValue(forKey: rib) else { return }
        if position.time - min(position.time, routerGone.time) > grace {
            late.append(Leak(rib: rib, routerGone: routerGone, interactorGone: position))
        }
    }

    /// Every leak: the late deallocations, then the interactors still alive at `endTime`
    /// longer than allowed after their router, in the order their routers went.
    func leaks(endTime: UInt64) -> [Leak] {
        let stillAlive = waiting
            .filter { endTime - min(endTime, $0.value.time) > grace }
            .map { Leak(rib: $0.key, routerGone: $0.value, interactorGone: nil) }
        return (late + stillAlive).sorted { $0.routerGone.index < $1.routerGone.index }
    }
}
