import RIBs

final class SearchRouter: ViewableRouter<SearchInteractable, SearchViewControllable>, BrowsingRouting {
    let bookBuilder: BookBuildable
    let authorBuilder: AuthorBuildable

    init(interactor: SearchInteractable, viewController: SearchViewControllable, bookBuilder: BookBuildable, authorBuilder: AuthorBuildable) {
        self.bookBuilder = bookBuilder
        self.authorBuilder = authorBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Search shows an author's name only: its own implementation replaces the shared one,
    /// so it never attaches the author screen.
    func routeToAuthor(named name: String) {
        viewControllable.uiviewController.title = name
    }
}
