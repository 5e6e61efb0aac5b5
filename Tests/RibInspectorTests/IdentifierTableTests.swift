import Testing
@testable import RibInspector

/// `IdentifierTable` keeps dense identifiers in an array and far ones in a dictionary; what
/// it answers must not depend on where it keeps them.
@Suite("Identifier tables")
struct IdentifierTableTests {
    @Test("a far identifier is found before and after the array grows past it")
    func farIdentifierMovesIntoTheArray() {
        var table = RibTable<Int>()
        let far = RibID(rawValue: 100_000)
        table[far] = -1
        for id in 1...30_000 { table[RibID(rawValue: UInt32(id))] = id }
        #expect(table[far] == -1)
        #expect(table.count == 30_001)
        #expect(table[RibID(rawValue: 29_999)] == 29_999)
        #expect(table[RibID(rawValue: 30_001)] == nil)
        #expect(table.entries.count == 30_001)
    }

    @Test("an identifier near UInt32.max costs no array of its size")
    func hugeIdentifier() {
        var table = RibTable<String>()
        table[RibID(rawValue: .max)] = "far"
        table[RibID(rawValue: 1)] = "near"
        #expect(table[RibID(rawValue: .max)] == "far")
        #expect(table.values.sorted() == ["far", "near"])
        #expect(table.entries.map(\.id.rawValue).max() == .max)
    }

    @Test("setting nil removes a value; a body that throws keeps the count right")
    func removeAndThrow() {
        struct Refused: Error {}
        var table = RibTable<Int>()
        let rib = RibID(rawValue: 3)
        table[rib] = 1
        #expect(throws: Refused.self) {
            try table.update(rib) { (value: inout Int?) throws(Refused) in
                value = nil
                throw Refused()
            }
        }
        #expect(table[rib] == nil)
        #expect(table.count == 0)
        table[rib] = 2
        table[rib] = nil
        #expect(table.count == 0)
        #expect(table.entries.isEmpty)
    }

    @Test("tables with the same values are equal and hash alike, however they were filled")
    func equalityIgnoresStorage() {
        var ascending = RibTable<Int>()
        var descending = RibTable<Int>()
        let ids: [UInt32] = [1, 2, 5_000, 70_000, 9]
        for id in ids { ascending[RibID(rawValue: id)] = Int(id) }
        for id in ids.reversed() { descending[RibID(rawValue: id)] = Int(id) }
        #expect(ascending == descending)
        #expect(ascending.hashValue == descending.hashValue)
        descending[RibID(rawValue: 9)] = 10
        #expect(ascending != descending)
    }

    @Test("a replayed tree lists the same nodes as it looks up")
    func treeNodes() throws {
        var tree = RibTree()
        let root = RibID(rawValue: 1)
        let far = RibID(rawValue: 2_000_000)
        for (index, kind) in [RibEvent.Kind.built(root), .launched(root), .built(far), .attached(far, parent: root)].enumerated() {
            try tree.apply(RibEvent(sequence: UInt64(index), time: 0, kind: kind))
        }
        #expect(tree.nodeCount == 2)
        #expect(Set(tree.nodes.keys) == [root, far])
        #expect(tree.nodes[far] == tree[far])
        #expect(tree[root]?.children == [far])
        #expect(tree.status(of: far) == .attached)
    }
}
