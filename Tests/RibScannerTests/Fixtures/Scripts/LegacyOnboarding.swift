import ModernRIBs

protocol `Legacy Onboarding Dependency`: Dependency {}

final class `Legacy Onboarding Component`: Component<`Legacy Onboarding Dependency`> {}

final class `Legacy Onboarding Builder`: Builder<`Legacy Onboarding Dependency`> {
    func build() -> Routing {
        let component = `Legacy Onboarding Component`(dependency: dependency)
        return `Legacy Onboarding Router`(interactor: `Legacy Onboarding Interactor`(component: component))
    }
}

final class `Legacy Onboarding Router`: Router<`Legacy Onboarding Interactor`> {}

final class `Legacy Onboarding Interactor`: Interactor {}
