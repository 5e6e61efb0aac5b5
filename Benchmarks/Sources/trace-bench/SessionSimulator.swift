import RibInspector

/// Plays a long, realistic RIBs session into a recorder: a deep tree whose RIBs are built,
/// attached, activated, loaded, detached, re-attached and deallocated, with shared objects
/// and deep-link workflows, every step valid by RIBs' rules. Seeded, so every run writes
/// the same trace.
struct SessionSimulator {
    private var random: SplitMix64
    private let recorder: RibRecorder
    private let clock: ManualClock

    private var parent: [RibID: RibID] = [:]
    private var children: [RibID: [RibID]] = [:]
    /// RIBs in the live tree, for picking one at random.
    private var attached = IndexedSet()
    /// Tops of detached subtrees that may be attached again.
    private var detached: [RibID] = []
    private var scopes: [ScopeID] = []
    private var scopeOfRib: [RibID: ScopeID] = [:]
    private let root: RibID

    private static let typicalTreeSize = 400
    private static let maximumDepth = 15

    private static let names = [
        "LoggedOut", "LoggedIn", "OffGame", "TicTacToe", "BasicScoreBoard", "TransportHome", "Confirmation",
        "RequestRide", "PaymentMethods", "AddCard", "Profile", "Settings", "Notifications", "HelpCenter",
        "TripDetails", "DriverRating", "Promotions", "Wallet", "Receipt", "Map", "Search", "Destination",
        "Pickup", "VehicleSelection", "Surge", "Onboarding", "PhoneVerification", "Camera", "Chat", "Safety",
    ]

    init(seed: UInt64, recorder: RibRecorder, clock: ManualClock) {
        random = SplitMix64(seed: seed)
        self.recorder = recorder
        self.clock = clock
        let scope = recorder.declareScope(named: "Root", componentType: "RootComponent")
        scopes.append(scope)
        root = recorder.declareRib(
            named: "Root", routerType: "RootRouter", interactorType: "RootInteractor",
            builderType: "RootBuilder", isViewful: true, scope: scope)
        scopeOfRib[root] = scope
    }

    /// Records events until the recorder holds at least `count`.
    mutating func run(events count: UInt64) {
        record(.built(root))
        record(.launched(root))
        record(.activated(root))
        record(.loaded(root))
        attached.insert(root)
        while recorder.eventCount < count {
            // Grow the tree to a few hundred live RIBs, then churn around that size.
            let attachShare = attached.count < Self.typicalTreeSize ? 50 : 30
            let roll = random.next(below: 100)
            switch roll {
            case 0..<attachShare: attachNewChild()
            case 0..<80: detachSubtree()
            case 80..<88: reattach()
            case 88..<94: share()
            default: runWorkflow()
            }
        }
    }

    private mutating func record(_ kind: RibEvent.Kind) {
        clock.advance(by: .nanoseconds(Int64(1_000 + random.next(below: 4_000_000))))
        recorder.record(kind)
    }

    /// A parent for a new child: a random live RIB, then up to two random steps down, so
    /// the tree grows deep (but not deeper than apps do).
    private mutating func pickDeepParent() -> RibID {
        var rib = attached.element(at: random.next(below: attached.count))
        for _ in 0..<random.next(below: 3) {
            guard let kids = children[rib], !kids.isEmpty else { break }
            rib = kids[random.next(below: kids.count)]
        }
        // Apps rarely nest RIBs more than about fifteen deep.
        while depth(of: rib) >= Self.maximumDepth, let up = parent[rib] { rib = up }
        return rib
    }

    private mutating func attachNewChild() {
        let parentRib = pickDeepParent()
        let name = Self.names[random.next(below: Self.names.count)]
        var scope = scopeOfRib[parentRib] ?? scopes[0]
        if random.next(below: 4) == 0 {
            scope = recorder.declareScope(named: name, componentType: "\(name)Component", parent: scope)
            scopes.append(scope)
        }
        let isAdapted = random.next(below: 10) == 0
        let rib = recorder.declareRib(
            named: name,
            routerType: "\(name)Router",
            interactorType: "\(name)Interactor",
            builderType: isAdapted ? nil : "\(name)Builder",
            adapterType: isAdapted ? "\(name)Adapter" : nil,
            isViewful: random.next(below: 3) != 0,
            scope: scope
        )
        scopeOfRib[rib] = scope
        record(.built(rib))
        attach(rib, to: parentRib)
        record(.loaded(rib))
    }

