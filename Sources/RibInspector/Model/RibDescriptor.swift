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
    public var routerType: String? {
        get { types?.names.router }
        set { setType(\.router, newValue) }
    }
    /// The interactor's type name, for example `LoggedInInteractor`.
    public var interactorType: String? {
        get { types?.names.interactor }
        set { setType(\.interactor, newValue) }
    }
    /// The builder's type name, for example `LoggedInBuilder`.
    public var builderType: String? {
        get { types?.names.builder }
        set { setType(\.builder, newValue) }
    }
    /// The adapter that built this RIB, when it was built through one (an object that is
    /// the child's listener and satisfies its dependency; not a RIB of its own).
    public var adapterType: String? {
        get { types?.names.adapter }
        set { setType(\.adapter, newValue) }
    }
    /// Whether the RIB owns a view (`ViewableRouter`); `nil` when unknown.
    public var isViewful: Bool?
    /// The scope (component instance) the RIB was built in; `nil` when unknown.
    public var scope: ScopeID?
    /// Whether the recorder records the deallocation of this RIB's interactor
    /// (``RibEvent/Kind/interactorDeallocated(_:)``), so that an interactor that outlives
    /// its router can be told from one nobody watched.
    public var tracksInteractorDeallocation: Bool
    /// The four type names in one box, `nil` when none is known: a descriptor is then 48
    /// bytes instead of 104, and the instances of a RIB can share one box
    /// (``shareTypeNames(in:)``), so a session's declarations cost little per instance.
    private var types: TypeNames?

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
        self.types = TypeNames(TypeNames.Names(router: routerType, interactor: interactorType, builder: builderType, adapter: adapterType))
        self.isViewful = isViewful
        self.scope = scope
        self.tracksInteractorDeallocation = tracksInteractorDeallocation
    }

    /// Sets one of the type names, in a box of this descriptor's own.
    private mutating func setType(_ name: WritableKeyPath<TypeNames.Names, String?>, _ value: String?) {
        var names = types?.names ?? TypeNames.Names()
        names[keyPath: name] = value
        types = TypeNames(names)
    }

    /// Takes the box of type names `table` already holds for the same four names, or adds
    /// this one's: every instance of a RIB then shares one box.
    package mutating func shareTypeNames(in table: inout TypeNameTable) {
        guard let types else { return }
        self.types = table.shared(types)
    }

    /// The four type names of a descriptor, compared by value.
    package final class TypeNames: Hashable, Sendable {
        /// The names themselves.
        struct Names: Hashable, Sendable {
            var router: String?
            var interactor: String?
            var builder: String?
            var adapter: String?
        }

        let names: Names

        /// A box of the names, or `nil` when all four are `nil`.
        init?(_ names: Names) {
            guard names != Names() else { return nil }
            self.names = names
        }

        package static func == (lhs: TypeNames, rhs: TypeNames) -> Bool {
            lhs === rhs || lhs.names == rhs.names
        }

        /// Hashes the first name known, which tells kinds of RIBs apart as well as all four
        /// would (boxes that are equal have it equal; `==` compares all four) at a quarter
        /// of the cost for a reader that shares the boxes of a hundred thousand declarations.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(names.router ?? names.interactor ?? names.builder ?? names.adapter)
        }
    }

    /// One box of ``TypeNames`` for each set of names seen: what makes descriptors share
    /// them (a reader's or a recorder's; a few boxes, one per kind of RIB).
    package struct TypeNameTable: Sendable {
        private var boxes: Set<TypeNames> = []

        /// An empty table.
        package init() {}

        /// The box held for `types`' names, after adding `types` if there is none.
        mutating func shared(_ types: TypeNames) -> TypeNames {
            boxes.insert(types).memberAfterInsert
        }
    }
}
