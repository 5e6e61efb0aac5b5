import OnboardingKit
import RIBs

protocol OnboardingDependency: Dependency {}

final class OnboardingComponent: Component<OnboardingDependency> {}

protocol OnboardingBuildable: Buildable {
    func build() -> ViewableRouting
}

/// The router and its view live in OnboardingKit, a module of its own.
final class OnboardingBuilder: Builder<OnboardingDependency>, OnboardingBuildable {
    func build() -> ViewableRouting {
        let component = OnboardingComponent(dependency: dependency)
        let interactor = OnboardingInteractor()
        return OnboardingKit.OnboardingRouter(interactor: interactor, component: component)
    }
}

final class OnboardingInteractor: Interactor {}
