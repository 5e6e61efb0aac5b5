import RibRuntime

protocol FinanceHomePresentableListener: AnyObject {}

/// The Finance tab: the Super Pay balance.
final class FinanceHomeViewController: ViewController, FinanceHomePresentable, FinanceHomeViewControllable {
    weak var listener: FinanceHomePresentableListener?

    /// What the balance label shows.
    private(set) var balanceText = ""

    override init() {
        super.init()
        title = "Finance"
    }

    // MARK: - FinanceHomePresentable

    func show(balance: Int) {
        balanceText = "\(balance) won"
    }
}
