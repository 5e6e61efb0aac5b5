import RIBs

// MARK: - Child RIB: needs a name, which no ancestor's scope has.

protocol ChildDependency: Dependency {
    var name: String { get }
}

final class ChildComponent: Component<ChildDependency> {
    fileprivate var name: String { dependency.name }
}

protocol ChildBuildable: Buildable {
    func build(withListener listener: ChildListener) -> ChildRouting
}

final class ChildBuilder: Builder<ChildDependency>, ChildBuildable {
    override init(dependency: ChildDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ChildListener) -> ChildRouting {
        let component = ChildComponent(dependency: dependency)
        let viewController = ChildViewController()
        let interactor = ChildInteractor(presenter: viewController, name: component.name)
        interactor.listener = listener
        return ChildRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ChildRouting: ViewableRouting {}

protocol ChildListener: AnyObject {
    func requestFromChildRIB()
}

protocol ChildInteractable: Interactable {
    var router: ChildRouting? { get set }
    var listener: ChildListener? { get set }
}

final class ChildRouter: ViewableRouter<ChildInteractable, ViewControllable>, ChildRouting {}

final class ChildInteractor: PresentableInteractor<ChildPresentable>, ChildInteractable {
    weak var router: ChildRouting?
    weak var listener: ChildListener?

    init(presenter: ChildPresentable, name: String) {
        super.init(presenter: presenter)
    }
}
