import RIBs

protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener) -> LoggedInRouting
}

protocol LoggedInListener: AnyObject {}

protocol LoggedInRouting: Routing {}

final class LoggedInBuilder: ComponentizedBuilder<LoggedInComponent, LoggedInRouting, LoggedInListener, Void>, LoggedInBuildable {
    override func build(with component: LoggedInComponent, _ listener: LoggedInListener) -> LoggedInRouting {
        let interactor = LoggedInInteractor(scoreStream: component.mutableScoreStream)
        interactor.listener = listener
        let offGameBuilder = OffGameBuilder { component.offGameComponent }
        return LoggedInRouter(interactor: interactor, offGameBuilder: offGameBuilder)
    }

    func build(withListener listener: LoggedInListener) -> LoggedInRouting {
        build(withDynamicBuildDependency: listener, dynamicComponentDependency: ())
    }
}

final class LoggedInRouter: Router<LoggedInInteractor>, LoggedInRouting {
    private let offGameBuilder: OffGameBuildable

    init(interactor: LoggedInInteractor, offGameBuilder: OffGameBuildable) {
        self.offGameBuilder = offGameBuilder
        super.init(interactor: interactor)
        attachChild(offGameBuilder.build(withListener: interactor))
    }
}

final class LoggedInInteractor: Interactor {
    weak var listener: LoggedInListener?

    init(scoreStream: MutableScoreStream) {
        super.init()
    }
}
