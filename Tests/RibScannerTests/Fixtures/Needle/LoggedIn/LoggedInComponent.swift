import NeedleFoundation

protocol LoggedInDependency: NeedleFoundation.Dependency {
    var playersStream: PlayersStream { get }
}

final class LoggedInComponent: NeedleFoundation.Component<LoggedInDependency> {
    var offGameComponent: OffGameComponent {
        OffGameComponent(parent: self)
    }
}

// Use an extension to keep the shared objects together.
extension LoggedInComponent {
    var mutableScoreStream: MutableScoreStream {
        shared { ScoreStreamImpl() }
    }
}
