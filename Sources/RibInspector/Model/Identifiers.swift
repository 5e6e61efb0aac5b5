/// Identifies one RIB instance within a trace.
///
/// Two live instances of the same RIB type are two RIBs with two identifiers; a RIB that
/// is detached and attached again keeps its identifier. Identifiers are assigned by the
/// recorder in the order RIBs are first seen, starting at 1.
public struct RibID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number written to the trace.
    public let rawValue: UInt32

    /// Creates an identifier from the number written to a trace.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "rib \(rawValue)" }
}

/// Identifies one scope (one component instance) within a trace.
public struct ScopeID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number written to the trace.
    public let rawValue: UInt32

    /// Creates an identifier from the number written to a trace.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "scope \(rawValue)" }
}

/// Identifies one workflow run (one deep link being handled) within a trace.
public struct WorkflowID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number written to the trace.
    public let rawValue: UInt32

    /// Creates an identifier from the number written to a trace.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "workflow \(rawValue)" }
}
