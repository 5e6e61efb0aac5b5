import RibInspector

/// The base protocol of every router: what a parent router attaches and detaches.
///
/// Your RIB's routing protocol refines it with the routes its interactor asks for:
///
/// ```swift
/// protocol LoggedInRouting: Routing {
///     func routeToOffGame()
///     func routeToGame(with gameBuilder: GameBuildable)
/// }
/// ```
public protocol Routing: AnyObject {
    /// The interactor the router drives.
    var interactable: Interactable { get }

    /// The attached children, in attach order.
    var children: [Routing] { get }

    /// Loads the router: runs `didLoad` the first time, does nothing afterwards.
    ///
    /// - Note: The parent's ``attachChild(_:)`` (or ``LaunchRouter/launch(from:)``) calls it.
    ///   Application code should never call it.
    func load()

    /// Attaches a child router: it becomes active, then loads.
    func attachChild(_ child: Routing)

    /// Detaches a child router: it resigns active and leaves ``children``.
    func detachChild(_ child: Routing)
}

/// The base class of routers whose RIB has no view of its own (a *viewless* RIB), and of
/// all other routers.
///
/// A router holds its RIB's children and attaches and detaches them as its interactor asks.
/// It drives its interactor's lifecycle: the interactor is active exactly while the router
/// is attached (or launched). Build children with their builders, never directly.
///
/// ```swift
/// final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
///     func routeToGame(with gameBuilder: GameBuildable) {
///         detachCurrentChild()
///         let game = gameBuilder.build(withListener: interactor)
///         currentChild = game
///         attachChild(game)
///     }
/// }
/// ```
///
/// ## Lifecycle, as in RIBs
///
/// - ``attachChild(_:)``: appends the child to ``children``, activates its interactor,
///   then loads it. Activation comes first because routers attach their permanent
///   children in ``didLoad()``.
/// - ``detachChild(_:)``: deactivates the child's interactor, then removes it from
///   ``children``. The child keeps its own children.
/// - When its interactor resigns active, a loaded router deactivates every interactor of
///   its subtree, and reactivates them when it becomes active again (RIBs'
///   `bindSubtreeActiveState`). So a detached subtree stays intact and inactive, and comes
///   back active when re-attached.
/// - `deinit`: deactivates the interactor, then detaches every child in one loop; the
///   children that nothing else holds are released once all are detached.
///
/// ## Recording
///
/// A router created while a ``RibRecorder`` is current declares its RIB (named after the
/// type without `Router`: `LoggedIn` for `LoggedInRouter`) and records `built`. It then
/// records `attached` and `detached` for its children, `loaded` when it loads, and
/// `deallocated` at the end of `deinit`; its interactor records `activated` and
/// `deactivated`. Calls RIBs asserts on are recorded as anomalies and leave ``children``
/// unchanged (see ``attachChild(_:)`` and ``detachChild(_:)``).
/// A router created while no recorder is current records nothing and works the same,
/// until it is attached to a router that records: then it joins that recording (see
/// ``attachChild(_:)``).
///
/// ## Threading
///
/// Routers, interactors, components and workflows are neither `Sendable` nor bound to an
/// actor: a RIB tree stays in the isolation domain that built it (the main actor in an
/// app, one test in a test run), and Swift 6 keeps other domains from using it. That is
/// the confinement RIBs gets from `@MainActor`, without making every test and scripted
/// session `async`, and `deinit` can detach the children synchronously, as in RIBs.
open class Router<InteractorType>: Routing {
    /// The interactor the router drives, with the type the RIB declares.
    public let interactor: InteractorType

    /// The same interactor, as the runtime drives it.
    public let interactable: Interactable

    /// The attached children, in attach order.
    public final private(set) var children: [Routing] = []

    /// Where this RIB's events are recorded, if a recorder was current at `init`.
    private(set) var recording: RibRecording?
    /// The router this one is attached to, if any.
    weak var parentRouter: AnyObject?
    /// Whether this router was launched as a root.
    var isLaunched = false

    private var didLoadFlag = false
    private var isDeallocating = false
    private var subtreeActiveness: ActivenessObservation?

