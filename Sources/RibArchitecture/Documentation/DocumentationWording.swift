/// The phrases documentation pages share, from sources and from traces.
package enum DocumentationWording {
    /// What kind of RIB it is: viewful, viewless or unknown.
    package static func kind(_ isViewful: Bool?) -> String {
        switch isViewful {
        case true?: "viewful"
        case false?: "viewless"
        case nil: "unknown"
        }
    }

    /// A Mermaid diagram in a Markdown fence.
    package static func mermaid(_ diagram: String) -> [String] {
        ["```mermaid", diagram, "```", ""]
    }

    /// A Markdown link to a RIB's page, the name escaped.
    package static func link(to rib: String, names: DocumentationFileNames, from folder: String) -> String {
        "[\(MarkdownEscaping.text(rib))](\(folder)\(names.page(of: rib)))"
    }

    /// A list of names joined with commas, or `none`.
    package static func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.joined(separator: ", ")
    }
}
