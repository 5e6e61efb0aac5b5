import RibRuntime

/// The app's own scope, above Root: what the whole app shares.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    let randomSource: RandomSource

    init(randomSource: RandomSource) {
        self.randomSource = randomSource
        super.init(dependency: EmptyComponent())
    }
}
