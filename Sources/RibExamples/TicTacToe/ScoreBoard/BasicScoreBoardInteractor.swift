import RibRuntime

protocol BasicScoreBoardRouting: ViewableRouting {}

protocol BasicScoreBoardPresentable: Presentable {
    var listener: BasicScoreBoardPresentableListener? { get set }
    func show(score: Score)
}

protocol BasicScoreBoardListener: AnyObject {}

/// Shows the score while the score board is attached.
final class BasicScoreBoardInteractor: PresentableInteractor<BasicScoreBoardPresentable>, BasicScoreBoardInteractable,
    BasicScoreBoardPresentableListener
{
    weak var router: BasicScoreBoardRouting?
    weak var listener: BasicScoreBoardListener?

    private let scoreStream: ScoreStream
    private var scoreObservation: ScoreObservation?

    init(presenter: BasicScoreBoardPresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreObservation = scoreStream.observeScore { [weak self] score in
            self?.presenter.show(score: score)
        }
    }

    override func willResignActive() {
        super.willResignActive()
        scoreObservation = nil
    }
}
