import RIBs

/// Routing that several routers share: they hold the builders, the extension builds and
/// attaches.
protocol BrowsingRouting: ViewableRouting {
    var bookBuilder: BookBuildable { get }
    var authorBuilder: AuthorBuildable { get }
}

extension BrowsingRouting {
    func routeToBook(id: String) {
        let router = bookBuilder.build(bookID: id)
        attachChild(router)
        viewControllable.uiviewController.show(router.viewControllable.uiviewController, sender: nil)
    }

    func routeToAuthor(named name: String) {
        attachChild(authorBuilder.build(withListener: nil, name: name))
    }
}
