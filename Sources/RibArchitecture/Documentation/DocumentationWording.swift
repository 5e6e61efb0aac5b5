import RibInspector

/// The phrases trace documentation pages share.
enum DocumentationWording {
    /// A duration in nanoseconds as seconds with whole milliseconds, such as `1.250 s`.
    static func seconds(_ nanoseconds: UInt64) -> String {
        let milliseconds = nanoseconds / 1_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
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
