import RIBs

protocol SettingsListener: AnyObject {}

protocol SettingsInteractable: Interactable {}

protocol SettingsViewControllable: ViewControllable {}

final class SettingsRouter: ViewableRouter<SettingsInteractable, SettingsViewControllable> {}

enum SettingsRouterFactory {
    static func makeRouter(interactor: SettingsInteractable) -> ViewableRouting {
        let viewController = UIDevice.current.userInterfaceIdiom == .pad ? SettingsSplitViewController() : SettingsViewController()
        return SettingsRouter(interactor: interactor, viewController: viewController)
    }
}

final class SettingsInteractor: Interactor, SettingsInteractable {
    weak var listener: SettingsListener?
    private let component: SettingsComponent

    init(component: SettingsComponent) {
        self.component = component
        super.init()
    }
}
