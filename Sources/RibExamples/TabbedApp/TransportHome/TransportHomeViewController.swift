import RibRuntime

protocol TransportHomePresentableListener: AnyObject {
    func didTapCallTaxi(fare: Int)
    func didTapClose()
}

/// A map, a taxi button and the Super Pay balance.
final class TransportHomeViewController: ViewController, TransportHomePresentable, TransportHomeViewControllable {
    weak var listener: TransportHomePresentableListener?

    /// What the balance label shows.
    private(set) var balanceText = ""

    override init() {
        super.init()
        title = "Transport"
    }

    /// The user tapped Call a Taxi.
    func didTapCallTaxi(fare: Int) {
        listener?.didTapCallTaxi(fare: fare)
    }

    /// The user tapped Close.
    func didTapClose() {
        listener?.didTapClose()
    }

    // MARK: - TransportHomePresentable

    func show(balance: Int) {
        balanceText = "Super Pay: \(balance) won"
    }
}
