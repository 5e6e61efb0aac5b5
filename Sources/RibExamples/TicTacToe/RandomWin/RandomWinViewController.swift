import RibRuntime

protocol RandomWinPresentableListener: AnyObject {
    func determineWinner()
    func closeGame()
}

/// One big button that draws the winner, and an alert with the result.
final class RandomWinViewController: ViewController, RandomWinPresentable, RandomWinViewControllable {
    weak var listener: RandomWinPresentableListener?

    private let player1Name: String
    private let player2Name: String

    /// The alert shown once the winner is drawn.
    private(set) var announcement: String?
    /// The score line above the button.
    private(set) var scoreText = ""

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    /// The user tapped the button.
    func didTapWin() {
        listener?.determineWinner()
    }

    /// The user closed the alert.
    func didCloseAnnouncement() {
        listener?.closeGame()
    }

    // MARK: - RandomWinViewControllable

    func show(score: Score) {
        scoreText = "\(player1Name) \(score.player1Score) : \(score.player2Score) \(player2Name)"
    }

    // MARK: - RandomWinPresentable

    func announce(winner: PlayerType) {
        announcement = "\(winner == .player1 ? player1Name : player2Name) won!"
    }
}
