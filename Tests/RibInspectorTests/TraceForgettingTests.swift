import RibInspector
import Testing

/// A trace that lets go of some RIBs' declarations keeps counting and naming the rest as
/// before.
@Suite("Trace: letting go of declarations")
struct TraceForgettingTests {
    /// Root, then A, B, A, C, A (ids 1 to 6).
    static func trace() throws -> Trace {
        let names = ["Root", "A", "B", "A", "C", "A"]
        return try Trace(
            header: TraceHeader(app: AppInfo(name: "T")),
            ribs: names.enumerated().map { RibDescriptor(id: RibID(rawValue: UInt32($0.offset + 1)), name: $0.element) })
    }

    @Test("the RIBs let go of leave ribs and rib(_:); the others keep their place, their #n and their order")
    func forget() throws {
        var trace = try Self.trace()
        trace.forgetRibs([RibID(rawValue: 2), RibID(rawValue: 3), RibID(rawValue: 99)])
        #expect(trace.ribs.map(\.id.rawValue) == [1, 4, 5, 6])
        #expect(trace.rib(RibID(rawValue: 2)) == nil)
        #expect(trace.rib(RibID(rawValue: 5))?.name == "C")
        #expect(trace.displayName(of: RibID(rawValue: 4)) == "A#2")
        #expect(trace.displayName(of: RibID(rawValue: 6)) == "A#3")
        #expect(trace.declaredRibCount == 6)
        #expect(trace.ribNames == ["Root", "A", "B", "C"])
        #expect(trace.ribs(declaredAfter: 0).map(\.id.rawValue) == [1, 4, 5, 6])
        #expect(trace.ribs(declaredAfter: 3).map(\.id.rawValue) == [4, 5, 6])
        #expect(trace.ribs(declaredAfter: 4).map(\.id.rawValue) == [5, 6])
        #expect(trace.ribs(declaredAfter: 6).isEmpty)
        // Still declared: a second declaration is refused.
        #expect(throws: TraceModelError.duplicateDeclaration("RIB id 2")) { try trace.declare(RibDescriptor(id: RibID(rawValue: 2), name: "A")) }
    }

    @Test("declarations after a letting go count on, and removing them undoes them alone")
    func declareAndRemoveAfterForgetting() throws {
        var trace = try Self.trace()
        trace.forgetRibs([RibID(rawValue: 4)])
        let counts = trace.declarationCounts
        #expect(counts.ribs == 6)
        try trace.declare(RibDescriptor(id: RibID(rawValue: 7), name: "A"))
        try trace.declare(RibDescriptor(id: RibID(rawValue: 8), name: "D"))
        #expect(trace.displayName(of: RibID(rawValue: 7)) == "A#4")
        #expect(trace.ribs(declaredAfter: 6).map(\.id.rawValue) == [7, 8])
        #expect(trace.ribNames == ["Root", "A", "B", "C", "D"])
        trace.removeDeclarations(after: counts)
        #expect(trace.ribs.map(\.id.rawValue) == [1, 2, 3, 5, 6])
        #expect(trace.declaredRibCount == 6)
        #expect(trace.ribNames == ["Root", "A", "B", "C"])
        #expect(trace.rib(RibID(rawValue: 7)) == nil)
        #expect(trace.ribs(declaredAfter: 4).map(\.id.rawValue) == [5, 6])
    }

    @Test("a trace that never lets go slices its ribs by count")
    func withoutForgetting() throws {
        let trace = try Self.trace()
        #expect(trace.ribs(declaredAfter: 2).map(\.id.rawValue) == [3, 4, 5, 6])
        #expect(trace.ribs(declaredAfter: 9).isEmpty)
        #expect(trace.declaredRibCount == trace.ribs.count)
    }
}
