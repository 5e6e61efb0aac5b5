import Foundation
import RibRuntime

/// The deep link `tictactoe://launch?gameId=…`: waits for the players to log in, then
/// starts the game.
final class LaunchGameWorkflow: Workflow<RootActionableItem> {
    init(url: URL) {
        super.init()
        let gameId = Self.gameId(from: url)
        self
            .onStep(named: "waitForLogin") { (rootItem: RootActionableItem) in
                rootItem.waitForLogin()
            }
            .onStep(named: "launchGame") { (loggedInItem: LoggedInActionableItem, _) in
                loggedInItem.launchGame(with: gameId)
            }
            .commit()
    }

    private static func gameId(from url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?
            .first { $0.name == "gameId" }?
            .value
    }
}
