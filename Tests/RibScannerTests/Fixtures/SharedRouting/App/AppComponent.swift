import RIBs

/// The app's root scope. It conforms to the shelf's dependency through its alias.
final class AppComponent: Component<EmptyDependency>, ShelfDependency {
    var libraryName: String { "Library" }

    init() {
        super.init(dependency: EmptyComponent())
    }
}
