/// The user's Super Pay balance, shared by every RIB of the app's root scope.
final class SuperPayRepository {
    private(set) var balance: Int

    init(balance: Int) {
        self.balance = balance
    }

    func charge(_ amount: Int) {
        balance -= amount
    }
}
