/// One stretch of time a RIB instance spent in the live tree: the launched root and what
/// hangs below it.
///
/// A RIB enters the live tree when it is launched or attached under a RIB in the live tree,
/// or when a detached RIB above it is attached again (RIBs keeps a detached subtree
/// intact). It leaves when it or a RIB above it is detached, or when its root is
/// deallocated. So a child of a detached RIB can still be attached to its parent while it
/// is out of the live tree: that is when a forgotten subtree leaks.
public struct LiveTreeStay: Hashable, Sendable {
    /// When the RIB entered the live tree, in nanoseconds since the session started.
    public var start: UInt64
    /// When it left, or the end of the trace (``Trace/endTime``) when it was still there.
    public var end: UInt64
    /// Whether the RIB was still in the live tree when the trace ended.
    public var isOpen: Bool

    /// Creates a stay.
    public init(start: UInt64, end: UInt64, isOpen: Bool) {
        self.start = start
        self.end = end
        self.isOpen = isOpen
    }
}

extension Trace {
    /// Every RIB instance's stays in the live tree, in time order, in one pass over the
    /// events. RIBs never in the live tree have no entry.
    ///
    /// Events that contradict the tree (which ``TraceAnalysis`` reports as findings) change
    /// nothing here, as in the analysis, so a damaged trace still has its stays.
    public func liveTreeStays() -> [RibID: [LiveTreeStay]] {
        var replay = LiveTreeReplay(expectedRibCount: ribs.count)
        var enteredAt: [RibID: UInt64] = [:]
        var stays: [RibID: [LiveTreeStay]] = [:]
        for event in events {
            do {
                try replay.apply(event)
            } catch {
                continue
            }
            for move in replay.departed {
                guard let start = enteredAt.removeValue(forKey: move.rib) else { continue }
                stays[move.rib, default: []].append(LiveTreeStay(start: start, end: max(start, event.time), isOpen: false))
            }
            for move in replay.arrived where enteredAt[move.rib] == nil {
                enteredAt[move.rib] = event.time
            }
        }
        for (rib, start) in enteredAt {
            stays[rib, default: []].append(LiveTreeStay(start: start, end: max(start, endTime), isOpen: true))
        }
        return stays
    }
}
