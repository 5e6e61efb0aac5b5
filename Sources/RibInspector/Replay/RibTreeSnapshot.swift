/// A tree at one moment of a trace, together with the trace's names and descriptors:
/// what tests assert on and what renderers draw.
///
/// Its `description` is the live tree as text, which reads well in a test failure:
///
/// ```text
/// Root
/// └─ LoggedIn
///    ├─ OffGame
///    │  └─ BasicScoreBoard
///    └─ TicTacToe
/// ```
public struct RibTreeSnapshot: Sendable, CustomStringConvertible {
    /// The trace the tree comes from.
    public let trace: Trace
    /// The tree.
    public let tree: RibTree
    /// How many of the trace's events the tree reflects.
    public let eventCount: Int

    /// Creates a snapshot.
    public init(trace: Trace, tree: RibTree, eventCount: Int) {
        self.trace = trace
        self.tree = tree
        self.eventCount = eventCount
    }

    /// The event that produced this tree, if any event was applied.
    public var lastEvent: RibEvent? {
        eventCount > 0 && eventCount <= trace.events.count ? trace.events[eventCount - 1] : nil
    }

    /// The RIBs in the live tree, depth first in attach order.
    public var attachedRibs: [RibID] {
        tree.roots.flatMap { subtree(of: $0) }
    }

    /// The tops of detached subtrees whose RIBs are still alive, in the order they were
    /// first seen.
    public var detachedSubtreeRoots: [RibID] {
        trace.ribs.map(\.id).filter { rib in
            guard let node = tree[rib] else { return false }
            return node.parent == nil && !node.isLaunched && !node.isDeallocated && node.attachCount > 0
        }
    }

    /// The RIBs under `tops`, each top then everything below it, depth first in attach
    /// order, with their depth below their top (0 for a top): what ``RibTree/depth(of:)``
    /// finds by walking up, for a whole tree in one walk.
    package func depthFirst(from tops: [RibID]) -> [(rib: RibID, depth: Int)] {
        var result: [(rib: RibID, depth: Int)] = []
        var stack = tops.reversed().map { (rib: $0, depth: 0) }
        while let (rib, depth) = stack.popLast() {
            result.append((rib, depth))
            stack.append(contentsOf: (tree[rib]?.children ?? []).reversed().map { ($0, depth + 1) })
        }
        return result
    }

    /// `rib` and everything below it, depth first.
    public func subtree(of rib: RibID) -> [RibID] {
        var result: [RibID] = []
        var stack = [rib]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: (tree[next]?.children ?? []).reversed())
        }
        return result
    }

    public var description: String {
        text()
    }

    /// The tree as text.
    ///
    /// - Parameters:
    ///   - showsState: Marks inactive RIBs and RIBs that have not loaded, for example
    ///     `OffGame (inactive, not loaded)`.
    ///   - includesDetached: Adds the detached subtrees that are still alive, under a
    ///     `detached, still alive:` line.
    public func text(showsState: Bool = false, includesDetached: Bool = false) -> String {
        var lines = textLines(under: tree.roots, showsState: showsState)
        if includesDetached {
            let detached = detachedSubtreeRoots
            if !detached.isEmpty {
                lines.append("detached, still alive:")
                lines += textLines(under: detached, showsState: showsState)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The subtrees under `roots` as text lines, each root at the left margin (see
    /// ``TextTree``).
    func textLines(under roots: [RibID], showsState: Bool) -> [String] {
        TextTree.lines(under: roots) { rib, _ in
            var line = TextEscaping.singleLine(trace.displayName(of: rib))
            let node = tree[rib]
            if showsState, let node {
                let states = [node.isActive ? nil : "inactive", node.isLoaded ? nil : "not loaded"].compactMap { $0 }
                if !states.isEmpty { line += " (\(states.joined(separator: ", ")))" }
            }
            return TextTree.Entry(text: line, children: node?.children ?? [])
        }
    }
}
