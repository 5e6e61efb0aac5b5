import RIBs

public protocol SettingsDependency: Dependency {}

public protocol SettingsBuildable: Buildable {
    func build() -> ViewableRouting
}

public final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuildable {
    public func build() -> ViewableRouting {
        let viewController = SettingsViewController()
        return SettingsRouter(interactor: SettingsInteractor(presenter: viewController), viewController: viewController)
    }
}

final class SettingsRouter: ViewableRouter<SettingsInteractor, SettingsViewControllable> {}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable> {}
