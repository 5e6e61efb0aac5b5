/// A minimal window: where a ``LaunchRouter`` shows the root view.
///
/// ```swift
/// let window = Window()
/// launchRouter.launch(from: window)
/// window.rootViewController   // the root RIB's view controller
/// ```
public final class Window {
    /// The view controller the window shows.
    public var rootViewController: ViewController?

    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyWindow = false

    /// Creates a window that shows nothing yet.
    public init() {}

    /// Makes the window the key window and shows it.
    public func makeKeyAndVisible() {
        isKeyWindow = true
    }
}
