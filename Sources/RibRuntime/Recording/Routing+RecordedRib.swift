import RibInspector

extension Routing {
    /// The router attached in this router's tree (this one included) whose RIB its
    /// recorder knows as `rib`, or `nil` when none is: the RIB was detached, or never
    /// recorded. The walk is iterative, so a deep tree cannot exhaust the stack.
    public func attachedRouter(recordedAs rib: RibID) -> Routing? {
        var pending: [Routing] = [self]
        while let router = pending.popLast() {
            if (router as? RouterNode)?.recording?.rib == rib { return router }
            pending.append(contentsOf: router.children)
        }
        return nil
    }
}
