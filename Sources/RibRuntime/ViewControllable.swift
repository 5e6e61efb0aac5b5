/// The base protocol of every view controllable protocol: a view a router can show.
///
/// Your RIB's view controllable protocol declares what its router does with views:
///
/// ```swift
/// protocol RootViewControllable: ViewControllable {
///     func replaceModal(viewController: ViewControllable?)
/// }
/// ```
///
/// A ``ViewController`` subclass conforms with no extra code.
public protocol ViewControllable: AnyObject {
    /// The view controller that shows this view. The name is RIBs', so code written for
    /// RIBs reads the same.
    var uiviewController: ViewController { get }
}

extension ViewControllable where Self: ViewController {
    /// The view controller itself.
    public var uiviewController: ViewController { self }
}
