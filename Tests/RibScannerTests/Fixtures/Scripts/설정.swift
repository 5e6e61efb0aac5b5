import ModernRIBs

/// 설정 화면: 사용자가 알림과 계정을 관리한다.
protocol 설정Dependency: Dependency {}

final class 설정Component: Component<설정Dependency> {}

protocol 설정Buildable: Buildable {
    func build(withListener listener: 설정Listener) -> ViewableRouting
}

protocol 설정Listener: AnyObject {}

final class 설정Builder: Builder<설정Dependency>, 설정Buildable {
    func build(withListener listener: 설정Listener) -> ViewableRouting {
        let component = 설정Component(dependency: dependency)
        let viewController = 설정ViewController()
        let interactor = 설정Interactor(presenter: viewController, component: component)
        interactor.listener = listener
        return 설정Router(interactor: interactor, viewController: viewController)
    }
}

final class 설정Router: ViewableRouter<설정Interactor, 설정ViewControllable> {}

final class 설정Interactor: PresentableInteractor<설정Presentable> {
    weak var listener: 설정Listener?
}
