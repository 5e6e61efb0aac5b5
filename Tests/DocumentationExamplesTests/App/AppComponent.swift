import RibRuntime

// The app the examples in Docs/Testing.md test: a small TicTacToe in the shape of the RIBs
// tutorial, written against RibRuntime.
//
//   Root ─┬─ LoggedOut
//         └─ LoggedIn ─┬─ OffGame ─┬─ BasicScoreBoard   (attached in OffGame's didLoad)
//                      │           └─ Rules              (kept after closing: a bug on purpose)
//                      └─ TicTacToe
//
// Tests drive it as a user would, through the view on top of the window.

/// The app's root of dependencies, as the app delegate creates it.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension Window {
    /// The view controller the user sees: the last one in the chain of presented ones.
    var topViewController: ViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }
}
