import RibRuntime

protocol RulesDependency: Dependency {}

protocol RulesListener: AnyObject {
    func didCloseRules()
}

protocol RulesBuildable: Buildable {
    func build(withListener listener: RulesListener) -> ViewableRouting
}

final class RulesBuilder: Builder<RulesDependency>, RulesBuildable {
    func build(withListener listener: RulesListener) -> ViewableRouting {
        let viewController = RulesViewController()
        let interactor = RulesInteractor(presenter: viewController)
        interactor.listener = listener
        return RulesRouter(interactor: interactor, viewController: viewController)
    }
}

protocol RulesPresentable: Presentable {
    var listener: RulesPresentableListener? { get set }
}

protocol RulesPresentableListener: AnyObject {
    func close()
}

final class RulesInteractor: PresentableInteractor<RulesPresentable>, RulesPresentableListener {
    weak var listener: RulesListener?

    override init(presenter: RulesPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func close() {
        listener?.didCloseRules()
    }
}

final class RulesViewController: ViewController, RulesPresentable, ViewControllable {
    weak var listener: RulesPresentableListener?

    func didTapClose() {
        listener?.close()
    }
}

final class RulesRouter: ViewableRouter<RulesInteractor, RulesViewController> {}
