/// The value of a graphviz attribute: plain text, or an HTML-like label.
///
/// Plain text is handed to graphviz as it is, and graphviz quotes and escapes it
/// itself wherever it writes it (DOT, SVG, JSON and the other formats): never
/// add quotes or DOT escapes yourself. A string literal is plain text:
///
///     node.attributes["color"] = "red"
///     node.attributes["tooltip"] = "Root & \"friends\""
///
/// Graphviz interprets plain text in one place: labels (`label`, `xlabel`,
/// `headlabel`, `taillabel`), where `\n`, `\l` and `\r` break lines, `\N` stands
/// for the node's name and character entities such as `&amp;` are decoded (its
/// other "escString" attributes, such as `tooltip`, `URL` and `id`, read the
/// backslash sequences too). Pass text through ``labelEscaped(_:)`` to show it
/// literally.
///
/// An HTML-like label is markup that graphviz parses, such as
/// `.html("<b>Root</b>")` (without the outer `<` and `>` that DOT puts around
/// it). Text inside the markup must be escaped with ``htmlEscaped(_:)``.
public enum AttributeValue: Hashable, Sendable {
    /// Plain text; graphviz quotes it itself.
    case text(String)
    /// An HTML-like label: markup between DOT's outer `<` and `>`.
    case html(String)
}

extension AttributeValue: ExpressibleByStringInterpolation {
    /// Creates a plain text value from a string literal.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension AttributeValue: CustomStringConvertible {
    /// The value as DOT would show it: plain text as it is, HTML-like labels
    /// between `<` and `>`.
    public var description: String {
        switch self {
        case .text(let text): text
        case .html(let markup): "<\(markup)>"
        }
    }
}

/// Attributes of a graph, a node or an edge, by graphviz attribute name
/// (`label`, `shape`, `color`, `pos`, ...).
public typealias Attributes = [String: AttributeValue]
