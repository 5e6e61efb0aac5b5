

import NeedleFoundation
import RIBs

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = nil

// MARK: - Registration

public func registerProviderFactories() {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->RootComponent") { component in
        return EmptyDependencyProvider(component: component)
    }
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->RootComponent->LoggedInComponent") { component in
        return LoggedInDependency0f1e2d3c4b5a69788796Provider(component: component)
    }
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->RootComponent->LoggedInComponent->OffGameComponent") { component in
        return OffGameDependency8796a5b4c3d2e1f00f1eProvider(component: component)
    }
}

// MARK: - Providers

private class LoggedInDependency0f1e2d3c4b5a69788796BaseProvider: LoggedInDependency {
    var playersStream: PlayersStream {
        return rootComponent.playersStream
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedInComponent
private class LoggedInDependency0f1e2d3c4b5a69788796Provider: LoggedInDependency0f1e2d3c4b5a69788796BaseProvider {
    init(component: NeedleFoundation.Scope) {
        super.init(rootComponent: component.parent as! RootComponent)
    }
}

private class OffGameDependency8796a5b4c3d2e1f00f1eBaseProvider: OffGameDependency {
    var mutableScoreStream: MutableScoreStream {
        return loggedInComponent.mutableScoreStream
    }
    private let loggedInComponent: LoggedInComponent
    init(loggedInComponent: LoggedInComponent) {
        self.loggedInComponent = loggedInComponent
    }
}
/// ^->RootComponent->LoggedInComponent->OffGameComponent
private class OffGameDependency8796a5b4c3d2e1f00f1eProvider: OffGameDependency8796a5b4c3d2e1f00f1eBaseProvider {
    init(component: NeedleFoundation.Scope) {
        super.init(loggedInComponent: component.parent as! LoggedInComponent)
    }
}

extension LoggedInComponent: Registration {
    public func registerItems() {
        keyPathToName[\LoggedInDependency.playersStream] = "playersStream-PlayersStream"
        localTable["offGameComponent-OffGameComponent"] = { self.offGameComponent as Any }
    }
}
