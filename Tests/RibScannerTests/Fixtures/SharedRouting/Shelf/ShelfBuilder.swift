import RIBs

protocol LibraryDependency: Dependency {
    var libraryName: String { get }
}

typealias ShelfDependency = LibraryDependency

final class ShelfComponent: Component<ShelfDependency>, SearchDependency, BookDependency, AuthorDependency {
    var catalogName: String { dependency.libraryName }
}

protocol ShelfBuildable: Buildable {
    func build() -> WindowLaunching
}

final class ShelfBuilder: Builder<ShelfDependency>, ShelfBuildable {
    func build() -> WindowLaunching {
        let component = ShelfComponent(dependency: dependency)
        let viewController = ShelfViewController()
        let interactor = ShelfInteractor(presenter: viewController)
        return ShelfRouter(
            interactor: interactor,
            viewController: viewController,
            searchBuilder: SearchBuilder(dependency: component),
            bookBuilder: BookBuilder(dependency: component),
            authorBuilder: AuthorBuilder(dependency: component))
    }
}

protocol ShelfPresentable: Presentable {}
final class ShelfViewController: UIViewController, ShelfPresentable, ShelfViewControllable {}
final class ShelfInteractor: PresentableInteractor<ShelfPresentable>, ShelfInteractable {}
