import RibInspector

/// The part of a tree snapshot around one RIB: its ancestors (all of them, or the nearest
/// few), its siblings, itself and everything below it, in their scopes.
///
/// A focused snapshot stays small in a big tree, so drawing one per RIB stays fast:
///
/// ```swift
/// let options = SnapshotOptions(focus: SnapshotFocus(rib: loggedIn, ancestors: 2))
/// let svg = try TraceRenderer().render(snapshot, options: options)
/// ```
public struct SnapshotFocus: Hashable, Sendable {
    /// The RIB the picture is about.
    public var rib: RibID
    /// How many ancestors to draw above it (1 its parent, 2 also its grandparent…); `nil`
    /// draws every ancestor up to the root.
    public var ancestors: Int?

    /// Creates a focus on `rib` with up to `ancestors` of its ancestors (`nil`: all).
    public init(rib: RibID, ancestors: Int? = nil) {
        self.rib = rib
        self.ancestors = ancestors
    }
}
