import RIBs

/// Root's scope satisfies LoggedOut's needs, kept in its own file as the tutorial does.
extension RootComponent: LoggedOutDependency {}