    /// Creates a router for an interactor and, if a recorder is current, declares its RIB.
    ///
    /// - Parameter interactor: The RIB's interactor. It must conform to ``Interactable``;
    ///   the program stops with a message otherwise, as in RIBs.
    public init(interactor: InteractorType) {
        self.interactor = interactor
        guard let interactable = interactor as? Interactable else {
            fatalError("\(interactor) should conform to \(Interactable.self)")
        }
        self.interactable = interactable
        let recorder = RibRecorder.current
        let origin = BuildContext.current.claim(by: recorder)
        guard let recorder else { return }
        declare(in: recorder, origin: origin).record { .built($0) }
    }

    /// Declares the RIB in `recorder` and starts recording its router and interactor there.
    private func declare(in recorder: RibRecorder, origin: BuildContext.Origin) -> RibRecording {
        let rib = recorder.declareRib(
            named: TypeNames.partName(of: Self.self, removing: "Router"),
            routerType: TypeNames.name(of: Self.self),
            interactorType: TypeNames.name(of: type(of: interactable)),
            builderType: origin.builderType,
            adapterType: origin.adapterType,
            isViewful: self is ViewableRouting,
            scope: origin.scope,
            tracksInteractorDeallocation: interactable is Interactor
        )
        let recording = RibRecording(recorder: recorder, rib: rib)
        self.recording = recording
        (interactable as? Interactor)?.recording = recording
        (interactable as? Interactor)?.deallocationRecording = recording
        return recording
    }

    /// The RIB's recording in `recorder`, declaring it there first if the router was
    /// created while no recorder was current: a router built outside `recording { }` and
    /// attached to a recorded one joins that recording, so the trace's tree stays whole.
    ///
    /// A joining RIB's build was not seen, so it has no `built` event and no scope. With a
    /// `parent`, it is recorded as attached to it now (and activated, if it is active).
    /// The routers already attached to a joining one join too, under it. A router that
    /// records to another recorder does not join: naming it would mix two traces.
    func join(_ recorder: RibRecorder, under parent: RibRecording?) -> RibRecording? {
        if let recording, recording.recorder !== recorder { return nil }
        let isJoining = recording == nil
        let joined = recording ?? declare(in: recorder, origin: BuildContext.Origin())
        if let parent {
            parent.record(with: joined) { .attached($1, parent: $0) }
            if isJoining, interactable.isActive { joined.record { .activated($0) } }
        }
        if isJoining {
            for child in children {
                _ = (child as? RouterNode)?.join(recorder, under: joined)
            }
        }
        return joined
    }

    // MARK: - Loading

    /// Loads the router: the first call records `loaded`, runs ``didLoad()`` and, for a
    /// viewful RIB, takes its picture (``ScreenPictures``); later calls do nothing.
    ///
    /// Before `didLoad`, the router starts following its interactor's activeness to keep
    /// its subtree's activeness the same as its own.
    ///
    /// - Note: The parent's ``attachChild(_:)`` (or ``LaunchRouter/launch(from:)``) calls it.
    ///   Application code should never call it.
    public final func load() {
        guard !didLoadFlag else { return }
        didLoadFlag = true
        bindSubtreeActiveState()
        recording?.record { .loaded($0) }
        didLoad()
        if let viewful = self as? ViewableRouting {
            ScreenPictures.capture(viewful.viewControllable.uiviewController)
        }
    }

    /// Called once, when the router is first attached (or launched), after its interactor
    /// became active.
    ///
    /// Override it to attach the children the RIB always has, such as a score board. The
    /// default implementation does nothing.
    open func didLoad() {}

    // MARK: - Children

    /// Attaches a child router.
    ///
    /// In order: the child is appended to ``children`` (recorded as `attached`); its
    /// interactor is activated, even if this router is inactive (as in RIBs); then the
    /// child loads, which runs its ``didLoad()`` the first time.
    ///
    /// A child that is already attached, here or to another router, or that is a launched
    /// root or an ancestor of this router, is not attached again: RIBs asserts on the first
    /// case and builds an impossible tree in the others, so the runtime records
    /// `attachedTwice` and changes nothing.
    ///
    /// A child created while no recorder was current joins this router's recording here:
    /// its RIB is declared (with no `built` event and no scope, since its build was not
    /// seen), and so are the children already attached to it.
    ///
    /// - Parameter child: The router to attach, usually just built by its builder.
    public final func attachChild(_ child: Routing) {
        BuildContext.current.treeDidChange()
        let childNode = child as? RouterNode
        guard !isInTree(child) else {
            recording?.record(with: childNode?.recording) { .anomaly(.attachedTwice($1, parent: $0)) }
            return
        }
        children.append(child)
        childNode?.parentRouter = self
        if let recording {
            _ = childNode?.join(recording.recorder, under: recording)
        }

        // Activate the child before loading it: routers attach permanent children in
        // didLoad, and those need an active parent.
        child.interactable.activate()
        child.load()
    }

