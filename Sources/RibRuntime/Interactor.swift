import RibInspector

/// The activeness of an interactor's scope: whether it is active, and how to follow it.
public protocol InteractorScope: AnyObject {
    /// Whether the interactor is active: true from its RIB's attachment (or launch) to its
    /// detachment.
    var isActive: Bool { get }

    /// Follows the interactor's activeness: calls `observer` at once with the current value,
    /// then with each change, for as long as the returned observation is kept.
    ///
    /// It is RIBs' `isActiveStream` (which replays its last value) without Rx or Combine.
    ///
    /// ```swift
    /// activeness = interactor.observeActiveness { isActive in
    ///     print(isActive ? "attached" : "detached")
    /// }
    /// ```
    func observeActiveness(_ observer: @escaping (Bool) -> Void) -> ActivenessObservation
}

/// The base protocol of every interactor: what a router drives.
///
/// Your RIB's interactable protocol refines it with the listeners of its children:
///
/// ```swift
/// protocol LoggedInInteractable: Interactable, OffGameListener, GameListener {
///     var router: LoggedInRouting? { get set }
///     var listener: LoggedInListener? { get set }
/// }
/// ```
public protocol Interactable: InteractorScope {
    /// Makes the interactor active.
    ///
    /// - Note: The router calls it when its RIB is attached or launched. Application code
    ///   should never call it.
    func activate()

    /// Makes the interactor resign active.
    ///
    /// - Note: The router calls it when its RIB is detached. Application code should never
    ///   call it.
    func deactivate()
}

/// The base class of interactors: one RIB's business logic, which runs only while the RIB
/// is attached.
///
/// The router drives its lifecycle. When the router is attached to its parent (or
/// launched), the interactor becomes active and ``didBecomeActive()`` runs; when the router
/// is detached, ``willResignActive()`` runs and the interactor becomes inactive.
///
/// ```swift
/// final class LoggedInInteractor: Interactor, LoggedInInteractable {
///     weak var router: LoggedInRouting?
///     weak var listener: LoggedInListener?
///
///     override func didBecomeActive() {
///         super.didBecomeActive()
///         router?.routeToOffGame()
///     }
/// }
/// ```
///
/// ## Recording
///
/// Once a router owns the interactor, each activation records `activated` and each
/// deactivation `deactivated` for that router's RIB, whoever calls them, until the router
/// is deallocated; the interactor's own deallocation records `interactorDeallocated`, so an
/// interactor that a closure keeps alive after its router is gone shows as a leak.
open class Interactor: Interactable {
    /// Whether the interactor is active.
    public final private(set) var isActive = false

    /// Where activation and deactivation are recorded; set by the owning router, cleared
    /// when the router is deallocated.
    var recording: RibRecording?
    /// Where the interactor's own deallocation is recorded; set by the owning router and
    /// kept after the router is gone.
    var deallocationRecording: RibRecording?

    private var observers: [(id: Int, observer: (Bool) -> Void)] = []
    private var nextObserverID = 0

    /// Creates an inactive interactor.
    public init() {}

    /// Makes the interactor active: marks it active, records `activated`, tells the
    /// activeness observers, then calls ``didBecomeActive()``. Does nothing if it is active.
    ///
    /// Observers run before `didBecomeActive`, as in RIBs: a re-attached router reactivates
    /// its subtree (an observer) before its own interactor's `didBecomeActive` runs.
    ///
    /// - Note: The router calls it when its RIB is attached or launched. Application code
    ///   should never call it.
    public final func activate() {
        guard !isActive else { return }
        isActive = true
        recording?.record { .activated($0) }
        notifyObservers(true)
        didBecomeActive()
    }

    /// Called when the interactor has become active, each time its RIB is attached.
    ///
    /// Override it to start subscriptions and set up state, or to route to the first
    /// child. The default implementation does nothing.
    open func didBecomeActive() {}

    /// Makes the interactor resign active: calls ``willResignActive()`` first, then marks it
    /// inactive, records `deactivated` and tells the activeness observers. Does nothing if
    /// it is inactive.
    ///
    /// - Note: The router calls it when its RIB is detached. Application code should never
    ///   call it.
    public final func deactivate() {
        guard isActive else { return }
        willResignActive()
        isActive = false
        recording?.record { .deactivated($0) }
        notifyObservers(false)
    }

    /// Called when the interactor is about to resign active, each time its RIB is detached.
    ///
    /// Override it to stop subscriptions and release resources. A viewless RIB removes the
    /// views it presented here. The default implementation does nothing.
    open func willResignActive() {}

    /// Follows the interactor's activeness: calls `observer` at once with the current value,
    /// then with each change, for as long as the returned observation is kept.
    public final func observeActiveness(_ observer: @escaping (Bool) -> Void) -> ActivenessObservation {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, observer))
        let observation = ActivenessObservation { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
        observer(isActive)
        return observation
    }

    /// Tells the observers registered now, in registration order, skipping any removed
    /// meanwhile, and stopping if an observer changed the activeness again (the newer
    /// change has been reported by then).
    private func notifyObservers(_ value: Bool) {
        for (id, observer) in observers {
            guard isActive == value else { return }
            guard observers.contains(where: { $0.id == id }) else { continue }
            observer(value)
        }
    }

    deinit {
        if isActive {
            deactivate()
        }
        deallocationRecording?.record { .interactorDeallocated($0) }
    }
}
