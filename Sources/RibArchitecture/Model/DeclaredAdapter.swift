/// An adapter: an object that holds a child RIB's builder and builds the child for a
/// parent, usually conforming to the child's listener and to a `Buildable` protocol the
/// parent knows (the RIBs tutorial's `RandomWinAdapter`).
///
/// An adapter is not a RIB of its own: attachments through it go from the parent straight
/// to the child, with ``AttachmentEvidence/adapter`` naming it.
public struct DeclaredAdapter: Hashable, Sendable, Codable, Identifiable {
    /// The adapter's type name, for example `RandomWinAdapter`.
    public var type: String
    /// The RIBs it builds.
    public var children: [String]
    /// The children's listener protocols it conforms to.
    public var listenerProtocols: [String]
    /// The `Buildable` protocols it conforms to: how parents hold it.
    public var buildableProtocols: [String]
    /// Where the adapter is declared.
    public var location: SourceLocation

    /// The identity `Identifiable` uses: the name, unique within an architecture.
    public var id: String { type }

    /// Creates an adapter.
    public init(
        type: String,
        children: [String],
        listenerProtocols: [String],
        buildableProtocols: [String],
        location: SourceLocation
    ) {
        self.type = type
        self.children = children
        self.listenerProtocols = listenerProtocols
        self.buildableProtocols = buildableProtocols
        self.location = location
    }
}
