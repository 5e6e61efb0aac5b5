/// Traces whose RIBs would need more pages than a docs folder is made for, found from
/// their declarations before any page is written.
public struct DocumentationSizeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// How many distinct RIB names the traces have: one page each.
    public var ribNameCount: Int
    /// How many RIB pages a docs folder holds (``TraceDocumentationWriter/maximumRibPages``).
    public var limit: Int

    /// An error for traces with `ribNameCount` distinct RIB names, more than `limit`.
    public init(ribNameCount: Int, limit: Int) {
        self.ribNameCount = ribNameCount
        self.limit = limit
    }

    public var description: String {
        "the traces have \(ribNameCount) distinct RIB names, more than the \(limit) RIB pages a docs folder holds "
            + "(a page, and with SVG a picture, for each). A RIB's name names its type (LoggedIn), not an instance: give "
            + "instances of one RIB the same name. `ribviz inspect` reads a trace of any size, and `ribviz render --subtree NAME` "
            + "draws part of it."
    }
}
