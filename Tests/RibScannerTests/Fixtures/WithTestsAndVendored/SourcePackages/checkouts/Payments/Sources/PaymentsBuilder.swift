import RIBs

protocol PaymentsDependency: Dependency {}

final class PaymentsBuilder: Builder<PaymentsDependency> {
    func build() -> Routing {
        PaymentsRouter(interactor: PaymentsInteractor())
    }
}
