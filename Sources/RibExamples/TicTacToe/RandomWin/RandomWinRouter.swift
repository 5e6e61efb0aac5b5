import RibRuntime

protocol RandomWinInteractable: Interactable {
    var router: RandomWinRouting? { get set }
    var listener: RandomWinListener? { get set }
}

protocol RandomWinViewControllable: ViewControllable {
    func show(score: Score)
}

final class RandomWinRouter: ViewableRouter<RandomWinInteractable, RandomWinViewControllable>, RandomWinRouting {
    private let scoreStream: ScoreStream
    private var scoreObservation: ScoreObservation?

    init(interactor: RandomWinInteractable, viewController: RandomWinViewControllable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        // The score line above the button, kept up to date while the game is on.
        //
        // This is the leak `ribviz inspect` finds in this example. The closure captures
        // `self` (the router) strongly, and the observation is only cancelled when the
        // router is deallocated. The score stream belongs to LoggedIn's scope and the
        // RandomWin interactor holds it, so stream → closure → router → interactor →
        // stream is a cycle: once LoggedIn detaches RandomWin, nothing ever deallocates
        // it, not even logging out. The fix is `[weak self]` and cancelling the
        // observation when the RIB resigns active (or observing in the interactor, which
        // presents the score through its presenter).
        scoreObservation = scoreStream.observeScore { score in
            self.viewController.show(score: score)
        }
    }
}
