import RIBs

// MARK: - Parent RIB: holds the adapter as a buildable, never Child's builder.

protocol ParentDependency: Dependency {}

final class ParentComponent: Component<ParentDependency> {}

protocol ParentBuildable: Buildable {
    func build(withListener listener: ParentListener) -> ParentRouting
}

final class ParentBuilder: Builder<ParentDependency>, ParentBuildable {
    func build(withListener listener: ParentListener) -> ParentRouting {
        _ = ParentComponent(dependency: dependency)
        let viewController = ParentViewController()
        let interactor = ParentInteractor(presenter: viewController)
        interactor.listener = listener
        return ParentRouter(interactor: interactor, viewController: viewController, childAdapter: ChildAdapter())
    }
}

protocol ParentRouting: ViewableRouting {
    func routeToChild(name: String)
}

protocol ParentListener: AnyObject {}

protocol ParentInteractable: Interactable, ChildAdapterListener {
    var router: ParentRouting? { get set }
    var listener: ParentListener? { get set }
}

final class ParentRouter: LaunchRouter<ParentInteractable, ViewControllable>, ParentRouting {
    private let childAdapter: ChildAdapterBuildable

    init(interactor: ParentInteractable, viewController: ViewControllable, childAdapter: ChildAdapterBuildable) {
        self.childAdapter = childAdapter
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToChild(name: String) {
        attachChild(childAdapter.build(withListener: interactor, name: name))
    }
}

final class ParentInteractor: PresentableInteractor<ParentPresentable>, ParentInteractable {
    weak var router: ParentRouting?
    weak var listener: ParentListener?

    func request() {}
}

final class AppComponent: Component<EmptyDependency>, ParentDependency {}
