import RibInspector
import Testing

/// Display names tell every RIB apart, even when a RIB's own name looks like the `#n`
/// that instances of another name get.
@Suite("Trace: display names")
struct DisplayNameTests {
    /// The display names of a trace declaring `names`, in order.
    static func displayNames(_ names: [String]) throws -> [String] {
        let trace = try Trace(
            header: TraceHeader(app: AppInfo(name: "T")),
            ribs: names.enumerated().map { RibDescriptor(id: RibID(rawValue: UInt32($0.offset + 1)), name: $0.element) })
        return trace.ribs.map { trace.displayName(of: $0.id) }
    }

    @Test(
        "a name that holds #n never shares its display name",
        arguments: [
            (["X", "X#1", "X", "X#2"], ["X#3", "X#1", "X#4", "X#2"]),
            (["X#1", "X", "X"], ["X#1", "X#2", "X#3"]),
            (["X", "X", "X#2", "X", "X#2"], ["X#1", "X#3", "X#2#1", "X#4", "X#2#2"]),
            (["X#1", "X#1", "X#1#1"], ["X#1#2", "X#1#3", "X#1#1"]),
            (["X", "X#1"], ["X", "X#1"]),
            (["X", "X", "X#0", "X#01"], ["X#1", "X#2", "X#0", "X#01"]),
        ])
    func unique(names: [String], expected: [String]) throws {
        let shown = try Self.displayNames(names)
        #expect(shown == expected)
        #expect(Set(shown).count == names.count)
    }

    @Test("removing a declaration gives its number back")
    func removal() throws {
        var trace = try Trace(
            header: TraceHeader(app: AppInfo(name: "T")),
            ribs: [RibDescriptor(id: RibID(rawValue: 1), name: "X"), RibDescriptor(id: RibID(rawValue: 2), name: "X")])
        let counts = trace.declarationCounts
        try trace.declare(RibDescriptor(id: RibID(rawValue: 3), name: "X#1"))
        #expect(trace.displayName(of: RibID(rawValue: 1)) == "X#2")
        trace.removeDeclarations(after: counts)
        #expect(trace.displayName(of: RibID(rawValue: 1)) == "X#1")
        #expect(trace.displayName(of: RibID(rawValue: 2)) == "X#2")
    }
}
