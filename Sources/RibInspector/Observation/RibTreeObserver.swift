import Dispatch

#if canImport(CoreFoundation)
    import CoreFoundation
#endif

/// Turns successive walks of an app's router tree into ``RibEvent``s for a ``RibRecorder``,
/// for RIBs frameworks that offer no attach/detach hook (uber/RIBs-iOS, ModernRIBs).
///
/// The observer knows nothing about those frameworks: you hand it closures that reach the
/// root router, a router's children, its description and its interactor's activity. Each
/// ``sync()`` walks the tree and records what changed since the last one, telling RIBs
/// apart by object identity: two instances of the same router type are two RIBs, and a
/// router detached and attached again keeps its ``RibID``.
///
/// ```swift
/// let observer = RibTreeObserver<any Routing>(
///     recorder: recorder,
///     root: { [weak self] in self?.launchRouter },
///     identity: { $0 },
///     children: { $0.children },
///     describe: { ObservedRib(router: $0, interactor: $0.interactable, isViewful: $0 is ViewableRouting) },
///     isActive: { $0.interactable.isActive }
/// )
/// observer.start()   // syncs every second; or call observer.sync() after each step of a test
/// ```
///
/// ## What one sync records, in this order
/// 1. `deactivated` for RIBs that were active and no longer are, parents before children
///    (a deallocated RIB counts as no longer active: RIBs deactivates it before it goes);
/// 2. for each RIB of the previous walk, parents before children: `detached` when it no
///    longer hangs under the router it hung under; for a router that is gone (its weak
///    reference became `nil`), what RIBs' `Router.deinit` did: `detached` for every child
///    it listed and `deallocated` for the router, then the same for those children that
///    are gone too, in attach order, each before its own children: the order Swift
///    releases them in, since a router's deinit releases its children. (Weak references
///    only tell that a router went since the last sync, not when; deallocations seen by
///    different syncs are in the order of the syncs.) A child that is still alive stays
///    detached. A detached subtree stays intact in RIBs,
///    so only its top is detached; the root's walk no longer reaches the RIBs below it,
///    but the observer keeps walking the subtree from its top while it is alive, so
///    changes inside it and its deallocation are still seen. Interactors that went since
///    the last sync come after all of this, in the order their routers went;
/// 3. for each RIB of this walk, parents before children and siblings in attach order:
///    `built` when it is new (after declaring it to the recorder), `launched` for a root
///    seen active for the first time (a root that is built but not launched yet is only
///    built; without `isActive`, the root is launched when first seen), `attached` for a new parent → child link (a RIB that moved
///    was detached from its old parent in step 2), `activated` when it became active, and
///    `loaded` after its first attach or launch, since RIBs' `attachChild` and
///    `launch(from:)` always load the router.
///
/// This is the order RIBs itself follows for a typical route (`detachChild`, release,
/// build, `attachChild` with its activation and `didLoad`), but a sync only sees the
/// difference between two moments: it cannot know the real order of changes between two
/// walks, their exact times (all of one sync's events carry the sync's time), nor RIBs
/// that were attached and detached between two walks. Call ``sync()`` after each step of
/// a test to see every step.
///
/// ## Threading and memory
/// The observer is `@MainActor`: apps build, attach and detach routers on the main thread
/// (uber/RIBs-iOS marks nothing `@MainActor`; UIKit's conventions keep routing there), so
/// their `children` can only be read safely there. In XCTest, mark the test methods that use it
/// `@MainActor`; in Swift Testing, mark the test `@MainActor`.
///
/// It keeps only weak references to routers and holds them strongly only during a sync,
/// so it never keeps an app's RIBs alive. A router that is deallocated and a new one that
/// happens to get the same address are two RIBs: dead identities are retired before a
/// walk maps new objects.
@MainActor
public final class RibTreeObserver<Node> {
    /// The recorder the observed events go to.
    public let recorder: RibRecorder

