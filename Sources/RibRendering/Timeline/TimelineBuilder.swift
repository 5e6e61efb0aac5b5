import RibInspector

/// Collects a ``Timeline``'s lanes in one pass over the events.
struct TimelineBuilder {
    private let trace: Trace
    private var lanes: [RibID: Timeline.Lane] = [:]
    private var firstParent: [RibID: RibID] = [:]
    private var childrenInOrder: [RibID: [RibID]] = [:]
    private var roots: [RibID] = []
    private var seenOrder: [RibID] = []
    private var attachedSince: [RibID: UInt64] = [:]
    private var activeSince: [RibID: UInt64] = [:]
    /// Followed interactors whose routers are gone, with when the router went.
    private var interactorWaiting: [RibID: UInt64] = [:]
    /// When each router was deallocated.
    private var deallocations: [RibID: UInt64] = [:]

    init(trace: Trace) {
        self.trace = trace
    }

    mutating func apply(_ event: RibEvent) {
        let time = event.time
        switch event.kind {
        case .built(let rib):
            mark(rib, .built, at: time)
        case .launched(let rib):
            touch(rib)
            if !roots.contains(rib) && firstParent[rib] == nil { roots.append(rib) }
            attachedSince[rib] = attachedSince[rib] ?? time
        case .attached(let rib, let parent):
            touch(parent)
            touch(rib)
            if firstParent[rib] == nil && !roots.contains(rib) {
                firstParent[rib] = parent
                childrenInOrder[parent, default: []].append(rib)
            }
            attachedSince[rib] = attachedSince[rib] ?? time
        case .detached(let rib, _):
            closeAttached(rib, at: time)
        case .activated(let rib):
            touch(rib)
            activeSince[rib] = activeSince[rib] ?? time
        case .deactivated(let rib):
            closeActive(rib, at: time)
        case .loaded(let rib):
            mark(rib, .loaded, at: time)
        case .deallocated(let rib):
            closeActive(rib, at: time)
            closeAttached(rib, at: time)
            mark(rib, .deallocated, at: time)
            deallocations[rib] = time
            if trace.rib(rib)?.tracksInteractorDeallocation == true { interactorWaiting[rib] = time }
        case .interactorDeallocated(let rib):
            if let routerGone = interactorWaiting.removeValue(forKey: rib), time > routerGone {
                lanes[rib]?.interactorAfterRouter.append(Timeline.Interval(start: routerGone, end: time, isOpen: false))
            }
        case .stepStarted(let step):
            if let rib = step.rib { mark(rib, .step(step.name), at: time) }
        case .stepFinished, .sharedObjectCreated, .workflowStarted, .workflowEnded, .anomaly:
            break
        }
    }

    /// Marks each finding at the event that shows it, on the lane of the RIB it is about
    /// (or of its workflow step's RIB); returns the markers of the findings about no RIB.
    mutating func mark(_ findings: [TraceFinding]) -> [Timeline.Marker] {
        var unplaced: [Timeline.Marker] = []
        for finding in findings {
            let marker = Timeline.Marker(time: finding.event.time, kind: .anomaly(finding.description))
            if let rib = finding.rib ?? finding.step?.rib {
                mark(rib, marker.kind, at: marker.time)
            } else {
                unplaced.append(marker)
            }
        }
        return unplaced
    }

    /// The lanes, depth first from the roots, then RIBs never attached, in first-seen order.
    func lanes(endingAt end: UInt64, liveTreeStays: [RibID: [LiveTreeStay]]) -> [Timeline.Lane] {
        var finished = lanes
        for (rib, stays) in liveTreeStays {
            finished[rib]?.inLiveTree = stays.map { Timeline.Interval(start: $0.start, end: $0.end, isOpen: $0.isOpen) }
        }
        for (rib, start) in attachedSince {
            finished[rib]?.attached.append(Timeline.Interval(start: start, end: end, isOpen: true))
        }
        for (rib, start) in activeSince {
            finished[rib]?.active.append(Timeline.Interval(start: start, end: end, isOpen: true))
        }
        for (rib, start) in interactorWaiting where end > start {
            finished[rib]?.interactorAfterRouter.append(Timeline.Interval(start: start, end: end, isOpen: true))
        }
        for (rib, lane) in finished {
            guard let first = lane.inLiveTree.first else { continue }
            let gone = deallocations[rib]
            let alive = Timeline.Interval(start: first.start, end: max(gone ?? end, first.start), isOpen: gone == nil)
            finished[rib]?.aliveOutsideLiveTree = alive.subtracting(lane.inLiveTree).filter { $0.end > $0.start }
        }
        var ordered: [Timeline.Lane] = []
        var placed: Set<RibID> = []
        /// Places `top` and its first-attach subtree, depth first (a stack, not recursion:
        /// a tree can be thousands of levels deep).
        func place(_ top: RibID) {
            var pending = [(rib: top, depth: 0)]
            while let (rib, depth) = pending.popLast() {
                guard placed.insert(rib).inserted, var lane = finished[rib] else { continue }
                lane.depth = depth
                lane.attached.sort { $0.start < $1.start }
                lane.active.sort { $0.start < $1.start }
                lane.markers.sort { $0.time < $1.time }
                ordered.append(lane)
                pending.append(contentsOf: (childrenInOrder[rib] ?? []).reversed().map { ($0, depth + 1) })
            }
        }
        for root in roots { place(root) }
        for rib in seenOrder where firstParent[rib] == nil { place(rib) }
        // RIBs whose first parents form a cycle (A under B, later B under A) are reached
        // from no root: give them top-level lanes.
        for rib in seenOrder { place(rib) }
        return ordered
    }

    private mutating func touch(_ rib: RibID) {
        guard lanes[rib] == nil else { return }
        lanes[rib] = Timeline.Lane(id: rib, name: trace.displayName(of: rib), depth: 0, scope: trace.rib(rib)?.scope)
        seenOrder.append(rib)
    }

    private mutating func mark(_ rib: RibID, _ kind: Timeline.Marker.Kind, at time: UInt64) {
        touch(rib)
        lanes[rib]?.markers.append(Timeline.Marker(time: time, kind: kind))
    }

    private mutating func closeAttached(_ rib: RibID, at time: UInt64) {
        guard let start = attachedSince.removeValue(forKey: rib) else { return }
        lanes[rib]?.attached.append(Timeline.Interval(start: start, end: time, isOpen: false))
    }

    private mutating func closeActive(_ rib: RibID, at time: UInt64) {
        guard let start = activeSince.removeValue(forKey: rib) else { return }
        lanes[rib]?.active.append(Timeline.Interval(start: start, end: time, isOpen: false))
    }
}
