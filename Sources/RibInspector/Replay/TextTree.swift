/// Draws a forest as text lines, one item a line, with `├─`, `└─` and `│` guides:
///
/// ```text
/// Root
/// └─ LoggedIn
///    ├─ OffGame
///    └─ TicTacToe
/// ```
///
/// The walk uses a stack, not recursion, so a tree thousands of levels deep draws
/// without exhausting the call stack; indentation stops at ``maximumIndentation``
/// levels, deeper lines saying their depth instead (`(depth 57) Name`), so each line's
/// length, and the time to draw the tree, stay linear in its size.
public enum TextTree {
    /// How many levels the lines indent.
    public static let maximumIndentation = 40

    /// One item's line and the items below it.
    public struct Entry<Item> {
        /// The line's text after its guides.
        public var text: String
        /// The items drawn below this one, in order.
        public var children: [Item]

        /// Creates an entry.
        public init(text: String, children: [Item]) {
            self.text = text
            self.children = children
        }
    }

    /// The lines for the trees under `roots`, each root at the left margin.
    ///
    /// - Parameters:
    ///   - roots: The top items.
    ///   - entry: An item's text and children, given the item and its ancestors
    ///     (outermost first).
    public static func lines<Item>(under roots: [Item], entry: (Item, _ ancestors: [Item]) -> Entry<Item>) -> [String] {
        var lines: [String] = []
        // For each indented level above the item being drawn, the column its ancestor
        // leaves: a guide when more siblings follow, blank otherwise.
        var guides: [String] = []
        var ancestors: [Item] = []
        var pending = roots.reversed().map { (item: $0, depth: 0, isLast: true) }
        while let (item, depth, isLast) = pending.popLast() {
            ancestors.removeSubrange(depth...)
            let ancestorColumns = max(min(depth, maximumIndentation) - 1, 0)
            if guides.count > ancestorColumns { guides.removeSubrange(ancestorColumns...) }
            let drawn = entry(item, ancestors)
            var line = ""
            if depth > 0 {
                line = guides.joined() + (isLast ? "└─ " : "├─ ")
                if depth > maximumIndentation { line += "(depth \(depth)) " }
            }
            lines.append(line + drawn.text)
            guard !drawn.children.isEmpty else { continue }
            ancestors.append(item)
            if depth > 0 && depth < maximumIndentation { guides.append(isLast ? "   " : "│  ") }
            for (index, child) in drawn.children.enumerated().reversed() {
                pending.append((child, depth + 1, index == drawn.children.count - 1))
            }
        }
        return lines
    }
}
