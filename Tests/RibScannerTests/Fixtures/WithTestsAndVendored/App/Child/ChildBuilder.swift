import RIBs

protocol ChildDependency: Dependency {}

final class ChildComponent: Component<ChildDependency> {}

protocol ChildBuildable: Buildable {
    func build(withListener listener: ChildListener) -> ChildRouting
}

protocol ChildListener: AnyObject {}

protocol ChildRouting: Routing {}

final class ChildBuilder: Builder<ChildDependency>, ChildBuildable {
    func build(withListener listener: ChildListener) -> ChildRouting {
        let component = ChildComponent(dependency: dependency)
        let interactor = ChildInteractor(component: component)
        interactor.listener = listener
        return ChildRouter(interactor: interactor)
    }
}

final class ChildRouter: Router<ChildInteractor>, ChildRouting {}

final class ChildInteractor: Interactor {
    weak var listener: ChildListener?

    init(component: ChildComponent) {
        super.init()
    }
}
