import ModernRIBs

/// A router no builder creates any more.
final class LegacyRouter: ViewableRouter<Interactable, ViewControllable> {
    private let settingsBuilder: SettingsBuildable

    init(settingsBuilder: SettingsBuildable) {
        self.settingsBuilder = settingsBuilder
        super.init(interactor: LegacyInteractor(), viewController: LegacyViewController())
    }
}
