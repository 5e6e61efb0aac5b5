import RibInspector

/// Chooses which moments of a trace to draw.
public enum SnapshotSelection {
    /// The moments at which the drawn tree differs from every moment drawn before:
    /// one snapshot per distinct tree state, in trace order.
    ///
    /// Two moments are the same state when the live tree has the same RIBs in the same
    /// places with the same activeness (and, with `includingDetached`, the same detached
    /// subtrees). The first moment of each state is kept.
    ///
    /// - Returns: Event counts to pass to ``RibInspector/Trace/snapshot(afterEvents:)``.
    public static func distinctStates(
        of trace: Trace,
        includingDetached: Bool = false
    ) throws(TraceReplayError) -> [Int] {
        try treeStates(of: trace, includingDetached: includingDetached).moments
    }

    /// The distinct tree states of a trace, as ``distinctStates(of:includingDetached:)``
    /// finds them, and the state each event leaves the tree in: what a viewer that steps
    /// through the events needs to draw each state once.
    package static func treeStates(
        of trace: Trace,
        includingDetached: Bool = false
    ) throws(TraceReplayError) -> TreeStates {
        var replay = TraceReplay(trace)
        var stateByKey: [[UInt64]: Int] = [:]
        var states = TreeStates()
        states.stateAfterEvent.reserveCapacity(trace.events.count)
        while try replay.step() != nil {
            let key = stateKey(of: replay.snapshot, includingDetached: includingDetached)
            if let state = stateByKey[key] {
                states.stateAfterEvent.append(state)
            } else {
                stateByKey[key] = states.moments.count
                states.stateAfterEvent.append(states.moments.count)
                states.moments.append(replay.position)
            }
        }
        return states
    }

    /// A compact description of what a snapshot draws: for each drawn RIB its identifier,
    /// depth and activeness, depth first.
    private static func stateKey(of snapshot: RibTreeSnapshot, includingDetached: Bool) -> [UInt64] {
        var ribs = snapshot.depthFirst(from: snapshot.tree.roots)
        if includingDetached {
            for top in snapshot.detachedSubtreeRoots {
                ribs += snapshot.depthFirst(from: [top]) + [(RibID(rawValue: 0), 0)]
            }
        }
        return ribs.map { rib, depth in
            let active: UInt64 = snapshot.tree[rib]?.isActive == true ? 1 : 0
            return UInt64(rib.rawValue) << 32 | UInt64(depth) << 1 | active
        }
    }
}

/// The distinct tree states of a trace: see ``SnapshotSelection/treeStates(of:includingDetached:)``.
package struct TreeStates: Hashable, Sendable {
    /// For each state, the event count of its first moment, in trace order: pass it to
    /// ``RibInspector/Trace/snapshot(afterEvents:)`` to draw the state.
    package var moments: [Int] = []
    /// For each event of the trace, by index, the state (an index into ``moments``) the
    /// tree is in right after it.
    package var stateAfterEvent: [Int] = []
}
