import RibRuntime

protocol LoggedOutDependency: Dependency {}

protocol LoggedOutListener: AnyObject {
    func didLogin()
}

protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: LoggedOutListener) -> ViewableRouting
}

final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable {
    func build(withListener listener: LoggedOutListener) -> ViewableRouting {
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}

protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

protocol LoggedOutPresentableListener: AnyObject {
    func login()
}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutPresentableListener {
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func login() {
        listener?.didLogin()
    }
}

final class LoggedOutViewController: ViewController, LoggedOutPresentable, ViewControllable {
    weak var listener: LoggedOutPresentableListener?

    func didTapLogin() {
        listener?.login()
    }
}

final class LoggedOutRouter: ViewableRouter<LoggedOutInteractor, LoggedOutViewController> {}
