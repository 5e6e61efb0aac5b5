/// The two players' wins so far.
struct Score: Equatable {
    var player1Score: Int
    var player2Score: Int
}

/// The score, for the RIBs that show it.
protocol ScoreStream: AnyObject {
    /// Calls `observer` with the current score now and with each new score, for as long as
    /// the returned observation is kept.
    func observeScore(_ observer: @escaping (Score) -> Void) -> ScoreObservation
}

/// The score, for the games that change it.
protocol MutableScoreStream: ScoreStream {
    func updateScore(with winner: PlayerType)
}

/// A registration to a ``ScoreStream``; the observer stops when it is cancelled or released.
final class ScoreObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    deinit {
        cancel()
    }
}

/// The score stream LoggedIn's scope shares with OffGame's score board and the games.
final class ScoreStreamImpl: MutableScoreStream {
    private var score = Score(player1Score: 0, player2Score: 0)
    private var observers: [(id: Int, observer: (Score) -> Void)] = []
    private var nextObserverID = 0

    func observeScore(_ observer: @escaping (Score) -> Void) -> ScoreObservation {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, observer))
        observer(score)
        return ScoreObservation { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }

    func updateScore(with winner: PlayerType) {
        switch winner {
        case .player1: score.player1Score += 1
        case .player2: score.player2Score += 1
        }
        for (_, observer) in observers {
            observer(score)
        }
    }
}
