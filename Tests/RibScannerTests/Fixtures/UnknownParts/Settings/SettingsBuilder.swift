import RIBs

protocol SettingsDependency: Dependency {}

final class SettingsComponent: Component<SettingsDependency> {}

protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> ViewableRouting
}

/// The router comes from a factory shared with the tablet layout.
final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuildable {
    func build(withListener listener: SettingsListener) -> ViewableRouting {
        let component = SettingsComponent(dependency: dependency)
        let interactor = SettingsInteractor(component: component)
        interactor.listener = listener
        return SettingsRouterFactory.makeRouter(interactor: interactor)
    }
}
