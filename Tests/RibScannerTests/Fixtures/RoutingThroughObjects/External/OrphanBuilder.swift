import RIBs

protocol OrphanDependency: Dependency {}

final class OrphanComponent: Component<OrphanDependency> {}

/// Built by code outside the scan (the plugin's router): which RIB attaches it is unknown.
final class OrphanBuilder: Builder<OrphanDependency> {
    func build(withListener listener: OrphanListener) -> ViewableRouting {
        _ = OrphanComponent(dependency: dependency)
        let viewController = OrphanViewController()
        let interactor = OrphanInteractor(presenter: viewController)
        interactor.listener = listener
        return OrphanRouter(interactor: interactor, viewController: viewController)
    }
}

protocol OrphanListener: AnyObject {}

final class OrphanInteractor: PresentableInteractor<OrphanPresentable> {
    weak var listener: OrphanListener?
}

final class OrphanRouter: ViewableRouter<OrphanInteractable, OrphanViewControllable> {}
