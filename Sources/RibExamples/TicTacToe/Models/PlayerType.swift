/// One of the two players of a TicTacToe session.
enum PlayerType: Int {
    case player1 = 1
    case player2
}
