import RIBs

protocol ShelfInteractable: Interactable {}
protocol ShelfViewControllable: ViewControllable {}

final class ShelfRouter: WindowLaunchRouter<ShelfInteractable, ShelfViewControllable>, BrowsingRouting {
    let bookBuilder: BookBuildable
    let authorBuilder: AuthorBuildable
    private let searchBuilder: SearchBuildable

    init(
        interactor: ShelfInteractable, viewController: ShelfViewControllable, searchBuilder: SearchBuildable, bookBuilder: BookBuildable,
        authorBuilder: AuthorBuildable
    ) {
        self.searchBuilder = searchBuilder
        self.bookBuilder = bookBuilder
        self.authorBuilder = authorBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToSearch() {
        attachChild(searchBuilder.build())
    }
}
