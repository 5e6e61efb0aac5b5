import RIBs

protocol OffGameRouting: ViewableRouting {}

protocol OffGamePresentable: Presentable {
    var listener: OffGamePresentableListener? { get set }
}

protocol OffGameListener: AnyObject {
    func startGame(with gameBuilder: GameBuildable)
}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable, OffGamePresentableListener {
    weak var router: OffGameRouting?
    weak var listener: OffGameListener?

    override init(presenter: OffGamePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func start(_ game: Game) {
        listener?.startGame(with: game.builder)
    }
}
