import Foundation

/// Every text of a ``Graph`` that graphviz will store, checked for NUL characters.
///
/// C strings end at a NUL character, so graphviz would silently cut such a text
/// (and merge `"a\0b"` with `"a"`); the check turns that into an error instead.
///
/// The plain texts are collected because graphviz 2.42 keeps one shared string
/// per text in a graph, and "is HTML" is a property of that shared string, not of
/// its use: a plain text created after an HTML-like label with the same
/// characters becomes HTML (markup injection), and an HTML-like label whose
/// characters already exist as plain text becomes plain. So ``CGraphBuilder``
/// and ``DOTWriter`` give each HTML-like label a text that no plain text of the
/// graph has (``htmlText(for:)``), whatever the order of creation.
struct GraphTexts {
    /// Every name and plain-text attribute name and value, with duplicates, plus the
    /// texts graphviz itself stores in every graph (`""` for empty defaults, `\N` for
    /// the default node label).
    private var plainTexts: [String] = ["", "\\N"]
    /// The markup of every HTML-like label.
    private var markups: [String] = []
    /// The plain texts that an HTML-like label's text could be: those as long as some
    /// markup, and those that end with an empty comment (``emptyComment``). Hashing
    /// only these keeps a graph's many short texts (colours, shapes, names) out of
    /// the set.
    private var plain: Set<String> = []

    /// What ``htmlText(for:)`` appends to make a text unique, which graphviz ignores.
    private static let emptyComment = "<!---->"

    /// Collects and checks the texts of `graph`.
    ///
    /// - Throws: ``GraphvizError/invalidInput(_:)`` naming the first text with a
    ///   NUL character.
    init(of graph: Graph) throws {
        try addPlain(graph.name, "the graph name")
        try add(graph.attributes, of: "the graph")
        try add(graph.nodeDefaults, of: "the node defaults")
        try add(graph.edgeDefaults, of: "the edge defaults")
        try add(graph.nodes)
        try add(graph.subgraphs)
        try add(graph.edges)
        collectPossibleCollisions()
    }

    /// The text under which to store an HTML-like label: the markup itself, or,
    /// if a plain text has the same characters, the markup followed by as many
    /// empty comments (`<!---->`, which graphviz ignores) as make it unique.
    func htmlText(for markup: String) -> String {
        var text = markup
        while plain.contains(text) {
            text += Self.emptyComment
        }
        return text
    }

    /// Fills ``plain``: a plain text equal to a markup followed by no empty comment
    /// has its length; followed by one or more, it ends with one.
    private mutating func collectPossibleCollisions() {
        guard let longest = markups.lazy.map(\.utf8.count).max() else { return }
        var isMarkupLength = [Bool](repeating: false, count: longest + 1)
        for markup in markups { isMarkupLength[markup.utf8.count] = true }
        let comment = Self.emptyComment.utf8
        for text in plainTexts {
            let utf8 = text.utf8
            let hasLength = utf8.count <= longest && isMarkupLength[utf8.count]
            guard hasLength || (utf8.last == UInt8(ascii: ">") && utf8.reversed().starts(with: comment.reversed())) else { continue }
            plain.insert(text)
        }
    }

    /// Throws unless every plain text can be written as a quoted DOT string.
    ///
    /// Graphviz's DOT writer only escapes `"`. A text that ends with a backslash
    /// (which would escape the closing quote) or has a backslash before a line
    /// feed (which DOT reads as a line continuation) reads back differently, and
    /// DOT has no other way to write it.
    ///
    /// - Throws: ``GraphvizError/invalidInput(_:)`` naming the first such text.
    func checkExpressibleInDOT() throws {
        let backslash = UInt8(ascii: "\\"), lineFeed = UInt8(ascii: "\n")
        for text in Set(plainTexts).sorted() {
            let bytes = Array(text.utf8)
            let endsWithBackslash = bytes.last == backslash
            let continuesLine = zip(bytes, bytes.dropFirst()).contains { $0 == (backslash, lineFeed) }
            guard endsWithBackslash || continuesLine else { continue }
            throw GraphvizError.invalidInput(
                "DOT cannot express the text \(Self.debugName(text)): it ends with a backslash "
                    + "or has a backslash before a line break"
            )
        }
    }

    private mutating func add(_ subgraphs: [Subgraph]) throws {
        for subgraph in subgraphs {
            let place = { "subgraph \(Self.debugName(subgraph.name))" }
            try addPlain(subgraph.name, "the name of \(place())")
            try add(subgraph.attributes, of: place())
            try add(subgraph.nodeDefaults, of: "the node defaults of \(place())")
            try add(subgraph.edgeDefaults, of: "the edge defaults of \(place())")
            try add(subgraph.nodes)
            try add(subgraph.subgraphs)
            try add(subgraph.edges)
        }
    }

    private mutating func add(_ nodes: [Node]) throws {
        for node in nodes {
            try addPlain(node.name, "a node name")
            try add(node.attributes, of: "node \(Self.debugName(node.name))")
        }
    }

    private mutating func add(_ edges: [Edge]) throws {
        for edge in edges {
            try addPlain(edge.tail, "a node name")
            try addPlain(edge.head, "a node name")
            try add(edge.attributes, of: "edge \(Self.debugName(edge.tail)) -> \(Self.debugName(edge.head))")
        }
    }

    private mutating func add(_ attributes: Attributes, of place: @autoclosure () -> String) throws {
        for (name, value) in attributes {
            try addPlain(name, "an attribute name of \(place())")
            switch value {
            case .text(let text):
                try addPlain(text, "attribute \(Self.debugName(name)) of \(place())")
            case .html(let markup):
                try Self.check(markup, "attribute \(Self.debugName(name)) of \(place())")
                markups.append(markup)
            }
        }
    }

    private mutating func addPlain(_ text: String, _ place: @autoclosure () -> String) throws {
        try Self.check(text, place())
        plainTexts.append(text)
    }

    private static func check(_ text: String, _ place: @autoclosure () -> String) throws {
        if containsNUL(text) {
            throw GraphvizError.invalidInput("\(place()) contains a NUL character")
        }
    }

    /// Whether `text` has a NUL character, looked for with `memchr` in its UTF-8 bytes.
    private static func containsNUL(_ text: String) -> Bool {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, 0, bytes.count) != nil
        } ?? utf8.contains(0)
    }

    /// A name as it appears in error messages: quoted, escaped, at most 60 characters.
    private static func debugName(_ name: String) -> String {
        let shown = name.count > 60 ? name.prefix(60) + "…" : Substring(name)
        return String(reflecting: String(shown))
    }
}
