import RIBs

protocol BookDependency: Dependency {
    var catalogName: String { get }
}

/// The book's scope makes its interactor; the builder hands it to the router.
final class BookComponent: Component<BookDependency> {
    var viewController: BookViewController { shared { BookViewController() } }
    var interactor: BookInteractor { shared { BookInteractor(presenter: viewController) } }
}

protocol BookBuildable: Buildable {
    func build(bookID: String) -> ViewableRouting
}

/// A builder without RIBs' `Builder` base class: it keeps its dependency itself.
final class BookBuilder: BookBuildable {
    private let dependency: BookDependency

    init(dependency: BookDependency) {
        self.dependency = dependency
    }

    func build(bookID: String) -> ViewableRouting {
        let component = BookComponent(dependency: dependency)
        return BookRouter(interactor: component.interactor, viewController: component.viewController)
    }
}

protocol BookPresentable: Presentable {}
protocol BookInteractable: Interactable {}
protocol BookViewControllable: ViewControllable {}
final class BookViewController: UIViewController, BookPresentable, BookViewControllable {}
final class BookInteractor: PresentableInteractor<BookPresentable>, BookInteractable {}
final class BookRouter: ViewableRouter<BookInteractable, BookViewControllable> {}
