import ModernRIBs

protocol 🚀RocketDependency: Dependency {}

final class 🚀RocketComponent: Component<🚀RocketDependency> {}

final class 🚀RocketBuilder: Builder<🚀RocketDependency> {
    func build() -> Routing {
        let component = 🚀RocketComponent(dependency: dependency)
        return 🚀RocketRouter(interactor: 🚀RocketInteractor(component: component))
    }
}

final class 🚀RocketRouter: Router<🚀RocketInteractor> {}

final class 🚀RocketInteractor: Interactor {}
