/// Something the scan could not read or resolve, with where it is.
///
/// The scan never shows a guess as a fact: a reference it cannot resolve becomes a warning
/// and no relation. Each warning is one line, `path:line: message`, and says what to check.
public struct ScanWarning: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A path given to the scan does not exist or cannot be listed.
        case unreadablePath
        /// A folder links back to one of its ancestors; the scan went in once.
        case symbolicLinkLoop
        /// A file is binary or not UTF-8 text; the scan skipped it.
        case notText
        /// A file has a syntax error; the scan skipped it.
        case syntaxError
        /// A file nests brackets or generics deeper than the scan parses; it skipped it.
        case tooDeeplyNested
        /// A file is larger than the scan reads of one file; it skipped it.
        case tooLarge
        /// A type is referred to but no scanned file declares it.
        case unresolvedType
        /// Several scanned files declare a type of the same name.
        case ambiguousType
        /// Several modules (targets of different manifests, or folders named alike) have
        /// the same name; their types are told apart by the modules' paths.
        case moduleNameClash
        /// Generated files (Needle's `NeedleGenerated.swift`, files whose first lines say
        /// a generator wrote them) were left out of the scan.
        case generatedCode
        /// A builder whose router, interactor or component the scan could not find.
        case incompleteRib
        /// A `Buildable` protocol that no builder or adapter conforms to.
        case unbuildable
        /// A router holds or takes something that looks like a child's builder but is not
        /// one the scan can follow: a protocol that builders conform to without refining
        /// `Buildable`, or a class named like a builder that does not inherit RIBs' `Builder`.
        case notABuilder
        /// A dependency that no scanned component satisfies.
        case unsatisfiedDependency
        /// A router that no builder creates, so its children have no parent RIB.
        case orphanRouter
        /// A routing expression (`dependency.detail.build(…)`, `attachChild(x.make(…))`)
        /// whose builder the scan cannot tell: its router's children may be more than found.
        case unresolvedRoute
        /// A RIB that no scanned code can attach and that is not launched.
        case unattachedRib
        /// A RIB its parent's router builds, but that no scanned code attaches: the router
        /// and the types it inherits never call `attachChild`. The relation is drawn from
        /// the build.
        case builtNeverAttached
        /// The scan found no RIBs at all.
        case noRibs
        /// The RIBs' dependency injection is written in a style the scan does not
        /// understand, so their scopes are unknown.
        case unknownDependencyInjection

        /// Whether a warning of this kind says what the scan did rather than what is wrong
        /// in the sources: `ribviz scan --strict` does not fail on it, and Xcode shows it
        /// as a note.
        public var isNote: Bool {
            self == .generatedCode
        }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// Where, when the problem is in a file.
    public var location: SourceLocation?
    /// The problem and what to do, in one line.
    public var message: String

    /// Creates a warning.
    public init(_ kind: Kind, at location: SourceLocation?, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// The order listings use.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, nil): lhs.message < rhs.message
        case (nil, _): true
        case (_, nil): false
        case let (left?, right?): (left, lhs.message) < (right, rhs.message)
        }
    }

    /// `path:line: warning: message`, or `warning: message` without a location; `note:`
    /// for a note (``Kind/isNote``).
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(kind.isNote ? "note" : "warning"): \(message)"
    }
}
