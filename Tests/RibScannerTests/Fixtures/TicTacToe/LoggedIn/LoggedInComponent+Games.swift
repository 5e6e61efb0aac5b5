import RIBs

/// The games are built from LoggedIn's scope, through their adapters.
extension LoggedInComponent: TicTacToeDependency, RandomWinDependency {}