    private let currentRoot: () -> Node?
    private let access: NodeAccess<Node>
    private let describe: (Node) -> ObservedRib
    private let interactorOf: ((Node) -> AnyObject)?
    /// Every RIB seen and not yet deallocated, with its state as the trace tells it.
    private var tracked: [ObjectIdentifier: TrackedRib] = [:]
    /// Interactors whose routers are gone and that were still alive at the last sync.
    private var outlivingInteractors: [OutlivingInteractor] = []
    /// The last sync's walk, when the next sync may find that nothing changed by walking
    /// alone.
    private var steadyWalk = SteadyWalk()
    /// The tracked RIBs, parents before children: the order of the last sync's walk.
    private var order: [ObjectIdentifier] = []
    private var timer: RepeatingTimer?
    #if canImport(CoreFoundation)
        private var turns: RunLoopTurnObserver?
        /// A seam for tests: the run loop modes whose turns ``startSyncingEveryRunLoopTurn()``
        /// syncs after, read when it starts.
        var turnModes: CFRunLoopMode = kCFRunLoopCommonModes
    #endif
    /// Takes pictures of the viewful RIBs that appear, once the app installs a screen
    /// source (``captureScreens(options:scheduler:source:)``).
    var screenCapture: ScreenCapture?
    /// A seam for tests: called after each sync the timer of ``start(intervalNanoseconds:)``
    /// or the run loop's turns (``startSyncingEveryRunLoopTurn()``) make, with the events it
    /// recorded.
    var onTimedSync: (([RibEvent.Kind]) -> Void)?
    /// A seam for tests: called on the main queue once a timer that ``stop()`` (or a later
    /// start) ended can sync no more; read when the timer starts.
    var onTimerEnded: (@Sendable () -> Void)?

    /// Creates an observer of the tree below the router `root` returns.
    ///
    /// - Parameters:
    ///   - recorder: The recorder that receives the declarations and events.
    ///   - root: Returns the current root router, or `nil` before launch. It is called at
    ///     every sync, so an app that launches a new root is followed; capture the object
    ///     that owns the root weakly.
    ///   - identity: The object whose identity and lifetime are the RIB's: the router itself
    ///     (`{ $0 }`) when `Node` is a protocol such as RIBs' `Routing`.
    ///   - children: A router's children in attach order (`{ $0.children }`).
    ///   - describe: The name and types to record for a router seen for the first time.
    ///   - isActive: Whether a router's interactor is active (`{ $0.interactable.isActive }`);
    ///     without it, no activation events are recorded.
    ///   - interactor: A router's interactor (`{ $0.interactable }`), held weakly so that its
    ///     deallocation is recorded (`interactorDeallocated`) and an interactor that outlives
    ///     its router shows as a leak, as RIBs' `LeakDetector` would assert; without it,
    ///     only routers are followed.
    public init(
        recorder: RibRecorder,
        root: @escaping () -> Node?,
        identity: @escaping (Node) -> AnyObject,
        children: @escaping (Node) -> [Node],
        describe: @escaping (Node) -> ObservedRib,
        isActive: ((Node) -> Bool)? = nil,
        interactor: ((Node) -> AnyObject)? = nil
    ) {
        self.recorder = recorder
        self.currentRoot = root
        self.access = NodeAccess(identity: identity, children: children, isActive: isActive)
        self.describe = describe
        self.interactorOf = interactor
    }

    /// The RIB identifier the observer gave this router, if a sync has seen it.
    public func ribID(of node: Node) -> RibID? {
        let object = access.identity(node)
        guard let rib = tracked[ObjectIdentifier(object)], rib.object === object else { return nil }
        return rib.id
    }

    /// The live router of a RIB this observer tracks, if it is still alive.
    func liveNode(of rib: RibID) -> Node? {
        tracked.values.first { $0.id == rib }?.object as? Node
    }

    /// The router of a RIB that the last sync saw in the tree (launched, or attached to a
    /// parent), if it is still alive: `nil` for a RIB detached, deallocated or never seen.
    public func attachedNode(of rib: RibID) -> Node? {
        tracked.values.first { $0.id == rib && ($0.parent != nil || $0.isLaunched) }?.object as? Node
    }

    // MARK: - Syncing

    /// Walks the tree now and records what changed since the last sync.
    ///
    /// - Returns: The events recorded, in order; empty when nothing changed.
    @discardableResult
    public func sync() -> [RibEvent.Kind] {
        if steadyWalk.matches(root: currentRoot(), access: access) { return [] }
        var changes = Changes(recorder: recorder)
        // Retire the identities whose objects are gone before any new object is mapped, so
        // a new router at a reused address is a new RIB.
        var retired: [ObjectIdentifier: TrackedRib] = [:]
        for key in order where tracked[key]?.object == nil {
            retired[key] = tracked.removeValue(forKey: key)
        }
        let (forest, rootKey) = walk()
        recordDepartures(retired: retired, forest: forest, into: &changes)
        recordInteractorDeallocations(into: &changes)
        let walkOrder = forest.preorder()
        recordArrivals(in: walkOrder, rootKey: rootKey, forest: forest, into: &changes)
        // Tracked RIBs the walk could not reach keep their place after the walked ones.
        order = walkOrder + order.filter { tracked[$0] != nil && forest.visits[$0] == nil }
        steadyWalk = isSteady(forest, walkOrder: walkOrder, rootKey: rootKey) ? SteadyWalk(forest, order: walkOrder) : SteadyWalk()
        return changes.kinds
    }

