import RibInspector

/// The phrases trace documentation pages share.
enum DocumentationWording {
    /// A duration in seconds with milliseconds, such as `1.250 s`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }

    /// What kind of RIB it is: viewful, viewless or unknown.
    static func kind(_ isViewful: Bool?) -> String {
        switch isViewful {
        case true?: "viewful"
        case false?: "viewless"
        case nil: "unknown"
        }
    }

    /// A Mermaid diagram in a Markdown fence.
    static func mermaid(_ diagram: String) -> [String] {
        ["```mermaid", diagram, "```", ""]
    }

    /// A Markdown link to a RIB's page, the name escaped.
    static func link(to rib: String, names: DocumentationFileNames, from folder: String) -> String {
        "[\(MarkdownEscaping.text(rib))](\(folder)\(names.page(of: rib)))"
    }

    /// A list of names joined with commas, or `none`.
    static func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.joined(separator: ", ")
    }
}
