import Foundation
import RibRuntime

protocol LoggedOutRouting: ViewableRouting {}

protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

protocol LoggedOutListener: AnyObject {
    func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable, LoggedOutPresentableListener {
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    private let defaultPlayerNames: (player1: String, player2: String)

    init(presenter: LoggedOutPresentable, defaultPlayerNames: (player1: String, player2: String)) {
        self.defaultPlayerNames = defaultPlayerNames
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutPresentableListener

    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        let player1Name = Self.playerName(player1Name, default: defaultPlayerNames.player1)
        let player2Name = Self.playerName(player2Name, default: defaultPlayerNames.player2)
        listener?.didLogin(withPlayer1Name: player1Name, player2Name: player2Name)
    }

    private static func playerName(_ name: String?, default defaultName: String) -> String {
        let trimmed = name?.trimmingCharacters(in: .whitespaces) ?? ""
        return trimmed.isEmpty ? defaultName : trimmed
    }
}