    /// Whether the next sync would record nothing from the same walk: every tracked RIB
    /// hangs under the root and is recorded where and as the walk found it, and no
    /// interactor outlives its router.
    private func isSteady(_ forest: ObservedForest<Node>, walkOrder: [ObjectIdentifier], rootKey: ObjectIdentifier?) -> Bool {
        guard let rootKey, forest.tops == [rootKey], order.count == walkOrder.count, outlivingInteractors.isEmpty else { return false }
        return walkOrder.allSatisfy { key in
            guard let visit = forest.visits[key], let rib = tracked[key] else { return false }
            return rib.isSettled(under: visit.parent, isActive: visit.isActive, isRoot: key == rootKey)
        }
    }

    /// Walks from the current root, then from every tracked RIB the root's walk did not
    /// reach (detached subtrees that are still alive), in the last walk's order.
    ///
    /// - Returns: What the walk found, and the current root's key if there is a root.
    private func walk() -> (ObservedForest<Node>, rootKey: ObjectIdentifier?) {
        var forest = ObservedForest<Node>(expectedCount: tracked.count + 16)
        let root = currentRoot()
        let rootKey = root.map { ObjectIdentifier(access.identity($0)) }
        let mayGainParent = { [tracked] (key: ObjectIdentifier) in
            key != rootKey && tracked[key]?.isLaunched != true
        }
        if let root {
            forest.walk(from: root, access: access, mayGainParent: mayGainParent)
        }
        for key in order where forest.visits[key] == nil {
            guard let node = tracked[key]?.object as? Node else { continue }
            forest.walk(from: node, access: access, mayGainParent: mayGainParent)
        }
        return (forest, rootKey)
    }

    /// Deactivations, then detaches and deallocations, in the last walk's order.
    private func recordDepartures(
        retired: [ObjectIdentifier: TrackedRib],
        forest: ObservedForest<Node>,
        into changes: inout Changes
    ) {
        for key in order {
            if let rib = retired[key] {
                if rib.isActive { changes.record(.deactivated(rib.id)) }
            } else if let rib = tracked[key], rib.isActive, forest.visits[key]?.isActive == false {
                changes.record(.deactivated(rib.id))
                tracked[key]?.isActive = false
            }
        }
        let childrenOfRetired = listedChildren(ofRetired: retired)
        for key in order {
            if let rib = retired[key] {
                // A retired parent's deinit records this one's detach and deallocation.
                if let parent = rib.parent, retired[parent] != nil { continue }
                if let parent = rib.parent, let parentRib = tracked[parent] {
                    changes.record(.detached(rib.id, parent: parentRib.id))
                }
                recordDeinit(of: key, retired: retired, childrenOfRetired: childrenOfRetired, into: &changes)
            } else if let rib = tracked[key], let parent = rib.parent, parent != newParent(of: key, rib, in: forest) {
                if let parentRib = tracked[parent] {
                    changes.record(.detached(rib.id, parent: parentRib.id))
                }
                tracked[key]?.parent = nil
            }
        }
    }

    /// The RIBs each retired router listed at the last sync, in attach order.
    private func listedChildren(ofRetired retired: [ObjectIdentifier: TrackedRib]) -> [ObjectIdentifier: [ObjectIdentifier]] {
        var children: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        guard !retired.isEmpty else { return children }
        for key in order {
            guard let parent = (retired[key] ?? tracked[key])?.parent, retired[parent] != nil else { continue }
            children[parent, default: []].append(key)
        }
        return children
    }

