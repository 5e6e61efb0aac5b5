import RibRuntime

protocol LoggedOutPresentableListener: AnyObject {
    func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

/// Two name fields and a login button.
final class LoggedOutViewController: ViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?

    /// The user typed the players' names and tapped Login.
    func didTapLogin(player1Name: String?, player2Name: String?) {
        listener?.login(withPlayer1Name: player1Name, player2Name: player2Name)
    }
}
