extension RibTreeSnapshot {
    /// The RIB whose ``Trace/displayName(of:)`` is `displayName` (`OffGame`, or
    /// `TransportHome#2` when the trace holds several), if the tree knows it.
    public func rib(named displayName: String) -> RibID? {
        trace.ribs.first { tree[$0.id] != nil && trace.displayName(of: $0.id) == displayName }?.id
    }

    /// The display names of the children of the RIB named `displayName`, in attach order;
    /// `nil` when the tree has no RIB of that name.
    ///
    /// ```swift
    /// #expect(snapshot.childNames(of: "LoggedIn") == ["OffGame"])
    /// ```
    public func childNames(of displayName: String) -> [String]? {
        guard let rib = rib(named: displayName), let node = tree[rib] else { return nil }
        return node.children.map(trace.displayName(of:))
    }

    /// The display names of the RIBs in the live tree, depth first in attach order.
    public var attachedNames: [String] {
        attachedRibs.map(trace.displayName(of:))
    }
}
