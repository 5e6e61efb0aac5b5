/// What a ``RibTreeObserver`` writes into the trace about one router it finds: the RIB's
/// name, its router and interactor types, and whether it owns a view.
///
/// Build it from the router in the `describe` closure you give the observer. The usual
/// way derives everything from the types:
///
/// ```swift
/// describe: { router in
///     ObservedRib(router: router, interactor: router.interactable, isViewful: router is ViewableRouting)
/// }
/// ```
public struct ObservedRib: Hashable, Sendable {
    /// The RIB's name as a developer says it: `LoggedIn` for `LoggedInRouter`.
    public var name: String
    /// The router's type name, for example `LoggedInRouter`.
    public var routerType: String?
    /// The interactor's type name, for example `LoggedInInteractor`.
    public var interactorType: String?
    /// Whether the RIB owns a view (a `ViewableRouter`); `nil` when unknown.
    public var isViewful: Bool?

    /// Creates a description from explicit parts.
    public init(name: String, routerType: String? = nil, interactorType: String? = nil, isViewful: Bool? = nil) {
        self.name = name
        self.routerType = routerType
        self.interactorType = interactorType
        self.isViewful = isViewful
    }

    /// Creates a description from the router object itself: the router's dynamic type name
    /// gives ``routerType``, and that name without its `Router` suffix gives ``name``.
    ///
    /// - Parameters:
    ///   - router: The router, for example a `LoggedInRouter`.
    ///   - interactor: The router's interactor (`router.interactable`), if you want its type recorded.
    ///   - isViewful: Whether the router owns a view controller (`router is ViewableRouting`).
    public init(router: AnyObject, interactor: AnyObject? = nil, isViewful: Bool? = nil) {
        let routerType = String(describing: type(of: router))
        self.init(
            name: Self.ribName(forRouterType: routerType),
            routerType: routerType,
            interactorType: interactor.map { String(describing: type(of: $0)) },
            isViewful: isViewful
        )
    }

    /// The RIB name RIBs' naming convention implies for a router type: `LoggedIn` for
    /// `LoggedInRouter`. A type name without the suffix (a mock, say) is kept whole.
    public static func ribName(forRouterType routerType: String) -> String {
        let suffix = "Router"
        guard routerType.hasSuffix(suffix), routerType.count > suffix.count else { return routerType }
        return String(routerType.dropLast(suffix.count))
    }
}
