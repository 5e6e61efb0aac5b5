import RIBs

protocol DetailDependency: Dependency {
    var session: SessionStream { get }
}

final class DetailComponent: Component<DetailDependency> {}

// MARK: - Builder

protocol DetailBuildable: Buildable {
    func build(withListener listener: DetailListener) -> DetailRouting
}

final class DetailBuilder: Builder<DetailDependency>, DetailBuildable {
    override init(dependency: DetailDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: DetailListener) -> DetailRouting {
        let component = DetailComponent(dependency: dependency)
        let interactor = DetailInteractor.init(session: component.dependency.session)
        interactor.listener = listener
        let router: DetailRouter = .init(interactor: interactor)
        return router
    }
}
