@testable import RibInspector

/// A router as the observer sees one: a class with children and an active flag, following
/// RIBs' rules for activity (attaching activates the child's subtree, detaching
/// deactivates it).
final class FakeRouter {
    let name: String
    /// Its interactor, which it holds strongly as RIBs' routers do.
    let interactor = PlainFakeInteractor()
    private(set) var children: [FakeRouter] = []
    var isActive = false

    init(_ name: String) {
        self.name = name
    }

    func attach(_ child: FakeRouter) {
        children.append(child)
        child.setSubtreeActive(true)
    }

    func detach(_ child: FakeRouter) {
        child.setSubtreeActive(false)
        children.removeAll { $0 === child }
    }

    private func setSubtreeActive(_ active: Bool) {
        isActive = active
        for child in children { child.setSubtreeActive(active) }
    }
}

/// An interactor, for the observer to follow weakly.
final class PlainFakeInteractor {}

/// Owns the root the way an app delegate owns its launch router.
final class FakeApp {
    var root: FakeRouter?

    /// Sets the root and activates it, like `LaunchRouter.launch(from:)`.
    func launch(_ root: FakeRouter) {
        self.root = root
        root.isActive = true
    }
}

/// An observer of `app`'s tree; with `followingInteractors`, of their interactors too.
@MainActor
func makeObserver(for app: FakeApp, recorder: RibRecorder, followingInteractors: Bool = false) -> RibTreeObserver<FakeRouter> {
    RibTreeObserver(
        recorder: recorder,
        root: { [weak app] in app?.root },
        children: { $0.children },
        describe: { ObservedRib(name: $0.name, routerType: "\($0.name)Router") },
        isActive: { $0.isActive },
        interactor: followingInteractors ? { $0.interactor } : nil
    )
}

/// The RIB the trace declares under `name`, if exactly one has it.
func ribID(named name: String, in trace: Trace) -> RibID? {
    let matches = trace.ribs.filter { $0.name == name }
    return matches.count == 1 ? matches.first?.id : nil
}
