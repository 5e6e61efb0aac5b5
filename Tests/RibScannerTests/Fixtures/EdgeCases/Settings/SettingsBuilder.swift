import ModernRIBs

protocol SettingsDependency: Dependency {}

final class SettingsBuilder: Builder<SettingsDependency> {
    func build(withListener listener: SettingsListener, section: Int = 0) -> ViewableRouting {
        let viewController = SettingsViewController()
        let interactor = SettingsInteractor(presenter: viewController)
        interactor.listener = listener
        return SettingsRouter(interactor: interactor, viewController: viewController)
    }
}

protocol SettingsListener: AnyObject {}

final class SettingsInteractor: PresentableInteractor<SettingsPresentable>, SettingsInteractable {
    weak var listener: SettingsListener?
}

final class SettingsRouter: ViewableRouter<SettingsInteractable, ViewControllable> {}
