import RIBs

protocol HomeDependency: Dependency {}

final class HomeComponent: Component<HomeDependency>, MapDependency {}

protocol HomeBuildable: Buildable {
    func build() -> Routing
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    func build() -> Routing {
        let component = HomeComponent(dependency: dependency)
        return HomeRouter(interactor: HomeInteractor(), map: MapBuilder(dependency: component))
    }
}

final class HomeRouter: Router<HomeInteractor> {
    init(interactor: HomeInteractor, map: MapBuildable) {
        super.init(interactor: interactor)
        attachChild(map.build(withListener: interactor))
    }
}

final class HomeInteractor: Interactor {}
