import RibInspector
import RibRuntime
import Testing
@testable import RibExamples

@Suite("TicTacToe app")
struct TicTacToeAppTests {
    @Test("the score lives in LoggedIn's scope: a new OffGame's score board shows the games won so far")
    func sharedScore() {
        let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"), clock: .manual(ManualClock()))
        let app = TicTacToeApp(randomSeed: 1)
        let scoreText: String? = recorder.recording {
            app.launch()
            (app.visibleViewController as? LoggedOutViewController)?.didTapLogin(player1Name: " 민수 ", player2Name: "")
            (app.visibleViewController as? OffGameViewController)?.didTapStartGame(id: "tictactoe")
            let game = app.visibleViewController as? TicTacToeViewController
            for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
                game?.didTapCell(row: row, col: col)
            }
            #expect(game?.cells == [["X", "X", "X"], ["O", "O", " "], [" ", " ", " "]])
            #expect(game?.announcement == "민수 won!")
            game?.didCloseAnnouncement()
            let offGame = app.visibleViewController as? OffGameViewController
            #expect(offGame?.title == "민수 vs Player 2")
            let scoreBoard = offGame?.children.first as? BasicScoreBoardViewController
            return scoreBoard?.scoreText
        }
        #expect(scoreText == "민수 (1) vs Player 2 (0)")
    }
}