    private mutating func attach(_ rib: RibID, to parentRib: RibID) {
        record(.attached(rib, parent: parentRib))
        parent[rib] = parentRib
        children[parentRib, default: []].append(rib)
        for member in subtree(of: rib) {
            attached.insert(member)
            record(.activated(member))
        }
    }

    private mutating func detachSubtree() {
        guard attached.count > 1 else { return }
        var rib = attached.element(at: random.next(below: attached.count))
        if rib == root { return }
        // Detach small subtrees, as apps do: walk down until at most three RIBs hang below.
        while subtree(of: rib).count > 3, let kids = children[rib], !kids.isEmpty {
            rib = kids[random.next(below: kids.count)]
        }
        guard let parentRib = parent[rib] else { return }
        let members = subtree(of: rib)
        for member in members.reversed() {
            record(.deactivated(member))
            attached.remove(member)
        }
        record(.detached(rib, parent: parentRib))
        parent[rib] = nil
        children[parentRib]?.removeAll { $0 == rib }
        if random.next(below: 5) == 0, detached.count < 50 {
            detached.append(rib)
        } else {
            deallocate(rib)
        }
    }

    /// Deallocates a detached subtree from the top down, as releasing its top would.
    private mutating func deallocate(_ rib: RibID) {
        let kids = children[rib] ?? []
        record(.deallocated(rib))
        children[rib] = nil
        scopeOfRib[rib] = nil
        for kid in kids {
            parent[kid] = nil
            deallocate(kid)
        }
    }

    private mutating func reattach() {
        guard !detached.isEmpty else { return }
        let rib = detached.remove(at: random.next(below: detached.count))
        attach(rib, to: pickDeepParent())
    }

    private mutating func share() {
        let scope = scopes[random.next(below: scopes.count)]
        let objects = ["scoreStream", "mutableScoreStream", "rideRequestStream", "paymentProvider", "locationStream"]
        recorder.record(.sharedObjectCreated(objects[random.next(below: objects.count)], scope: scope))
    }

    private mutating func runWorkflow() {
        let workflow = recorder.declareWorkflow(named: random.next(below: 2) == 0 ? "LaunchGameWorkflow" : "RideDeepLinkWorkflow")
        record(.workflowStarted(workflow))
        let stepNames = ["waitForLogin", "routeToHome", "routeToGame", "showConfirmation"]
        for index in 0..<(2 + random.next(below: 3)) {
            let rib = attached.element(at: random.next(below: attached.count))
            let step = WorkflowStep(workflow: workflow, index: index, name: stepNames[index % stepNames.count], rib: rib)
            record(.stepStarted(step))
            record(.stepFinished(step))
        }
        record(.workflowEnded(workflow, random.next(below: 10) == 0 ? .failed : .completed))
    }

    private func depth(of rib: RibID) -> Int {
        var depth = 0
        var current = rib
        while let up = parent[current] {
            depth += 1
            current = up
        }
        return depth
    }

    private func subtree(of rib: RibID) -> [RibID] {
        var result: [RibID] = []
        var stack = [rib]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: (children[next] ?? []).reversed())
        }
        return result
    }
}

/// A set of RIBs that can also hand out a random member in constant time.
private struct IndexedSet {
    private var elements: [RibID] = []
    private var positions: [RibID: Int] = [:]

    var count: Int { elements.count }

    func element(at index: Int) -> RibID { elements[index] }

    mutating func insert(_ rib: RibID) {
        guard positions[rib] == nil else { return }
        positions[rib] = elements.count
        elements.append(rib)
    }

    mutating func remove(_ rib: RibID) {
        guard let position = positions.removeValue(forKey: rib) else { return }
        let last = elements.removeLast()
        if position < elements.count {
            elements[position] = last
            positions[last] = position
        }
    }
}

/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
