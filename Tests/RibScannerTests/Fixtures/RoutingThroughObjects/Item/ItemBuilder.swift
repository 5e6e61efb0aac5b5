import RIBs

protocol ItemDependency: Dependency {}

final class ItemComponent: Component<ItemDependency> {}

protocol ItemBuildable: Buildable {
    func build(withListener listener: ItemListener) -> ViewableRouting
}

final class ItemBuilder: Builder<ItemDependency>, ItemBuildable {
    func build(withListener listener: ItemListener) -> ViewableRouting {
        _ = ItemComponent(dependency: dependency)
        let viewController = ItemViewController()
        let interactor = ItemInteractor(presenter: viewController)
        interactor.listener = listener
        return ItemRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ItemListener: AnyObject {}

final class ItemInteractor: PresentableInteractor<ItemPresentable> {
    weak var listener: ItemListener?
}

final class ItemRouter: ViewableRouter<ItemInteractable, ItemViewControllable> {}
