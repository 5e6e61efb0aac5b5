/// A registration to follow an interactor's activeness; keep it for as long as you follow.
///
/// ``InteractorScope/observeActiveness(_:)`` returns one. The observer is called until you
/// call ``cancel()`` or release the observation, like Combine's `AnyCancellable`.
public final class ActivenessObservation {
    private var onCancel: (() -> Void)?

    /// Creates an observation that runs `onCancel` once, when cancelled or released.
    ///
    /// Implementations of ``InteractorScope`` (a mock interactor, for example) use it to
    /// remove their observer.
    public init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observer; later changes are not reported. Cancelling twice does nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    deinit {
        cancel()
    }
}
