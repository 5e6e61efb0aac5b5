import RIBs

protocol SearchDependency: Dependency {}

final class SearchComponent: Component<SearchDependency>, MapDependency {}

protocol SearchBuildable: Buildable {
    func build() -> Routing
}

final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {
    func build() -> Routing {
        let component = SearchComponent(dependency: dependency)
        return SearchRouter(interactor: SearchInteractor(), map: MapBuilder(dependency: component))
    }
}

final class SearchRouter: Router<SearchInteractor> {
    init(interactor: SearchInteractor, map: MapBuildable) {
        super.init(interactor: interactor)
        attachChild(map.build(withListener: interactor))
    }
}

final class SearchInteractor: Interactor {}
