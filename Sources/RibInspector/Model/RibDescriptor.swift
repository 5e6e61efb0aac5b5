/// What a trace knows about one RIB instance: its name, the types that make it up and
/// the scope it lives in.
///
/// Fields a recording source cannot know stay `nil`: an observer of an uber/RIBs-iOS app, for
/// example, sees the router's type but not the builder that made it.
public struct RibDescriptor: Hashable, Sendable, Identifiable {
    /// The RIB's identifier within the trace.
    public var id: RibID
    /// The RIB's name as a developer says it: `LoggedIn` for `LoggedInRouter`.
    public var name: String
    /// The router's type name, for example `LoggedInRouter`.
    public var routerType: String?
    /// The interactor's type name, for example `LoggedInInteractor`.
    public var interactorType: String?
    /// The builder's type name, for example `LoggedInBuilder`.
    public var builderType: String?
    /// The adapter that built this RIB, when it was built through one (an object that is
    /// the child's listener and satisfies its dependency; not a RIB of its own).
    public var adapterType: String?
    /// Whether the RIB owns a view (`ViewableRouter`); `nil` when unknown.
    public var isViewful: Bool?
    /// The scope (component instance) the RIB was built in; `nil` when unknown.
    public var scope: ScopeID?
    /// Whether the recorder records the deallocation of this RIB's interactor
    /// (``RibEvent/Kind/interactorDeallocated(_:)``), so that an interactor that outlives
    /// its router can be told from one nobody watched.
    public var tracksInteractorDeallocation: Bool

    /// Creates a descriptor.
    public init(
        id: RibID,
        name: String,
        routerType: String? = nil,
        interactorType: String? = nil,
        builderType: String? = nil,
        adapterType: String? = nil,
        isViewful: Bool? = nil,
        scope: ScopeID? = nil,
        tracksInteractorDeallocation: Bool = false
    ) {
        self.id = id
        self.name = name
        self.routerType = routerType
        self.interactorType = interactorType
        self.builderType = builderType
        self.adapterType = adapterType
        self.isViewful = isViewful
        self.scope = scope
        self.tracksInteractorDeallocation = tracksInteractorDeallocation
    }
}
