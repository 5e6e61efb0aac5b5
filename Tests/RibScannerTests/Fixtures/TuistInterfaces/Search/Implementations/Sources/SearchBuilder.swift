import RIBs
import SearchInterfaces

public final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {
    public func build(withListener listener: SearchListener) -> ViewableRouting {
        let viewController = SearchViewController()
        let interactor = SearchInteractor(presenter: viewController)
        interactor.listener = listener
        return SearchRouter(interactor: interactor, viewController: viewController)
    }
}

final class SearchRouter: ViewableRouter<SearchInteractor, SearchViewControllable> {}

final class SearchInteractor: PresentableInteractor<SearchPresentable> {
    weak var listener: SearchListener?
}
