import RIBs

protocol BasicScoreBoardRouting: ViewableRouting {}

protocol BasicScoreBoardPresentable: Presentable {
    var listener: BasicScoreBoardPresentableListener? { get set }
}

protocol BasicScoreBoardListener: AnyObject {}

final class BasicScoreBoardInteractor: PresentableInteractor<BasicScoreBoardPresentable>, BasicScoreBoardInteractable, BasicScoreBoardPresentableListener {
    weak var router: BasicScoreBoardRouting?
    weak var listener: BasicScoreBoardListener?

    override init(presenter: BasicScoreBoardPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
