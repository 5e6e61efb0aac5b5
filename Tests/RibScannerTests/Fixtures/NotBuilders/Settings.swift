import RIBs

protocol SettingsDependency: Dependency {}

/// Written before the team used Buildable.
protocol SettingsBuilding: AnyObject {
    func build() -> Routing
}

final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuilding {
    func build() -> Routing {
        SettingsRouter(interactor: SettingsInteractor())
    }
}

final class SettingsRouter: Router<SettingsInteractor> {}

final class SettingsInteractor: Interactor {}
