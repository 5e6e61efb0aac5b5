// What each viewful RIB of TicTacToe shows, for the pictures `ribviz demo` records.

extension RootViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: "TicTacToe", parts: [.text("Loading…")])
    }
}

extension LoggedOutViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(
            title: "Welcome",
            parts: [.field(placeholder: "Player 1 name", text: ""), .field(placeholder: "Player 2 name", text: ""), .button("Login")])
    }
}

extension OffGameViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: title ?? "Games", parts: games.map { .button("Start \($0.name)") } + [.button("Log Out")])
    }
}

extension BasicScoreBoardViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: "Score", parts: [.text(scoreText.isEmpty ? "No games yet" : scoreText)])
    }
}

extension TicTacToeViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: "TicTacToe", parts: [.grid(cells)] + (announcement.map { [.text($0), .button("OK")] } ?? []))
    }
}

extension RandomWinViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: "Random Win", parts: [.text(scoreText), .button("Win!")] + (announcement.map { [.text($0), .button("OK")] } ?? []))
    }
}