    /// Detaches a child router.
    ///
    /// In order: the child's interactor resigns active (and, through the child's own
    /// router, its whole subtree); then the child leaves ``children`` (recorded as
    /// `detached`). Its own children stay attached to it.
    ///
    /// Detaching a router that is not a child records `detachedNonChild` and leaves
    /// ``children`` unchanged. Like RIBs, the runtime still deactivates that router's
    /// interactor, which the trace shows as a `deactivated` event.
    ///
    /// - Parameter child: The router to detach.
    public final func detachChild(_ child: Routing) {
        if !isDeallocating {
            BuildContext.current.treeDidChange()
        }
        let childNode = child as? RouterNode
        guard children.contains(where: { $0 === child }) else {
            recording?.record(with: childNode?.recording) { .anomaly(.detachedNonChild($1, parent: $0)) }
            child.interactable.deactivate()
            return
        }
        child.interactable.deactivate()
        children.removeAll { $0 === child }
        childNode?.parentRouter = nil
        recording?.record(with: childNode?.recording) { .detached($1, parent: $0) }
    }

    /// Whether `child` is already part of a tree this router could reach: attached here or
    /// elsewhere, a launched root, or this router or one of its ancestors.
    private func isInTree(_ child: Routing) -> Bool {
        if children.contains(where: { $0 === child }) { return true }
        if let node = child as? RouterNode, node.parentRouter != nil || node.isLaunched { return true }
        var ancestor: AnyObject? = self
        while let current = ancestor {
            if current === child { return true }
            ancestor = (current as? RouterNode)?.parentRouter
        }
        return false
    }

    // MARK: - Subtree activeness

    /// Keeps the subtree's activeness equal to this router's, as RIBs'
    /// `bindSubtreeActiveState` does: the observer holds the router weakly, so it stops
    /// once the router is being deallocated.
    private func bindSubtreeActiveState() {
        subtreeActiveness = interactable.observeActiveness { [weak self] isActive in
            self?.setSubtreeActive(isActive)
        }
    }

    /// Activates or deactivates every interactor of the subtree that is not in that state
    /// yet, parents before children.
    private func setSubtreeActive(_ isActive: Bool) {
        Self.forEachRouter(inSubtreeOf: self) { router in
            if isActive, !router.interactable.isActive {
                router.interactable.activate()
            } else if !isActive, router.interactable.isActive {
                router.interactable.deactivate()
            }
        }
    }

    private static func forEachRouter(inSubtreeOf root: Routing, _ body: (Routing) -> Void) {
        body(root)
        for child in root.children {
            forEachRouter(inSubtreeOf: child, body)
        }
    }

    // MARK: - Deallocation

    /// Deactivates the interactor, detaches all children (then releases them, see
    /// `detachAllChildren`) and records `deallocated`. A router
    /// released in the middle of a build leaves that build's pending components alone.
    /// Its interactor stops recording its activity: if something keeps it and activates it
    /// later, the trace does not name a deallocated RIB. It still records its own
    /// deallocation, whenever that comes, so a leaked interactor shows.
    deinit {
        isDeallocating = true
        interactable.deactivate()
        detachAllChildren()
        recording?.record { .deallocated($0) }
        (interactable as? Interactor)?.recording = nil
    }

    /// Detaches every child in one loop over the list as it was, as RIBs' `deinit` does:
    /// the loop's copy of the list holds the children until it ends, so every child is
    /// detached before any is released, and those that nothing else holds are then
    /// released (and record their deallocation) in attach order.
    private func detachAllChildren() {
        for child in children {
            detachChild(child)
        }
    }
}

/// What a router knows about its place in a tree and its recording: every ``Router``.
protocol RouterNode: AnyObject {
    var recording: RibRecording? { get }
    func join(_ recorder: RibRecorder, under parent: RibRecording?) -> RibRecording?
    var parentRouter: AnyObject? { get set }
    var isLaunched: Bool { get }
}

extension Router: RouterNode {}
