import RIBs

protocol MapDependency: Dependency {}

final class MapComponent: Component<MapDependency>, PinDependency, UserLocationDependency {}

protocol MapBuildable: Buildable {
    func build() -> Routing
}

final class MapBuilder: Builder<MapDependency>, MapBuildable {
    func build() -> Routing {
        let component = MapComponent(dependency: dependency)
        return MapRouter(
            interactor: MapInteractor(),
            pin: PinBuilder(dependency: component),
            userLocation: UserLocationBuilder { UserLocationComponent(dependency: component) }
        )
    }
}

final class MapRouter: Router<MapInteractor> {
    init(interactor: MapInteractor, pin: PinBuildable, userLocation: UserLocationBuildable) {
        super.init(interactor: interactor)
        attachChild(pin.build(withListener: interactor))
        attachChild(userLocation.build(withListener: interactor))
    }
}

final class MapInteractor: Interactor {}

protocol PinDependency: Dependency {}

protocol PinBuildable: Buildable {
    func build() -> Routing
}

final class PinBuilder: Builder<PinDependency>, PinBuildable {
    func build() -> Routing {
        PinRouter(interactor: PinInteractor())
    }
}

final class PinRouter: Router<PinInteractor> {}

final class PinInteractor: Interactor {}
