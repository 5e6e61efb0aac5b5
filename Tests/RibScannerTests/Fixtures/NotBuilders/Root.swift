import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, SettingsDependency {
    var settingsBuilder: SettingsBuilding {
        SettingsBuilder(dependency: self)
    }

    var reportBuilder: ReportBuilder {
        ReportBuilder(format: .pdf)
    }
}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            settingsBuilder: component.settingsBuilder,
            reportBuilder: component.reportBuilder
        )
    }
}

final class RootRouter: LaunchRouter<RootInteractor, RootViewControllable> {
    private let settingsBuilder: SettingsBuilding
    private let reportBuilder: ReportBuilder

    init(interactor: RootInteractor, viewController: RootViewControllable, settingsBuilder: SettingsBuilding, reportBuilder: ReportBuilder) {
        self.settingsBuilder = settingsBuilder
        self.reportBuilder = reportBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable> {}

final class AppComponent: Component<EmptyDependency>, RootDependency {}

/// Builds the PDF of a report: not a RIB.
final class ReportBuilder {
    init(format: ReportFormat) {}
}
