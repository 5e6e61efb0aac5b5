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
        var replay = TraceReplay(trace)
        var seen: Set<[UInt64]> = []
        var moments: [Int] = []
        while try replay.step() != nil {
            let key = stateKey(of: replay.snapshot, includingDetached: includingDetached)
            if seen.insert(key).inserted { moments.append(replay.position) }
        }
        return moments
    }

    /// A compact description of what a snapshot draws: for each drawn RIB its identifier,
    /// depth and activeness, depth first.
    private static func stateKey(of snapshot: RibTreeSnapshot, includingDetached: Bool) -> [UInt64] {
        var ribs = snapshot.attachedRibs
        if includingDetached {
            ribs.append(contentsOf: snapshot.detachedSubtreeRoots.flatMap { snapshot.subtree(of: $0) + [RibID(rawValue: 0)] })
        }
        return ribs.map { rib in
            let active: UInt64 = snapshot.tree[rib]?.isActive == true ? 1 : 0
            return UInt64(rib.rawValue) << 32 | UInt64(snapshot.tree.depth(of: rib)) << 1 | active
        }
    }
}
