import Foundation
import RibRuntime

/// The TicTacToe app, as its app delegate sets it up: a window, the launched root RIB and
/// the URL handler for deep links.
final class TicTacToeApp {
    let window = Window()
    /// The root RIB's router.
    let launchRouter: LaunchRouting
    private let urlHandler: UrlHandler

    /// Builds the root RIB.
    ///
    /// - Parameter randomSeed: Where the RandomWin game's draws start.
    init(randomSeed: UInt64) {
        let result = RootBuilder(dependency: AppComponent(randomSource: RandomSource(seed: randomSeed))).build()
        launchRouter = result.launchRouter
        urlHandler = result.urlHandler
    }

    /// Launches the RIB tree in the window.
    func launch() {
        launchRouter.launch(from: window)
    }

    /// Opens a deep link.
    func open(_ url: URL) {
        urlHandler.handle(url)
    }

    /// The screen the user sees: the view controller the root presents.
    var visibleViewController: ViewController? {
        window.rootViewController?.presentedViewController
    }
}

/// Handles the deep links the app is opened with.
protocol UrlHandler: AnyObject {
    func handle(_ url: URL)
}
