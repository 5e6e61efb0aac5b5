import ModernRIBs

protocol HomeRouting: ViewableRouting {}
protocol HomeListener: AnyObject {}

final class HomeInteractor: ModernRIBs.PresentableInteractor<HomePresentable>, HomeInteractable {
    weak var router: HomeRouting?
    weak var listener: HomeListener?
}