    /// Records what RIBs' `Router.deinit` does for a retired router and, through it, for
    /// the retired routers below it, parents first: it detaches every child it lists and
    /// goes, then its children that are gone too go the same way, in attach order, each
    /// with its own children after it. A child that is still alive is left detached.
    ///
    /// Weak references tell only that a router went since the last sync, not when, so this
    /// is the order Swift releases them in: a router's weak references turn `nil` as its
    /// deinit starts, and the deinit releases its children.
    private func recordDeinit(
        of top: ObjectIdentifier,
        retired: [ObjectIdentifier: TrackedRib],
        childrenOfRetired: [ObjectIdentifier: [ObjectIdentifier]],
        into changes: inout Changes
    ) {
        var pending = [top]
        while let key = pending.popLast() {
            guard let rib = retired[key] else { continue }
            let children = childrenOfRetired[key] ?? []
            for child in children {
                if let childRib = retired[child] {
                    changes.record(.detached(childRib.id, parent: rib.id))
                } else if let childRib = tracked[child] {
                    changes.record(.detached(childRib.id, parent: rib.id))
                    tracked[child]?.parent = nil
                }
            }
            changes.record(.deallocated(rib.id))
            if rib.tracksInteractor {
                outlivingInteractors.append(OutlivingInteractor(rib: rib.id, object: rib.interactor))
            }
            pending.append(contentsOf: children.reversed().filter { retired[$0] != nil })
        }
    }

    /// The interactors of deallocated routers that are gone now, in the order their
    /// routers went; the others wait for a later sync.
    private func recordInteractorDeallocations(into changes: inout Changes) {
        guard !outlivingInteractors.isEmpty else { return }
        for interactor in outlivingInteractors where interactor.object == nil {
            changes.record(.interactorDeallocated(interactor.rib))
        }
        outlivingInteractors.removeAll { $0.object == nil }
    }

    /// Where a live tracked RIB hangs now: where the walk found it, or, for a RIB the walk
    /// could not reach, under its old parent if that one was not walked either.
    private func newParent(of key: ObjectIdentifier, _ rib: TrackedRib, in forest: ObservedForest<Node>) -> ObjectIdentifier? {
        if let visit = forest.visits[key] { return visit.parent }
        guard let parent = rib.parent, forest.visits[parent] == nil, tracked[parent] != nil else { return nil }
        return parent
    }

    /// New RIBs, launches, attaches, activations and loads, in this walk's order.
    private func recordArrivals(
        in walkOrder: [ObjectIdentifier],
        rootKey: ObjectIdentifier?,
        forest: ObservedForest<Node>,
        into changes: inout Changes
    ) {
        for key in walkOrder {
            guard let visit = forest.visits[key] else { continue }
            if let known = tracked[key], known.isSettled(under: visit.parent, isActive: visit.isActive, isRoot: key == rootKey) {
                continue
            }
            var rib = tracked[key] ?? declare(visit, of: forest, into: &changes)
            var entered = false
            // `launch(from:)` activates the root: one built and not launched yet is not.
            if key == rootKey, !rib.isLaunched, visit.isActive || !access.observesActivity {
                changes.record(.launched(rib.id))
                rib.isLaunched = true
                entered = true
            }
            if let parent = visit.parent, rib.parent != parent, let parentRib = tracked[parent] {
                changes.record(.attached(rib.id, parent: parentRib.id))
                rib.parent = parent
                entered = true
            }
            if visit.isActive, !rib.isActive {
                changes.record(.activated(rib.id))
                rib.isActive = true
            }
            if entered, !rib.isLoaded {
                changes.record(.loaded(rib.id))
                rib.isLoaded = true
                if rib.isViewful { screenCapture?.ribDidAppear(rib.id) }
            }
            tracked[key] = rib
        }
    }

    private func declare(
        _ visit: ObservedVisit,
        of forest: ObservedForest<Node>,
        into changes: inout Changes
    ) -> TrackedRib {
        let node = forest.node(of: visit)
        let description = describe(node)
        let interactor = interactorOf?(node)
        let id = recorder.declareRib(
            named: description.name,
            routerType: description.routerType,
            interactorType: description.interactorType,
            isViewful: description.isViewful,
            tracksInteractorDeallocation: interactor != nil
        )
        changes.record(.built(id))
        var rib = TrackedRib(id: id, object: visit.object, interactor: interactor, tracksInteractor: interactor != nil)
        rib.isViewful = description.isViewful == true
        return rib
    }

    // MARK: - Driving periodically

    /// Whether a timer started by ``start(intervalNanoseconds:)``, or
    /// ``startSyncingEveryRunLoopTurn()``, is syncing.
    public var isRunning: Bool {
        #if canImport(CoreFoundation)
            timer != nil || turns != nil
        #else
            timer != nil
        #endif
    }

