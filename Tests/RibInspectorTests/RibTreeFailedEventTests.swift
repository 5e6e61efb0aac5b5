import Testing
@testable import RibInspector

/// `RibTree.apply` changes each RIB in place with one lookup; an event it rejects must
/// still leave the tree exactly as it was.
@Suite("Replay: a rejected event changes nothing")
struct RibTreeFailedEventTests {
    private let root = RibID(rawValue: 1)
    private let child = RibID(rawValue: 2)
    private let stranger = RibID(rawValue: 9)

    private func tree(_ kinds: [RibEvent.Kind]) throws -> RibTree {
        var tree = RibTree()
        for (index, kind) in kinds.enumerated() {
            try tree.apply(RibEvent(sequence: UInt64(index), time: 0, kind: kind))
        }
        return tree
    }

    private func expectRejected(_ kind: RibEvent.Kind, by tree: RibTree, throwing expected: ReplayError) {
        var changed = tree
        #expect(throws: expected) { try changed.apply(RibEvent(sequence: 99, time: 0, kind: kind)) }
        #expect(changed == tree)
    }

    @Test("building a RIB twice keeps the first one's state")
    func builtTwice() throws {
        let tree = try tree([.built(child), .activated(child), .loaded(child)])
        expectRejected(.built(child), by: tree, throwing: .alreadyBuilt(child))
    }

    @Test("detaching a RIB nobody has seen does not make it up")
    func detachUnknown() throws {
        let tree = try tree([.launched(root)])
        expectRejected(.detached(stranger, parent: root), by: tree, throwing: .notAChild(stranger, parent: root, actualParent: nil))
        #expect(tree[stranger] == nil)
    }

    @Test("detaching from the wrong parent leaves the child where it is")
    func detachFromWrongParent() throws {
        let tree = try tree([.launched(root), .attached(child, parent: root), .launched(stranger)])
        expectRejected(.detached(child, parent: stranger), by: tree, throwing: .notAChild(child, parent: stranger, actualParent: root))
    }

    @Test("deallocating an attached RIB keeps it, its children and its state")
    func deallocateAttached() throws {
        let tree = try tree([.launched(root), .attached(child, parent: root), .activated(child), .attached(stranger, parent: child)])
        expectRejected(.deallocated(child), by: tree, throwing: .deallocatedWhileAttached(child, parent: root))
    }

    @Test("using a deallocated RIB changes nothing")
    func useAfterDeallocation() throws {
        let tree = try tree([.built(child), .deallocated(child)])
        for kind: RibEvent.Kind in [.activated(child), .deactivated(child), .loaded(child), .deallocated(child), .launched(child)] {
            expectRejected(kind, by: tree, throwing: .usedAfterDeallocation(child))
        }
    }

    @Test("a deallocated RIB's children are let go, and it leaves the roots")
    func deallocation() throws {
        let tree = try tree([
            .launched(root), .attached(child, parent: root), .detached(child, parent: root),
            .launched(stranger), .deallocated(root),
        ])
        #expect(tree.roots == [stranger])
        #expect(tree[root]?.isDeallocated == true)
        #expect(tree[root]?.children == [])
        let afterChild = try self.tree([
            .launched(root), .attached(child, parent: root), .attached(stranger, parent: child),
            .detached(child, parent: root), .deallocated(child),
        ])
        #expect(afterChild[stranger]?.parent == nil)
        #expect(afterChild.status(of: stranger) == .detached)
    }
}
