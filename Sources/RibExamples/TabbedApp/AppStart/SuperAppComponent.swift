import RibRuntime

/// The app's own scope, above AppRoot.
final class SuperAppComponent: Component<EmptyDependency>, AppRootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}
