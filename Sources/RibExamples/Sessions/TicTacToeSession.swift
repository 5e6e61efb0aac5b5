import Foundation
import RibRuntime

/// The TicTacToe session's script: what the user taps, and how long they take.
enum TicTacToeSession {
    /// The names the players log in with.
    static let players = (player1: "민수", player2: "Alice")

    /// Plays the session and returns the app, still running.
    static func play(as user: ScriptedUser) -> TicTacToeApp {
        let app = TicTacToeApp(randomSeed: 2026)
        app.launch()
        user.launched(app.launchRouter)

        user.pause(milliseconds: 6_400)  // types both names
        on(LoggedOutViewController.self, in: app) { $0.didTapLogin(player1Name: players.player1, player2Name: players.player2) }
        user.reached("logged in")

        user.pause(milliseconds: 2_800)
        on(OffGameViewController.self, in: app) { $0.didTapStartGame(id: "tictactoe") }
        user.reached("playing TicTacToe")
        // 민수 (X) takes the top row.
        play([(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)], in: app, as: user)
        user.reached("back at OffGame")

        user.pause(milliseconds: 3_100)
        on(OffGameViewController.self, in: app) { $0.didTapStartGame(id: "randomwin") }
        user.reached("playing Random Win")
        user.pause(milliseconds: 1_200)
        on(RandomWinViewController.self, in: app) { $0.didTapWin() }
        user.pause(milliseconds: 2_000)  // reads who won
        on(RandomWinViewController.self, in: app) { $0.didCloseAnnouncement() }
        user.reached("back at OffGame after Random Win")

        user.pause(milliseconds: 4_000)  // taps a promo link in a message
        if let url = URL(string: "tictactoe://launch?gameId=tictactoe") {
            app.open(url)
        }
        user.reached("deep link opened TicTacToe")
        // Alice (O) takes the top row.
        play([(1, 0), (0, 0), (2, 2), (0, 1), (2, 0), (0, 2)], in: app, as: user)
        user.reached("back at OffGame after the deep link")

        user.pause(milliseconds: 5_000)
        on(OffGameViewController.self, in: app) { $0.didTapLogOut() }
        user.reached("logged out")
        return app
    }

    /// Plays the moves in turn, then closes the game-over alert.
    private static func play(_ moves: [(row: Int, col: Int)], in app: TicTacToeApp, as user: ScriptedUser) {
        for (index, move) in moves.enumerated() {
            user.pause(milliseconds: UInt64(1_400 + 300 * (index % 3)))
            on(TicTacToeViewController.self, in: app) {
                $0.didTapCell(row: move.row, col: move.col)
                ScreenPictures.capture($0)  // the board with its new mark
            }
        }
        user.pause(milliseconds: 1_500)  // reads the alert
        on(TicTacToeViewController.self, in: app) { $0.didCloseAnnouncement() }
    }

    /// Acts on the screen the user sees, if it is `screen`; a script that lost its way
    /// taps nothing, and its tests show a different tree.
    private static func on<Screen>(_ screen: Screen.Type, in app: TicTacToeApp, _ action: (Screen) -> Void) {
        if let visible = app.visibleViewController as? Screen {
            action(visible)
        }
    }
}
