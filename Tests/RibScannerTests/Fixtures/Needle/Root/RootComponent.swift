import NeedleFoundation
import RIBs

final class RootComponent: BootstrapComponent {
    var playersStream: PlayersStream {
        shared { PlayersStreamImpl() }
    }

    var loggedInComponent: LoggedInComponent {
        LoggedInComponent(parent: self)
    }
}
