import RIBs

typealias SearchDependency = BrowsingDependency

final class SearchComponent: Component<SearchDependency>, BookDependency, AuthorDependency {}

protocol SearchBuildable: Buildable {
    func build() -> ViewableRouting
}

final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {
    func build() -> ViewableRouting {
        let component = SearchComponent(dependency: dependency)
        let viewController = SearchViewController()
        let interactor = SearchInteractor(presenter: viewController)
        return SearchRouter(
            interactor: interactor, viewController: viewController, bookBuilder: BookBuilder(dependency: component),
            authorBuilder: AuthorBuilder(dependency: component))
    }
}

protocol SearchPresentable: Presentable {}
protocol SearchInteractable: Interactable {}
protocol SearchViewControllable: ViewControllable {}
final class SearchViewController: UIViewController, SearchPresentable, SearchViewControllable {}
final class SearchInteractor: PresentableInteractor<SearchPresentable>, SearchInteractable {}
