import RibInspector

/// What the first RIB that stood at a place declares, as a stable-layout drawing shows it:
/// its shape (viewful or viewless), its types, the adapter that builds it.
package struct PlaceFacts: Hashable, Sendable {
    /// Whether the RIB has a view; `nil` when the trace does not say.
    package var isViewful: Bool?
    /// The router's type, when declared.
    package var routerType: String?
    /// The interactor's type, when declared.
    package var interactorType: String?
    /// The builder's type, when declared.
    package var builderType: String?
    /// The adapter that builds the RIB, when it has one (drawn as a tag above the place).
    package var adapterType: String?

    /// Creates facts.
    package init(isViewful: Bool? = nil, routerType: String? = nil, interactorType: String? = nil, builderType: String? = nil, adapterType: String? = nil) {
        self.isViewful = isViewful
        self.routerType = routerType
        self.interactorType = interactorType
        self.builderType = builderType
        self.adapterType = adapterType
    }

    /// The facts a RIB's declaration gives.
    package init(_ rib: RibDescriptor) {
        self.init(
            isViewful: rib.isViewful, routerType: rib.routerType, interactorType: rib.interactorType, builderType: rib.builderType, adapterType: rib.adapterType
        )
    }
}
