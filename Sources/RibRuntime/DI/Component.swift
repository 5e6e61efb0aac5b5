import RibInspector

/// The base class of every component: one DI *scope* that provides what a RIB's builder
/// needs and what its children's dependencies ask for.
///
/// A builder creates its RIB's component at the start of `build`, from the dependency the
/// parent gave it; the component then conforms to its children's dependency protocols:
///
/// ```swift
/// final class LoggedInComponent: Component<LoggedInDependency>, OffGameDependency {
///     var mutableScoreStream: MutableScoreStream {
///         shared { ScoreStreamImpl() }
///     }
/// }
/// ```
///
/// ## Recording
///
/// Creating a component while a ``RibRecorder`` is current declares a scope named after the
/// type (`LoggedIn` for `LoggedInComponent`), whose parent is the scope of `dependency` when
/// that is a component too. ``shared(__function:_:)`` records each shared object the first
/// time it is created.
///
/// The RIB built with the component lives in its scope. The runtime knows which one from
/// the shape of every `build` method, with no code of yours: a router takes the innermost
/// component created on its thread that no router has taken yet, and records as its
/// builder the builder whose ``Builder/dependency`` that component was created from. A
/// builder that creates no component of its own, but reads its `dependency`, records its
/// RIB in the scope of that dependency. Launching, attaching and detaching forget the components nobody took (such
/// as the app's `AppComponent`), so a router created outside a build records no scope
/// rather than a wrong one.
open class Component<DependencyType>: Dependency, ScopedComponent {
    /// What the parent provides, usually the parent's component.
    public let dependency: DependencyType

    let scopeRecording: ScopeRecording?
    private var sharedInstances: [String: Any] = [:]

    /// Creates a component from the dependency the builder was given.
    ///
    /// - Parameter dependency: What the parent provides, usually the parent's component.
    public init(dependency: DependencyType) {
        self.dependency = dependency
        let dependencyObject = dependency as AnyObject
        if let recorder = RibRecorder.current {
            let parent = (dependencyObject as? ScopedComponent)?.scopeRecording?.scope(for: recorder)
            let scope = recorder.declareScope(
                named: TypeNames.partName(of: Self.self, removing: "Component"),
                componentType: TypeNames.name(of: Self.self),
                parent: parent
            )
            scopeRecording = ScopeRecording(recorder: recorder, scope: scope)
        } else {
            scopeRecording = nil
        }
        BuildContext.current.componentCreated(from: dependencyObject, scope: scopeRecording)
    }

    // `__function` mirrors `#function`, the default it takes.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Returns the one instance of a scoped singleton, creating it the first time.
    ///
    /// Call it from a computed property; the property's name is the key, so each property
    /// has one instance per component instance, for as long as the component lives:
    ///
    /// ```swift
    /// var mutableScoreStream: MutableScoreStream {
    ///     shared { ScoreStreamImpl() }
    /// }
    /// ```
    ///
    /// The first creation records `sharedObjectCreated` with the property's name.
    ///
    /// - Parameters:
    ///   - __function: The calling property's name; leave the default.
    ///   - factory: Creates the instance; called once.
    public final func shared<T>(__function: String = #function, _ factory: () -> T) -> T {
        if let existing = sharedInstances[__function], let instance = existing as? T {
            return instance
        }
        let instance = factory()
        sharedInstances[__function] = instance
        if let scopeRecording, let recorder = scopeRecording.recorder {
            recorder.record(.sharedObjectCreated(__function, scope: scopeRecording.scope))
        }
        return instance
    }
}
