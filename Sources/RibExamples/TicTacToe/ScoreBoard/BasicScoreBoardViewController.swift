import RibRuntime

protocol BasicScoreBoardPresentableListener: AnyObject {}

/// One line of text: each player's name and wins.
final class BasicScoreBoardViewController: ViewController, BasicScoreBoardPresentable, BasicScoreBoardViewControllable {
    weak var listener: BasicScoreBoardPresentableListener?

    private let player1Name: String
    private let player2Name: String

    /// What the score label shows.
    private(set) var scoreText = ""

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    // MARK: - BasicScoreBoardPresentable

    func show(score: Score) {
        scoreText = "\(player1Name) (\(score.player1Score)) vs \(player2Name) (\(score.player2Score))"
    }
}
