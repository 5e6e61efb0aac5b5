import ModernRIBs

protocol TopupDependency: Dependency {
    var cardsRepository: CardsRepository { get }
    var balance: ReadOnlyCurrentValuePublisher<Double> { get }
}

final class TopupComponent: Component<TopupDependency> {
    var paymentMethodStream: CurrentValuePublisher<PaymentMethod?> {
        shared { CurrentValuePublisher(nil) }
    }
}

protocol TopupBuildable: Buildable {
    func build(withListener listener: TopupListener) -> Routing
}

/// Topup is viewless: it presents its screens on FinanceHome's navigation.
final class TopupBuilder: Builder<TopupDependency>, TopupBuildable {
    override init(dependency: TopupDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TopupListener) -> Routing {
        let component = TopupComponent(dependency: dependency)
        let interactor = TopupInteractor(paymentMethodStream: component.paymentMethodStream)
        interactor.listener = listener
        return TopupRouter(interactor: interactor)
    }
}

protocol TopupInteractable: Interactable {
    var router: TopupRouting? { get set }
    var listener: TopupListener? { get set }
}

final class TopupRouter: Router<TopupInteractable>, TopupRouting {
    override init(interactor: TopupInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}

protocol TopupRouting: Routing {}

protocol TopupListener: AnyObject {
    func topupDidClose()
}

final class TopupInteractor: Interactor, TopupInteractable {
    weak var router: TopupRouting?
    weak var listener: TopupListener?
    private let paymentMethodStream: CurrentValuePublisher<PaymentMethod?>

    init(paymentMethodStream: CurrentValuePublisher<PaymentMethod?>) {
        self.paymentMethodStream = paymentMethodStream
        super.init()
    }
}
