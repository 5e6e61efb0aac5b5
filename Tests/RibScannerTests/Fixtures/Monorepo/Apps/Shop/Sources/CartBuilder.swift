import RIBs

protocol CartDependency: Dependency {}

final class CartComponent: Component<CartDependency> {}

protocol CartBuildable: Buildable {
    func build() -> Routing
}

final class CartBuilder: Builder<CartDependency>, CartBuildable {
    func build() -> Routing {
        let component = CartComponent(dependency: dependency)
        return CartRouter(interactor: CartInteractor(component: component))
    }
}

final class CartRouter: Router<CartInteractor> {}

final class CartInteractor: Interactor {}
