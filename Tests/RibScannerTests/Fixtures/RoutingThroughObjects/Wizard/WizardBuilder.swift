import RIBs

protocol WizardDependency: Dependency {}

final class WizardComponent: Component<WizardDependency>, LeafDependency {}

protocol WizardBuildable: Buildable {
    func build(withListener listener: WizardListener) -> ViewableRouting
}

/// A multi-stage builder whose dynamic dependency is a tuple.
final class WizardBuilder: MultiStageComponentizedBuilder<WizardComponent, ViewableRouting, (listener: WizardListener, firstStep: Int)>, WizardBuildable {
    init(dependency: WizardDependency) {
        super.init { WizardComponent(dependency: dependency) }
    }

    override func finalStageBuild(with component: WizardComponent, _ dynamicDependency: (listener: WizardListener, firstStep: Int)) -> ViewableRouting {
        let viewController = WizardViewController()
        let interactor = WizardInteractor(presenter: viewController, firstStep: dynamicDependency.firstStep)
        interactor.listener = dynamicDependency.listener
        return WizardRouter(interactor: interactor, viewController: viewController, leafBuilder: LeafBuilder(dependency: component))
    }

    func build(withListener listener: WizardListener) -> ViewableRouting {
        finalStageBuild(withDynamicDependency: (listener, 1))
    }
}

protocol WizardListener: AnyObject {}

final class WizardInteractor: PresentableInteractor<WizardPresentable> {
    weak var listener: WizardListener?
}

final class WizardRouter: ViewableRouter<WizardInteractable, WizardViewControllable> {
    init(interactor: WizardInteractable, viewController: WizardViewControllable, leafBuilder: LeafBuildable) {
        self.leafBuilder = leafBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToLeaf() {
        attachChild(leafBuilder.build(withListener: interactor))
    }

    private let leafBuilder: LeafBuildable
}
