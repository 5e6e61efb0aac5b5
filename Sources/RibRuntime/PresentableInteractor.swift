/// The base class of interactors whose RIB has a presenter (usually its view controller).
///
/// ```swift
/// final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable {
///     override init(presenter: OffGamePresentable) {
///         super.init(presenter: presenter)
///         presenter.listener = self
///     }
/// }
/// ```
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter the interactor tells what to show.
    public let presenter: PresenterType

    /// Creates an inactive interactor with its presenter.
    ///
    /// - Parameter presenter: What the interactor tells what to show.
    public init(presenter: PresenterType) {
        self.presenter = presenter
    }
}
