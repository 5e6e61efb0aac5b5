import RIBs

protocol UserLocationDependency: Dependency {}

final class UserLocationComponent: Component<UserLocationDependency> {}

struct UserLocationBuildDependency {
    let accuracy: Double
}

protocol UserLocationBuildable: Buildable {
    func build(with dependency: UserLocationBuildDependency) -> Routing
}

final class UserLocationBuilder: ComponentizedBuilder<UserLocationComponent, Routing, UserLocationBuildDependency, Void>, UserLocationBuildable {
    override func build(with component: UserLocationComponent, _ dynamicBuildDependency: UserLocationBuildDependency) -> Routing {
        UserLocationRouter(interactor: UserLocationInteractor(accuracy: dynamicBuildDependency.accuracy))
    }

    func build(with dependency: UserLocationBuildDependency) -> Routing {
        build(withDynamicBuildDependency: dependency, dynamicComponentDependency: ())
    }
}

final class UserLocationRouter: Router<UserLocationInteractor> {}

final class UserLocationInteractor: Interactor {}
