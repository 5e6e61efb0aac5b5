import RIBs

/// The search feature's demo app: a launch RIB that shows the feature alone.
protocol PreviewDependency: Dependency {}

final class AppComponent: Component<EmptyDependency>, PreviewDependency {}

final class PreviewBuilder: Builder<PreviewDependency> {
    func build() -> LaunchRouting {
        let viewController = PreviewViewController()
        return PreviewRouter(interactor: PreviewInteractor(presenter: viewController), viewController: viewController)
    }
}

final class PreviewRouter: LaunchRouter<PreviewInteractor, PreviewViewControllable> {}

final class PreviewInteractor: PresentableInteractor<PreviewPresentable> {}
