/// A router as an uber/RIBs-iOS app has them: children it holds strongly, and an
/// interactor whose activity follows RIBs' rules (attaching activates the child's subtree,
/// detaching deactivates it).
public final class AppRouter {
    /// The RIB's name, as the trace shows it.
    public let name: String
    /// The routers attached below this one, in attachment order.
    public private(set) var children: [AppRouter] = []
    /// Whether the router's interactor is active.
    public private(set) var isActive = false

    /// Creates a detached, inactive router.
    public init(_ name: String) {
        self.name = name
    }

    /// Activates the root, as `LaunchRouter.launch(from:)` does.
    public func launch() {
        isActive = true
    }

    /// Attaches a child and activates its subtree.
    public func attachChild(_ child: AppRouter) {
        children.append(child)
        child.setSubtreeActive(true)
    }

    /// Deactivates a child's subtree and detaches it.
    public func detachChild(_ child: AppRouter) {
        child.setSubtreeActive(false)
        children.removeAll { $0 === child }
    }

    private func setSubtreeActive(_ active: Bool) {
        var pending = [self]
        while let router = pending.popLast() {
            router.isActive = active
            pending.append(contentsOf: router.children)
        }
    }
}