    /// Syncs now, then every `intervalNanoseconds` on the main queue until ``stop()`` or
    /// until the observer is released (keep a strong reference to it, in the app delegate
    /// say). On iOS 16, macOS 13 and later, ``start(interval:)`` takes a `Duration`.
    ///
    /// Intervals below one millisecond are raised to one millisecond. Starting again
    /// replaces the running timer. RIBs attached and detached within one interval are not
    /// seen; a second is a good default for a live app, tests should call ``sync()``.
    public func start(intervalNanoseconds: UInt64 = 1_000_000_000) {
        stop()
        sync()
        timer = RepeatingTimer(intervalNanoseconds: intervalNanoseconds, queue: .main, onCancel: onTimerEnded) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                let events = self.sync()
                self.onTimedSync?(events)
            }
        }
    }

    #if canImport(CoreFoundation)
        /// Syncs now, then at the end of every turn of the main run loop until ``stop()`` or
        /// until the observer is released: every change that lasts one turn is recorded, in
        /// the order of the turns. Call it on the main thread, as an app does from its app
        /// delegate.
        ///
        /// A turn ends when the run loop is about to sleep, having handled the touches,
        /// timers, main-queue blocks and animation frames that were pending. A sync of a tree
        /// that did not change records nothing and costs one walk of the routers, once per
        /// turn: at most the display's frame rate while something animates, nothing while the
        /// app is idle. Starting again replaces the running timer or observer.
        public func startSyncingEveryRunLoopTurn() {
            stop()
            sync()
            turns = RunLoopTurnObserver(mode: turnModes) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let events = self.sync()
                    self.onTimedSync?(events)
                }
            }
        }
    #endif

    /// Stops the timer ``start(intervalNanoseconds:)`` started, or the syncing of
    /// ``startSyncingEveryRunLoopTurn()``. Explicit ``sync()`` calls still work.
    public func stop() {
        timer = nil
        #if canImport(CoreFoundation)
            turns = nil
        #endif
    }
}

extension RibTreeObserver where Node: AnyObject {
    /// Creates an observer of the tree below the router `root` returns, for a `Node` that
    /// is a class: the node itself is the RIB's identity.
    ///
    /// See ``init(recorder:root:identity:children:describe:isActive:interactor:)`` for the parameters.
    public convenience init(
        recorder: RibRecorder,
        root: @escaping () -> Node?,
        children: @escaping (Node) -> [Node],
        describe: @escaping (Node) -> ObservedRib,
        isActive: ((Node) -> Bool)? = nil,
        interactor: ((Node) -> AnyObject)? = nil
    ) {
        self.init(
            recorder: recorder,
            root: root,
            identity: { $0 },
            children: children,
            describe: describe,
            isActive: isActive,
            interactor: interactor
        )
    }
}

/// What the observer knows about one RIB it has seen: what the trace says about it so far.
private struct TrackedRib {
    let id: RibID
    /// The router; `nil` once it is deallocated.
    weak var object: AnyObject?
    /// The router's interactor, when the observer follows interactors.
    weak var interactor: AnyObject?
    /// Whether the trace declares that this RIB's interactor is followed.
    var tracksInteractor = false
    /// The router it hangs under, as last recorded.
    var parent: ObjectIdentifier?
    var isActive = false
    var isLoaded = false
    var isLaunched = false
    /// Whether the RIB owns a view, so that its picture can be taken.
    var isViewful = false

    init(id: RibID, object: AnyObject, interactor: AnyObject?, tracksInteractor: Bool) {
        self.id = id
        self.object = object
        self.interactor = interactor
        self.tracksInteractor = tracksInteractor
    }

    /// Whether the trace already shows the RIB where and as a walk found it, so there is
    /// nothing to record.
    func isSettled(under walkedParent: ObjectIdentifier?, isActive walkedActive: Bool, isRoot: Bool) -> Bool {
        parent == walkedParent && isActive == walkedActive && (isLaunched || !isRoot)
    }
}

/// Records events and keeps them for ``RibTreeObserver/sync()``'s result.
private struct Changes {
    let recorder: RibRecorder
    private(set) var kinds: [RibEvent.Kind] = []

    init(recorder: RibRecorder) {
        self.recorder = recorder
    }

    mutating func record(_ kind: RibEvent.Kind) {
        recorder.record(kind)
        kinds.append(kind)
    }
}

/// The interactor of a deallocated router, watched until it goes too.
private struct OutlivingInteractor {
    let rib: RibID
    weak var object: AnyObject?
}
